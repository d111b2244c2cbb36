/**
 * Runs the Pact Verifier over contracts/pacts/*.json against a provider: every provider state is
 * set up through the state-change URL (POST {state, params, action}), whose answer may carry the
 * caller's session ({"x-ebsn-session": "..."}, then sent with the interaction's requests) and the
 * values the pacts inject with fromProviderState (e.g. deliveryDate). Used by verify.ts (the
 * command for backend teams) and by the provider test against the reference backend.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { requestFilter } from './form-filter.ts';

process.env.PACT_DO_NOT_TRACK ??= 'true';

export const PACT_DIR = join(import.meta.dirname, 'pacts');

export interface VerifyOptions {
  /** Origin of the provider (pact paths start with /ebsn/api). */
  baseUrl: string;
  stateUrl: string;
  /** Publishing to a Pact Broker (PACT_BROKER_BASE_URL and its credentials from the environment). */
  publish?: { providerVersion: string };
  logLevel?: VerifierOptions['logLevel'];
}

export function pactFiles(dir = PACT_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
}

/** Every state named in the pacts. */
export function statesOf(files: string[]): string[] {
  const states = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions: { providerStates?: { name: string }[] }[];
    };
    for (const i of pact.interactions) for (const s of i.providerStates ?? []) states.add(s.name);
  }
  return [...states];
}

/** Resolves when every interaction matched; rejects with the Verifier's report otherwise. */
export async function verifyPacts(options: VerifyOptions): Promise<void> {
  const pactUrls = pactFiles();
  let session: string | undefined;
  const setUp = (state: string) => async (params?: unknown) => {
    const answer = await fetch(options.stateUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
    });
    if (!answer.ok) throw new Error(`state '${state}': HTTP ${answer.status}`);
    const body = (await answer.json().catch(() => ({}))) as Record<string, string>;
    const { 'x-ebsn-session': value, ...values } = body;
    session = typeof value === 'string' ? value : undefined;
    return values;
  };
  await new Verifier({
    provider: 'ebsn-api',
    providerBaseUrl: options.baseUrl,
    pactUrls,
    stateHandlers: Object.fromEntries(statesOf(pactUrls).map((s) => [s, setUp(s)])),
    requestFilter: requestFilter(() => session) as never,
    logLevel: options.logLevel ?? 'warn',
    ...(options.publish
      ? {
          publishVerificationResult: true,
          providerVersion: options.publish.providerVersion,
          ...(process.env.PACT_BROKER_BASE_URL
            ? { pactBrokerUrl: process.env.PACT_BROKER_BASE_URL }
            : {}),
        }
      : {}),
  }).verifyProvider();
}
