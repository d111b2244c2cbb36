/**
 * Where the session and account values of the EBSN API live between calls (account §7 "Session
 * and account values from responses are stored"). Pluggable because each consumer keeps them
 * elsewhere (docs/adr/0002): the storefront's browser keeps none (its same-origin proxy holds them
 * in httpOnly cookies), its server makes one store per incoming request, the app wrapper its own.
 */

export interface Tokens {
  session?: string;
  account?: string;
}

export interface TokenStore {
  get(): Tokens;
  set(tokens: Tokens): void;
  clear(): void;
}

/** Keeps the values in memory: one store per shopper (per SSR request, or per app instance). */
export function memoryTokenStore(initial: Tokens = {}): TokenStore {
  let tokens: Tokens = { ...initial };
  return {
    get: () => tokens,
    set: (next) => {
      tokens = { ...next };
    },
    clear: () => {
      tokens = {};
    },
  };
}

/** Keeps nothing: for browsers behind the storefront's proxy, which owns the session. */
export function noTokenStore(): TokenStore {
  return { get: () => ({}), set: () => {}, clear: () => {} };
}
