/**
 * Verifies contracts/pacts/*.json against an EBSN deployment with the Pact Verifier.
 *
 *   npx node contracts/verify.ts --base-url https://shop.example.it \
 *     --state-url https://shop.example.it/_dev/provider-state
 *
 * --base-url: where the provider answers; pact paths start with /ebsn/api, so give the origin.
 * --state-url: POST {state, params, action} before each interaction (provider-states.ts); may
 *   answer {"x-ebsn-session": "...", ...values}: the session is sent with the interaction's
 *   requests, the values fill the pacts' fromProviderState expressions (e.g. deliveryDate).
 * Optional: --provider-version V --publish publishes the results to PACT_BROKER_BASE_URL
 * (with PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PACT_BROKER_PASSWORD).
 */
import { parseArgs } from 'node:util';
import { pactFiles, verifyPacts } from './verifier.ts';

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
const providerVersion = values['provider-version'];

await verifyPacts({
  baseUrl,
  stateUrl,
  ...(values.publish && providerVersion ? { publish: { providerVersion } } : {}),
}).then(
  () => console.log(`verified ${pactFiles().length} pact file(s) against ${baseUrl}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
