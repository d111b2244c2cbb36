/**
 * How many guesses the shop allows (issue 37 item 6): every sign-in, one-time code, mail to a
 * login, check-user and customer report, per client address and per login. One token bucket
 * per rule and key, the algorithm Varnish's vsthrottle uses (deploy/varnish/sporta.vcl), so the
 * same numbers mean the same thing in the storefront and at the edge: `attempts` at once, then
 * one more every periodSeconds / attempts.
 *
 * No runtime imports: scripts/varnish.mjs and scripts/serve.mjs load it with type stripping.
 */

export interface RateLimit {
  attempts: number;
  periodSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** An office or a mobile carrier puts many shoppers behind one address: room for a busy one. */
export const SIGN_IN_PER_ADDRESS: RateLimit = { attempts: 20, periodSeconds: 10 * MINUTE };
/** A shopper mistypes a few times; a script guessing one password gets ~1 try in 90 s. */
export const SIGN_IN_PER_LOGIN: RateLimit = { attempts: 10, periodSeconds: 15 * MINUTE };
/** Codes are typed by people behind an address: a few each, more than a sign-in needs. */
export const CODE_PER_ADDRESS: RateLimit = { attempts: 20, periodSeconds: 15 * MINUTE };
/** A 6-digit code at one guess in 3 minutes: years to find, a typo or two still fine. */
export const CODE_PER_LOGIN: RateLimit = { attempts: 5, periodSeconds: 15 * MINUTE };
/** Reset, registration and code mails: a household registering a few accounts, no mail bomb. */
export const MAIL_PER_ADDRESS: RateLimit = { attempts: 10, periodSeconds: HOUR };
/** One mail, a resend after the 60 s wait, one more: nobody's inbox filled by someone else. */
export const MAIL_PER_LOGIN: RateLimit = { attempts: 3, periodSeconds: HOUR };
/** check-user says whether an e-mail has an account: a form submitted a few times, no listing. */
export const CHECK_USER_PER_ADDRESS: RateLimit = { attempts: 20, periodSeconds: 10 * MINUTE };
export const CHECK_USER_PER_LOGIN: RateLimit = { attempts: 10, periodSeconds: 10 * MINUTE };
/** A report goes to the staff by mail: a shopper sends one or two, corrections included. */
export const REPORT_PER_ADDRESS: RateLimit = { attempts: 10, periodSeconds: HOUR };

/** What is being guessed; each has its own buckets (a reset mail never spends a sign-in). */
export type GuessKind =
  | 'signIn'
  | 'code'
  | 'resetMail'
  | 'registrationMail'
  | 'codeMail'
  | 'checkUser'
  | 'report';

export const GUESS_LIMITS: Readonly<
  Record<GuessKind, { perAddress: RateLimit; perLogin?: RateLimit }>
> = {
  signIn: { perAddress: SIGN_IN_PER_ADDRESS, perLogin: SIGN_IN_PER_LOGIN },
  code: { perAddress: CODE_PER_ADDRESS, perLogin: CODE_PER_LOGIN },
  resetMail: { perAddress: MAIL_PER_ADDRESS, perLogin: MAIL_PER_LOGIN },
  registrationMail: { perAddress: MAIL_PER_ADDRESS, perLogin: MAIL_PER_LOGIN },
  codeMail: { perAddress: MAIL_PER_ADDRESS, perLogin: MAIL_PER_LOGIN },
  checkUser: { perAddress: CHECK_USER_PER_ADDRESS, perLogin: CHECK_USER_PER_LOGIN },
  report: { perAddress: REPORT_PER_ADDRESS },
};

/**
 * The most RATE_LIMIT_FACTOR may loosen the limits in production: a large NAT may need more
 * room; a factor that makes them meaningless (the e2e run's 1000) is for tests only.
 */
export const PRODUCTION_MAX_FACTOR = 10;

type Env = Readonly<Record<string, string | undefined>>;

/** RATE_LIMIT_FACTOR (default 1) multiplies every allowance; throws unless it is a number > 0. */
export function rateLimitFactor(env: Env = process.env): number {
  const raw = env.RATE_LIMIT_FACTOR?.trim();
  if (!raw) return 1;
  const factor = Number(raw);
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new Error(
      `RATE_LIMIT_FACTOR=${raw} is not a number above 0: the limits on guesses are never off.`,
    );
  }
  return factor;
}

