/**
 * Fault injection for reliability tests (issue 4), development only: per path pattern, added
 * latency, a rate of HTTP 500, of envelope errors (optionally with a message code), of HTTP 419, of captcha refusals (HTTP 403,
 * observed §1.6), of malformed bodies, of no answer at all (the connection dropped: the API
 * unreachable), of "not found" refusals (HTTP 404), and blank lines before the JSON (observed §3.1). A rule
 * may be limited to one browser (`clientUuid`, its x-ebsn-client-uuid) so parallel tests do not
 * meet each other's faults. Set with POST /_dev/faults or SPORTA_FAULTS (JSON).
 */

export interface FaultRule {
  /** Path below /ebsn/api; `*` matches any characters, e.g. "cart/*" or "*". */
  path: string;
  latencyMs?: number;
  /** A random latency from 0 to this many ms more (a poor mobile connection). */
  latencyJitterMs?: number;
  /** Each rate is a probability from 0 to 1. */
  http500Rate?: number;
  envelopeErrorRate?: number;
  /** The code the envelope error's message carries (a code of showInPopupCode, shopping §8). */
  envelopeErrorCode?: string;
  sessionExpiredRate?: number;
  /** The connection closed without an answer: the caller meets an unreachable API. */
  unreachableRate?: number;
  /** HTTP 404 with the API's "not found" refusal: what was asked for is missing. */
  notFoundRate?: number;
  captchaRefusedRate?: number;
  malformedRate?: number;
  leadingBlankLines?: number;
  /** Only requests from this installation id (x-ebsn-client-uuid). */
  clientUuid?: string;
}

export type Fault =
  | { kind: 'http500' }
  | { kind: 'envelopeError'; code?: string }
  | { kind: 'sessionExpired' }
  | { kind: 'captchaRefused' }
  | { kind: 'malformed' }
  | { kind: 'unreachable' }
  | { kind: 'notFound' };

export interface FaultPlan {
  latencyMs: number;
  fault: Fault | undefined;
  leadingBlankLines: number;
}

export function parseFaultRules(value: unknown): FaultRule[] {
  const list = Array.isArray(value) ? value : (value as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(list)) throw new Error('Fault rules must be an array or { rules: [...] }');
  return list.map((entry) => {
    const rule = entry as Record<string, unknown>;
    if (typeof rule.path !== 'string') throw new Error('Every fault rule needs a path');
    const number = (key: string) =>
      typeof rule[key] === 'number' ? { [key]: rule[key] as number } : {};
    return {
      path: rule.path,
      ...number('latencyMs'),
      ...number('latencyJitterMs'),
      ...number('http500Rate'),
      ...number('envelopeErrorRate'),
      ...number('sessionExpiredRate'),
      ...number('captchaRefusedRate'),
      ...number('malformedRate'),
      ...number('unreachableRate'),
      ...number('notFoundRate'),
      ...number('leadingBlankLines'),
      ...(typeof rule.clientUuid === 'string' ? { clientUuid: rule.clientUuid } : {}),
      ...(typeof rule.envelopeErrorCode === 'string'
        ? { envelopeErrorCode: rule.envelopeErrorCode }
        : {}),
    };
  });
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(
    `^/?${pattern
      .replace(/^\//, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')}$`,
  );
  return regex.test(path.replace(/^\//, ''));
}

export function planFaults(
  rules: readonly FaultRule[],
  path: string,
  random = Math.random,
  clientUuid?: string,
): FaultPlan {
  const plan: FaultPlan = { latencyMs: 0, fault: undefined, leadingBlankLines: 0 };
  for (const rule of rules) {
    if (!matches(rule.path, path)) continue;
    if (rule.clientUuid !== undefined && rule.clientUuid !== clientUuid) continue;
    plan.latencyMs += rule.latencyMs ?? 0;
    if (rule.latencyJitterMs) plan.latencyMs += Math.floor(random() * rule.latencyJitterMs);
    plan.leadingBlankLines = Math.max(plan.leadingBlankLines, rule.leadingBlankLines ?? 0);
    if (plan.fault) continue;
    if (random() < (rule.unreachableRate ?? 0)) plan.fault = { kind: 'unreachable' };
    else if (random() < (rule.notFoundRate ?? 0)) plan.fault = { kind: 'notFound' };
    else if (random() < (rule.http500Rate ?? 0)) plan.fault = { kind: 'http500' };
    else if (random() < (rule.sessionExpiredRate ?? 0)) plan.fault = { kind: 'sessionExpired' };
    else if (random() < (rule.envelopeErrorRate ?? 0))
      plan.fault = {
        kind: 'envelopeError',
        ...(rule.envelopeErrorCode !== undefined && { code: rule.envelopeErrorCode }),
      };
    else if (random() < (rule.captchaRefusedRate ?? 0)) plan.fault = { kind: 'captchaRefused' };
    else if (random() < (rule.malformedRate ?? 0)) plan.fault = { kind: 'malformed' };
  }
  return plan;
}
