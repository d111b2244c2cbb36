/** One interaction as data: the request the SDK sends, the answer, and what the SDK returns. */
import type { MatchersV3 } from '@pact-foundation/pact';
import type { EbsnClient } from '@sporta/sdk';
import { EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import type { StateName } from '../provider-states';
import { boolean, ok } from './fixtures';
import { formBody, newPact, sdkAt } from './pact';

export interface Contract<R> {
  state: StateName;
  params?: Record<string, string | number | boolean>;
  /** What the consumer asks for, in the shop's words; unique within the pact. */
  when: string;
  method: 'GET' | 'POST';
  /** Path under /ebsn/api. */
  path: string;
  /** Values are examples, or matchers such as fromProviderState for values the provider picks. */
  query?: Record<string, string | MatchersV3.Matcher<string>>;
  json?: unknown;
  form?: string;
  status?: number;
  /** JSON answer; absent = no body. */
  answer?: unknown;
  call: (sdk: EbsnClient) => Promise<R>;
  check: (result: R) => void;
}

/** Keeps each entry's own result type while the list holds them all. */
export const contract = <R>(c: Contract<R>) => c as unknown as Contract<unknown>;

/** The rejection of a call (the EbsnError the front end shows), as a value to check. */
export async function rejection(call: Promise<unknown>): Promise<EbsnError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof EbsnError)) throw new Error(`expected an EbsnError, got ${outcome}`);
  return outcome;
}

/** The texts of a rejection, for `check`. */
export const errorsOf = (error: EbsnError) => ({ status: error.status, errors: error.errors });

export function contracts(area: string, list: Contract<unknown>[]) {
  describe(area, () => {
    for (const c of list) it(c.when, () => run(c));
  });
}

async function run(c: Contract<unknown>) {
  let result: unknown;
  await newPact()
    .addInteraction()
    .given(c.state, c.params)
    .uponReceiving(c.when)
    .withRequest(c.method, `/ebsn/api${c.path}`, (req) => {
      if (c.query) req.query(c.query);
      if (c.json !== undefined) req.jsonBody(c.json);
      if (c.form !== undefined) formBody(req, c.form);
    })
    .willRespondWith(c.status ?? 200, (res) => {
      if (c.answer !== undefined) res.jsonBody(c.answer);
    })
    .executeTest(async (server) => {
      result = await c.call(sdkAt(`${server.url}/ebsn/api`));
    });
  c.check(result);
}

/**
 * A call whose envelope data the front end reads as { key: true } (an acknowledgement): the
 * request and the SDK function differ, the answer and the check are always the same shape.
 */
export function yes<R>(
  state: StateName,
  when: string,
  method: 'GET' | 'POST',
  path: string,
  key: string,
  call: (sdk: EbsnClient) => Promise<R>,
  request: { query?: Record<string, string>; json?: unknown } = {},
) {
  return contract({
    state,
    when,
    method,
    path,
    ...request,
    answer: ok({ [key]: boolean(true) }),
    call,
    check: (data) => expect(data).toEqual({ [key]: true }),
  });
}
