/**
 * Verifies contracts/pacts/*.json against an EBSN deployment with the Pact Verifier.
 *
 *   npx node contracts/verify.ts --base-url https://shop.example.it/ebsn/api/.. \
 *     --state-url https://shop.example.it/_dev/provider-state
 *
 * --base-url: where the provider answers; pact paths start with /ebsn/api, so give the origin.
 * --state-url: POST {state, params, action} before each interaction (provider-states.ts); may
 *   answer {"x-ebsn-session": "..."}, which is then sent with the interaction's requests.
 * Optional: --provider-version V --publish publishes the results to PACT_BROKER_BASE_URL
 * (with PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PACT_BROKER_PASSWORD).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';
import { requestFilter } from './form-filter.ts';

process.env.PACT_DO_NOT_TRACK ??= 'true';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'state-url': { type: 'string' },
    'provider-version': { type: 'string' },
    publish: { type: 'boolean', default: false },
  },
});
const baseUrl = values['base-url'];
const stateUrl = values['state-url'];
if (!baseUrl || !stateUrl) {
  console.error('usage: npx node contracts/verify.ts --base-url URL --state-url URL');
  process.exit(2);
}

const dir = join(import.meta.dirname, 'pacts');
const pactUrls = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(dir, name));

/** Every state named in the pacts, each set up through the state-change URL. */
const states = new Set<string>();
for (const file of pactUrls) {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as {
    interactions: { providerStates?: { name: string }[] }[];
  };
  for (const i of pact.interactions) for (const s of i.providerStates ?? []) states.add(s.name);
}

let session: string | undefined;
const setUp = (state: string) => async (params?: unknown) => {
  const answer = await fetch(stateUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
  });
  if (!answer.ok) throw new Error(`state '${state}': HTTP ${answer.status}`);
  const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
  session = typeof body['x-ebsn-session'] === 'string' ? body['x-ebsn-session'] : undefined;
};

const publish = values.publish && values['provider-version'] !== undefined;
await new Verifier({
  provider: 'ebsn-api',
  providerBaseUrl: baseUrl,
  pactUrls,
  stateHandlers: Object.fromEntries([...states].map((s) => [s, setUp(s)])),
  requestFilter: requestFilter(() => session) as never,
  logLevel: 'warn',
  ...(publish
    ? {
        publishVerificationResult: true,
        providerVersion: values['provider-version'] as string,
        ...(process.env.PACT_BROKER_BASE_URL
          ? { pactBrokerUrl: process.env.PACT_BROKER_BASE_URL }
          : {}),
      }
    : {}),
})
  .verifyProvider()
  .then(
    () => console.log(`verified ${pactUrls.length} pact file(s) against ${baseUrl}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
