/** Push-device registration, customer lifetime and the version check (spec: account §7, §9). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import { EbsnError } from '../errors';

export interface Device {
  externalId: string;
  model?: string;
  platform: string;
  platformVersion?: string;
  manufacturer?: string;
  uuid: string;
}

/** spec: account §9 "Version check every 600000 ms". */
export const VERSION_CHECK_INTERVAL_MS = 600_000;

export function devicesArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send } = caller(ctx);
  return {
    register: (device: Device) =>
      send(
        GET('/externalregistration/register', {
          params: {
            query: defined({
              external_id: device.externalId,
              platform: device.platform,
              uuid: device.uuid,
              model: device.model,
              ...(device.platformVersion === undefined
                ? {}
                : { platform_version: device.platformVersion }),
              manufacturer: device.manufacturer,
            }),
          },
        }),
      ),
    unregister: (platform: string, uuid: string) =>
      send(GET('/externalregistration/unregister', { params: { query: { platform, uuid } } })),
    customerLifetime: (userId: number) =>
      send(POST('/customer-lifetime/user_info', { params: { query: { userId } } })),
    /** version.json is a plain file, without envelope. */
    latestVersion: async (): Promise<string | undefined> => {
      try {
        const { data, response } = await GET('/version.json');
        if (!response.ok) throw EbsnError.withoutEnvelope({ httpStatus: response.status });
        return typeof data?.version === 'string' ? data.version : undefined;
      } catch (cause) {
        throw cause instanceof EbsnError ? cause : EbsnError.withoutEnvelope({ cause });
      }
    },
  };
}
