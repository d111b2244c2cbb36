/** What every area of the SDK shares: the typed openapi-fetch client, events and settings. */
import type { Client } from 'openapi-fetch';
import type { CallResult, UnwrapOptions } from './envelope';
import { unwrap } from './envelope';
import type { EbsnEvents } from './events';
import type { paths } from './generated/ebsn';
import type { TokenStore } from './tokens';

export interface EbsnContext {
  client: Client<paths>;
  events: EbsnEvents;
  tokens: TokenStore;
  /** spec: shopping §7 "show_sectors comes from configuration on cart and list calls". */
  showSectors: boolean;
  /** The body of a response has been read: its timeout can be cleared (deadline.ts). */
  finish(response: Response): void;
}

type DataOf<E> = E extends { data?: infer D } ? D : never;

/** `unwrap` bound to a context; `valid` when a schema guarantees data is there. */
export function caller(ctx: EbsnContext) {
  return {
    send<E>(call: Promise<CallResult<E>>, options?: Omit<UnwrapOptions, 'schema'>) {
      return unwrap(ctx.events, settled(call), options);
    },
    valid<E>(
      call: Promise<CallResult<E>>,
      schema: NonNullable<UnwrapOptions['schema']>,
      options?: Omit<UnwrapOptions, 'schema'>,
    ): Promise<NonNullable<DataOf<E>>> {
      return unwrap(ctx.events, settled(call), { ...options, schema });
    },
  };

  function settled<E>(call: Promise<CallResult<E>>): Promise<CallResult<E>> {
    return call.then((result) => {
      ctx.finish(result.response);
      return result;
    });
  }
}

type Present<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
};
type Optional<T> = {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * Lets a caller's optional value (possibly undefined) fill an optional parameter. Only the type
 * changes: openapi-fetch leaves undefined query values out, JSON.stringify drops them, and so
 * does formBody — no code per parameter reaches the browser bundle.
 */
export function defined<T extends object>(values: T): Present<T> & Optional<T> {
  return values as Present<T> & Optional<T>;
}
