/**
 * Reads the answer of an /ebsn/api call (spec: account §8, shopping §3 "Response envelope"):
 * status 0 is success and yields `data`; anything else becomes an EbsnError. Infos, warnings and
 * errors of an answer are emitted as toasts. Nothing but an EbsnError ever leaves `unwrap`.
 */
import type { MessageKey } from '@sporta/i18n';
import type { EnvelopeStatus } from './errors';
import { EbsnError, translated } from './errors';
import type { EbsnEvents, ToastKind } from './events';
import { markValid, validatedBefore } from './validated';

/** What openapi-fetch resolves to. */
export interface CallResult<E> {
  data?: E;
  error?: unknown;
  response: Response;
}

/** A zod (zod/mini) schema, as far as validation needs it. */
export interface ResponseSchema {
  safeParse(data: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
  };
}

export interface UnwrapOptions {
  /** Validates `data`; a mismatch rejects with the generic message and logs where. */
  schema?: ResponseSchema;
  /** false: emit no toasts (the caller shows the answer itself, as the login box does). */
  toasts?: boolean;
  /**
   * The catalogue key of this call's failure when the server words it not at all: no error
   * text in the envelope, or no envelope (spec: shopping §8 names a key per step). The server's
   * own texts still win; HTTP 419 keeps the session-expired text. See EbsnError.
   */
  fallback?: MessageKey;
  /** Sees the whole envelope of a successful answer (e.g. its top-level user). */
  onEnvelope?: (envelope: Envelope) => void;
}

export interface Envelope {
  response: EnvelopeStatus;
  data: unknown;
  user: { userId?: unknown } | undefined;
  /** The back-office operator of a single-sign-on session (spec: shopping §3 "SSO user"). */
  ssoUser?: unknown;
}

type DataOf<E> = E extends { data?: infer D } ? D : never;

export function unwrap<E>(
  events: EbsnEvents,
  call: Promise<CallResult<E>>,
  options: UnwrapOptions & { schema: ResponseSchema },
): Promise<NonNullable<DataOf<E>>>;
export function unwrap<E>(
  events: EbsnEvents,
  call: Promise<CallResult<E>>,
  options?: UnwrapOptions,
): Promise<DataOf<E> | undefined>;
export async function unwrap<E>(
  events: EbsnEvents,
  call: Promise<CallResult<E>>,
  options: UnwrapOptions = {},
): Promise<unknown> {
  const toasts = options.toasts !== false;
  // A failure hands the call's options to EbsnError, which reads their `fallback` only.
  let result: CallResult<E>;
  try {
    result = await call;
  } catch (cause) {
    // Network error, timeout (AbortSignal), malformed JSON: no envelope (account §8).
    throw fail(events, EbsnError.withoutEnvelope({ ...options, cause }), toasts);
  }
  const { response } = result;
  if (response.status === 419) {
    // The session-expired text as this failure's own: no call's fallback ever replaces it.
    const expired = { httpStatus: 419, fallback: 'errors.sessionExpired' } as const;
    throw fail(events, EbsnError.withoutEnvelope(expired), toasts);
  }

  const envelope = readEnvelope(response.ok ? result.data : result.error);
  if (!envelope) {
    throw fail(
      events,
      EbsnError.withoutEnvelope({ ...options, httpStatus: response.status }),
      toasts,
    );
  }
  if (envelope.response.status !== 0 || !response.ok) {
    // A refusal in an HTTP error with status 0 is still a refusal: status 1.
    const status = envelope.response.status || 1;
    const error = new EbsnError(
      { ...envelope.response, status },
      { ...options, httpStatus: response.status },
    );
    throw fail(events, error, toasts);
  }

  if (toasts) emitToasts(events, envelope.response);
  if (options.schema && !validatedBefore(envelope.data, options.schema)) {
    const checked = options.schema.safeParse(envelope.data);
    if (!checked.success) {
      const where = checked.error?.issues
        .map((issue) => `data.${issue.path.map(String).join('.')}: ${issue.message}`)
        .join('; ');
      console.warn(
        `[@sporta/sdk] ${response.url || 'cached answer'} failed validation at ${where}`,
      );
      throw fail(
        events,
        EbsnError.withoutEnvelope({ ...options, httpStatus: response.status }),
        toasts,
      );
    }
    markValid(envelope.data, options.schema);
  }
  options.onEnvelope?.(envelope);
  return envelope.data;
}

function fail(events: EbsnEvents, error: EbsnError, toasts: boolean): EbsnError {
  if (toasts) emitToasts(events, error);
  return error;
}

function emitToasts(events: EbsnEvents, status: EnvelopeStatus) {
  const emit = (kind: ToastKind, messages: string[]) => {
    for (const message of messages)
      events.emit('toast', { kind, message, code: status.codes?.[message] });
  };
  emit('error', status.errors);
  emit('warning', status.warnings);
  emit('success', status.infos);
}

/** The envelope of a parsed body, or undefined when the body is not one. Never throws. */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (!isRecord(body) || !isRecord(body.response)) return undefined;
  const { status } = body.response;
  if (typeof status !== 'number' || !Number.isFinite(status)) return undefined;
  const response = body.response;
  const codes: Record<string, string> = {};
  return {
    response: {
      status,
      errors: texts(response.errors, 'error', response.errorsMessage, codes),
      // spec: shopping §3 — warnings carry their text in `error`, like errors.
      warnings: texts(response.warnings, 'error', response.warningsMessage, codes),
      infos: texts(response.infos, 'info', response.infosMessage, codes),
      codes,
    },
    data: body.data,
    user: isRecord(body.user) ? body.user : undefined,
    ssoUser: body.ssoUser,
  };
}

/**
 * Texts of `items[].key` (translated by their `code`, `translated`), or of the `…Message` list when
 * the items carry none; an item's `code` goes into `codes` under its text.
 */
function texts(
  items: unknown,
  key: 'error' | 'info',
  fallback: unknown,
  codes: Record<string, string>,
): string[] {
  const fromItems = Array.isArray(items)
    ? items.flatMap((item) => {
        const sent = isRecord(item) ? item[key] : item;
        if (typeof sent !== 'string' || sent.trim() === '') return [];
        const code = isRecord(item) && typeof item.code === 'string' ? item.code : undefined;
        const text = translated(sent, code);
        if (code) codes[text] ??= code;
        return [text];
      })
    : [];
  if (fromItems.length > 0) return fromItems;
  return Array.isArray(fallback)
    ? fallback.filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
