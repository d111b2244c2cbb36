/** Push devices and customer lifetime (spec: account §7 "Devices, customers, version"). */

import { shopDate } from '../domain/clock.ts';
import { round2 } from '../domain/lines.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS } from '../messages.ts';

const deviceOf = (call: Call, uuid: string, platform: string) =>
  call.shop.db.one<{ user_id: number | null; active: number }>(
    'SELECT user_id, active FROM devices WHERE uuid = ? AND platform = ?',
    uuid,
    platform,
  );

export const deviceRoutes: Routes = {
  /**
   * A device receives its signed-in shopper's pushes (issue 37 item 11): registered only for the
   * session's own shopper, never taken from another shopper while it is theirs and active.
   */
  'GET /externalregistration/register': (call) => {
    const userId = userOf(call);
    const uuid = call.query.str('uuid');
    const platform = call.query.str('platform');
    const held = deviceOf(call, uuid, platform);
    if (held?.active === 1 && held.user_id !== null && held.user_id !== userId)
      throw new Refusal(BACKEND_TEXTS.notAllowed);
    call.shop.db.run(
      `INSERT INTO devices (uuid, platform, user_id, external_id, model, platform_version, manufacturer, active, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)
       ON CONFLICT(uuid, platform) DO UPDATE SET user_id = excluded.user_id, external_id = excluded.external_id, model = excluded.model,
         platform_version = excluded.platform_version, manufacturer = excluded.manufacturer, active = 1, updated_at = excluded.updated_at`,
      uuid,
      platform,
      userId,
      call.query.str('external_id'),
      call.query.optStr('model') ?? null,
      call.query.optStr('platform_version') ?? null,
      call.query.optStr('manufacturer') ?? null,
      shopDate().toISOString(),
    );
    return { data: { uuid, platform, active: true }, infos: [BACKEND_TEXTS.deviceRegistered] };
  },

  /** Only the shopper the device is registered for turns its pushes off. */
  'GET /externalregistration/unregister': (call) => {
    const userId = userOf(call);
    const uuid = call.query.str('uuid');
    const platform = call.query.str('platform');
    if (deviceOf(call, uuid, platform)?.user_id !== userId)
      throw new Refusal(BACKEND_TEXTS.notFound);
    call.shop.db.run(
      'UPDATE devices SET active = 0, updated_at = ? WHERE uuid = ? AND platform = ?',
      shopDate().toISOString(),
      uuid,
      platform,
    );
    return { data: { uuid, platform, active: false }, infos: [BACKEND_TEXTS.deviceUnregistered] };
  },

  'POST /customer-lifetime/user_info': (call) => {
    const self = userOf(call);
    const userId = call.query.int('userId');
    if (userId !== self && !call.session.backofficeUser)
      throw new Refusal(BACKEND_TEXTS.notAllowed);
    const stats = call.shop.db.one<{
      n: number;
      total: number | null;
      first: string | null;
      last: string | null;
    }>(
      'SELECT COUNT(*) AS n, SUM(gross_total) AS total, MIN(delivery_date) AS first, MAX(delivery_date) AS last FROM orders WHERE user_id = ? AND status_id IN (8, 9)',
      userId,
    );
    const user = call.shop.db.one<{ created_at: string }>(
      'SELECT created_at FROM users WHERE user_id = ?',
      userId,
    );
    const count = stats?.n ?? 0;
    return {
      data: {
        userId,
        customerSince: user?.created_at ?? null,
        ordersCount: count,
        totalSpent: round2(stats?.total ?? 0),
        averageSpent: count ? round2((stats?.total ?? 0) / count) : 0,
        firstOrderDate: stats?.first ?? null,
        lastOrderDate: stats?.last ?? null,
      },
    };
  },
};
