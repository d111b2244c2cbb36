import { describe, expect, it } from 'vitest';
import {
  AttemptCounter,
  admitGuess,
  CODE_PER_LOGIN,
  GUESS_LIMITS,
  loginKey,
  PRODUCTION_MAX_FACTOR,
  rateLimitFactor,
  refillSeconds,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_LOGIN,
  scaled,
} from './rate-limits';

/** A clock the test moves: counting never reads the wall time. */
function fakeClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

const LIMIT = { attempts: 3, periodSeconds: 60 };

describe('AttemptCounter (a token bucket, as vsthrottle)', () => {
  it('given a fresh key, then its attempts are allowed and the next is refused with the wait for one more', () => {
    const clock = fakeClock();
    const counter = new AttemptCounter({ now: clock.now });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(counter.take('r', LIMIT, 'k')).toEqual({ allowed: true });
    expect(counter.take('r', LIMIT, 'k')).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('given a refused key, when the wait it was told has passed, then one attempt is allowed and not two', () => {
    const clock = fakeClock();
    const counter = new AttemptCounter({ now: clock.now });
    for (let attempt = 0; attempt < 3; attempt += 1) counter.take('r', LIMIT, 'k');
    clock.advance(19);
    expect(counter.take('r', LIMIT, 'k').allowed).toBe(false);
    clock.advance(1);
    expect(counter.take('r', LIMIT, 'k').allowed).toBe(true);
    expect(counter.take('r', LIMIT, 'k')).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('given refused attempts hammering on, then they spend nothing: the wait does not grow', () => {
    const clock = fakeClock();
    const counter = new AttemptCounter({ now: clock.now });
    for (let attempt = 0; attempt < 3; attempt += 1) counter.take('r', LIMIT, 'k');
    for (let attempt = 0; attempt < 50; attempt += 1) counter.take('r', LIMIT, 'k');
    clock.advance(20);
    expect(counter.take('r', LIMIT, 'k').allowed).toBe(true);
  });

  it('given a whole period of rest, then the full allowance is back, never more', () => {
    const clock = fakeClock();
    const counter = new AttemptCounter({ now: clock.now });
    for (let attempt = 0; attempt < 3; attempt += 1) counter.take('r', LIMIT, 'k');
    clock.advance(3600);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(counter.take('r', LIMIT, 'k').allowed).toBe(true);
    expect(counter.take('r', LIMIT, 'k').allowed).toBe(false);
  });

  it('given two keys or two rules, then each has its own allowance', () => {
    const counter = new AttemptCounter({ now: fakeClock().now });
    for (let attempt = 0; attempt < 3; attempt += 1) counter.take('r', LIMIT, 'a');
    expect(counter.take('r', LIMIT, 'a').allowed).toBe(false);
    expect(counter.take('r', LIMIT, 'b').allowed).toBe(true);
    expect(counter.take('other', LIMIT, 'a').allowed).toBe(true);
  });

  it('given a factor, then every allowance is multiplied by it', () => {
    const counter = new AttemptCounter({ now: fakeClock().now, factor: 2 });
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect(counter.take('r', LIMIT, 'k').allowed).toBe(true);
    expect(counter.take('r', LIMIT, 'k').allowed).toBe(false);
  });

  it('given more keys than it keeps, then memory stays bounded and the busiest recent key still counts', () => {
    const clock = fakeClock();
    const counter = new AttemptCounter({ now: clock.now, maxKeys: 100 });
    for (let attempt = 0; attempt < 3; attempt += 1) counter.take('r', LIMIT, 'guesser');
    for (let key = 0; key < 1000; key += 1) {
      counter.take('r', LIMIT, `one-off-${key}`);
      if (key % 50 === 0) expect(counter.take('r', LIMIT, 'guesser').allowed).toBe(false);
    }
    expect(counter.size).toBeLessThanOrEqual(100);
  });
});

describe('admitGuess', () => {
  it('given wrong sign-ins for one login from many addresses, then the login is refused after its allowance', () => {
    const counter = new AttemptCounter({ now: fakeClock().now });
    for (let attempt = 0; attempt < SIGN_IN_PER_LOGIN.attempts; attempt += 1)
      expect(admitGuess(counter, 'signIn', `10.0.0.${attempt}`, 'mario@example.it').allowed).toBe(
        true,
      );
    const refused = admitGuess(counter, 'signIn', '10.0.1.1', 'MARIO@example.it ');
    expect(refused).toEqual({
      allowed: false,
      retryAfterSeconds: refillSeconds(SIGN_IN_PER_LOGIN),
    });
  });

  it('given sign-ins for many logins from one address, then the address is refused after its allowance', () => {
    const counter = new AttemptCounter({ now: fakeClock().now });
    for (let attempt = 0; attempt < SIGN_IN_PER_ADDRESS.attempts; attempt += 1)
      expect(admitGuess(counter, 'signIn', '10.0.0.1', `user${attempt}@example.it`).allowed).toBe(
        true,
      );
    expect(admitGuess(counter, 'signIn', '10.0.0.1', 'new@example.it').allowed).toBe(false);
    expect(admitGuess(counter, 'signIn', '10.0.0.2', 'new@example.it').allowed).toBe(true);
  });

  it("given an address refused, then the login's allowance is not spent", () => {
    const counter = new AttemptCounter({ now: fakeClock().now });
    for (let attempt = 0; attempt < CODE_PER_LOGIN.attempts - 1; attempt += 1)
      admitGuess(counter, 'code', '10.0.0.1', `filler${attempt}`);
    const perAddress = GUESS_LIMITS.code.perAddress.attempts;
    for (let attempt = 0; attempt < perAddress; attempt += 1)
      admitGuess(counter, 'code', '10.0.0.9', `other${attempt}`);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(admitGuess(counter, 'code', '10.0.0.9', 'luca').allowed).toBe(false);
    for (let attempt = 0; attempt < CODE_PER_LOGIN.attempts; attempt += 1)
      expect(admitGuess(counter, 'code', `10.0.2.${attempt}`, 'luca').allowed).toBe(true);
  });

  it('given a sign-in and a mail for one login, then each kind has its own buckets', () => {
    const counter = new AttemptCounter({ now: fakeClock().now });
    for (let attempt = 0; attempt < 3; attempt += 1)
      admitGuess(counter, 'resetMail', `10.0.0.${attempt}`, 'giulia@example.it');
    expect(admitGuess(counter, 'resetMail', '10.0.0.9', 'giulia@example.it').allowed).toBe(false);
    expect(admitGuess(counter, 'signIn', '10.0.0.9', 'giulia@example.it').allowed).toBe(true);
    expect(admitGuess(counter, 'registrationMail', '10.0.0.9', 'giulia@example.it').allowed).toBe(
      true,
    );
  });
});

describe('settings', () => {
  it('given no RATE_LIMIT_FACTOR, then the limits are as written', () => {
    expect(rateLimitFactor({})).toBe(1);
    expect(scaled(SIGN_IN_PER_LOGIN, 1)).toEqual(SIGN_IN_PER_LOGIN);
  });

  it('given a factor that would switch the limits off, then it is refused', () => {
    for (const value of ['0', '-1', 'off', 'Infinity', 'NaN'])
      expect(() => rateLimitFactor({ RATE_LIMIT_FACTOR: value }), value).toThrow(/never off/);
    expect(rateLimitFactor({ RATE_LIMIT_FACTOR: '1000' })).toBe(1000);
    expect(scaled(CODE_PER_LOGIN, 0.01).attempts).toBe(1);
    expect(PRODUCTION_MAX_FACTOR).toBeGreaterThan(1);
  });

  it('given e-mails typed differently, then they are one login', () => {
    expect(loginKey(' Mario.Rossi@Example.IT ')).toBe('mario.rossi@example.it');
    expect(loginKey('  ')).toBeUndefined();
  });
});