/** A limit loosened or tightened by the factor: never below one attempt. */
export const scaled = (limit: RateLimit, factor: number): RateLimit => ({
  attempts: Math.max(1, Math.round(limit.attempts * factor)),
  periodSeconds: limit.periodSeconds,
});

/** Seconds until the next attempt of a full bucket's limit (vsthrottle's refill of one token). */
export const refillSeconds = (limit: RateLimit) => Math.ceil(limit.periodSeconds / limit.attempts);

/** Allowed, or refused with the seconds after which one more attempt is allowed. */
export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
  /** The limit's size and refill, kept to tell a refilled bucket (forgetSome). */
  attempts: number;
  perMs: number;
}

export interface AttemptCounterOptions {
  /** Milliseconds, as Date.now: tests pass a clock of their own. */
  now?: () => number;
  factor?: number;
  /** Buckets kept at most; past it the full ones go, then the oldest down to 90% of it. */
  maxKeys?: number;
}

/** The buckets of one process. `take` spends one attempt of a rule for a key, or refuses. */
export class AttemptCounter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  readonly factor: number;
  private readonly maxKeys: number;

  constructor({ now = Date.now, factor = 1, maxKeys = 100_000 }: AttemptCounterOptions = {}) {
    this.now = now;
    this.factor = factor;
    this.maxKeys = maxKeys;
  }

  take(name: string, limit: RateLimit, key: string): Admission {
    const { attempts, periodSeconds } = scaled(limit, this.factor);
    const perMs = attempts / (periodSeconds * 1000);
    const id = `${name}|${attempts}/${periodSeconds}|${key}`;
    const now = this.now();
    const held = this.buckets.get(id);
    const tokens = held
      ? Math.min(attempts, held.tokens + Math.max(0, now - held.at) * perMs)
      : attempts;
    const allowed = tokens >= 1;
    // Re-inserted: the Map's order is then the order of last use, oldest first (forgetSome).
    this.buckets.delete(id);
    this.buckets.set(id, { tokens: allowed ? tokens - 1 : tokens, at: now, attempts, perMs });
    if (!allowed)
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / perMs / 1000) };
    if (this.buckets.size > this.maxKeys) this.forgetSome(now);
    return { allowed: true };
  }

  /** How many buckets are kept (tests check the memory stays bounded). */
  get size(): number {
    return this.buckets.size;
  }

  private forgetSome(now: number): void {
    // A bucket refilled since its last use says nothing a new one would not: dropped first.
    for (const [id, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * bucket.perMs >= bucket.attempts)
        this.buckets.delete(id);
    }
    // Down to 90%: a sweep is then rare, not one per attempt at the cap.
    for (const id of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys * 0.9) break;
      this.buckets.delete(id);
    }
  }
}

/**
 * One guess of `kind` from `address` for `login` (when the request names one): the address's
 * bucket first, then the login's, so a refused address spends nothing of the login's.
 */
export function admitGuess(
  counter: AttemptCounter,
  kind: GuessKind,
  address: string,
  login?: string,
): Admission {
  const limits = GUESS_LIMITS[kind];
  const byAddress = counter.take(`${kind}:address`, limits.perAddress, address);
  if (!byAddress.allowed || !limits.perLogin) return byAddress;
  const key = loginKey(login);
  return key ? counter.take(`${kind}:login`, limits.perLogin, key) : byAddress;
}

/** E-mails and user names match whatever their case and spaces: one bucket however typed. */
export function loginKey(login: string | undefined): string | undefined {
  const key = login?.trim().toLowerCase();
  return key ? key.slice(0, 320) : undefined;
}
