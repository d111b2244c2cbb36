/**
 * What a shopper and the storefront rely on, end to end over HTTP: login with captcha, wrong
 * credentials, MFA pin from the development mailbox, expired sessions (419), cart rules with the
 * spec's messages, bad bodies answered inside the envelope, data surviving a restart and --reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = { token_recaptcha: 'sporta-dev-captcha' };
const login = (username: string, password: string, extra: Record<string, string> = {}) => ({
  form: { login: username, password, remember_me: false, show_sectors: false, ...extra },
});

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

describe('login', () => {
  it('needs the captcha token: without it EBSN answers HTTP 403', async () => {
    const reply = await shop.api(
      'POST',
      '/auth/login',
      login('mario.rossi@example.it', 'Segreta1'),
    );
    expect(reply.status).toBe(403);
  });

  it("answers 'Credenziali Errate' inside HTTP 200 for a wrong password", async () => {
    const reply = await shop.api('POST', '/auth/login', {
      ...login('mario.rossi@example.it', 'Sbagliata'),
      query: CAPTCHA,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.status).toBe(1);
    expect(reply.body.response.errors[0]?.error).toBe('Credenziali Errate');
  });

  it('trims the login and hands out a session that opens the cart', async () => {
    const reply = await shop.api('POST', '/auth/login', {
      ...login('  mario.rossi@example.it ', 'Segreta1'),
      query: CAPTCHA,
    });
    expect(reply.body.response.status).toBe(0);
    expect(reply.session).toBeTruthy();
    const cart = await shop.api('GET', '/cart/view', { session: reply.session as string });
    expect((cart.body.data as { user: { userId: number } }).user.userId).toBe(1001);
  });

  it('asks an MFA shopper for the 6-digit pin sent to the mailbox, then accepts it without captcha', async () => {
    const first = await shop.api('POST', '/auth/login', {
      ...login('luca.verdi@example.it', 'Segreta1'),
      query: CAPTCHA,
    });
    expect(first.body.response.status).toBe(4);
    const [mail] = await shop.mailbox('luca.verdi@example.it');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const second = await shop.api(
      'POST',
      '/auth/login',
      login('luca.verdi@example.it', 'Segreta1', { mfa_pin: mail?.code as string }),
    );
    expect(second.body.response.status).toBe(0);
  });

  it('answers HTTP 419 once the session has expired', async () => {
    const session = await shop.state('a shopper whose session has expired');
    const reply = await shop.api('GET', '/auth/test', { session: session as string });
    expect(reply.status).toBe(419);
  });
});

describe('registration', () => {
  it('registers a newcomer, mails the confirmation code, and lets them log in only once confirmed', async () => {
    const email = 'paola.galli@example.it';
    const registered = await shop.api('POST', '/registration/register_user', {
      json: { email, password: 'Segreta12', person: { firstName: 'Paola', lastName: 'Galli' } },
    });
    expect(registered.body.response.status).toBe(0);
    const early = await shop.api('POST', '/auth/login', {
      ...login(email, 'Segreta12'),
      query: CAPTCHA,
    });
    expect(early.body.response.status).not.toBe(0);

    const [mail] = await shop.mailbox(email);
    expect(mail?.code).toBeTruthy();
    const confirmed = await shop.api('GET', '/registration/registration_confirm', {
      query: { e_mail: email, reg_control_code: mail?.code as string },
    });
    expect(confirmed.body.response.status).toBe(0);
    const later = await shop.api('POST', '/auth/login', {
      ...login(email, 'Segreta12'),
      query: CAPTCHA,
    });
    expect(later.body.response.status).toBe(0);
  });

  it('refuses a password shorter than 8 characters with the spec text', async () => {
    const reply = await shop.api('POST', '/registration/register_user', {
      json: {
        email: 'breve@example.it',
        password: 'corta',
        person: { firstName: 'A', lastName: 'B' },
      },
    });
    expect(reply.body.response.errors[0]?.error).toBe('La password deve essere lunga 8 caratteri');
  });
});

// The backend checks personal data with the storefront's validators (@sporta/rules). Where its
// own checks disagreed with account §5, the storefront was right; these two cases changed.
describe('personal data as account §5 checks it', () => {
  it('takes 02 1234567, a Milan number in the 2+3+2+2 layout with two spaces left out', async () => {
    const session = (await shop.state('a logged-in shopper')) as string;
    const reply = await shop.api('POST', '/registration/update_contact', {
      session,
      json: { phone: '02 1234567' },
    });
    expect(reply.body.response.status).toBe(0);
  });

  it('refuses 31/02/2000 as a birth date: the format of a date, but no day', async () => {
    const session = (await shop.state('a logged-in shopper')) as string;
    const update = (birthDate: string) =>
      shop.api('POST', '/registration/update_user_detail', {
        session,
        json: { person: { firstName: 'Mario', lastName: 'Rossi', birthDate } },
      });
    expect((await update('31/02/2000')).body.response.errors[0]?.error).toBe(
      'Formato della data gg/mm/aaaa',
    );
    expect((await update('29/02/2000')).body.response.status).toBe(0);
  });
});

describe('cart rules', () => {
  it('refuses quantities off the limits with the spec texts and keeps the cart unchanged', async () => {
    const session = (await shop.state('a shopper with a product with purchase limits')) as string;
    const add = (quantity: number) =>
      shop.api('POST', '/cart/add', {
        session,
        query: { show_sectors: false },
        json: { items: [{ productId: 103, quantity }] },
      });
    expect((await add(1)).body.response.errors[0]?.error).toBe(
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    );
    expect((await add(2)).body.response.errors[0]?.error).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
    const cart = await shop.api('GET', '/cart/view', { session });
    expect((cart.body.data as { cartItems: unknown[] }).cartItems).toEqual([]);
  });

  it('adds a line, totals it and removes it', async () => {
    const session = (await shop.state('a logged-in shopper')) as string;
    const added = await shop.api('POST', '/cart/add', {
      session,
      query: { show_sectors: false },
      json: { items: [{ productId: 101, quantity: 3 }] },
    });
    const data = added.body.data as {
      totalItems: number;
      totalPrice: number;
      cartItems: { itemId: string; product: { priceDisplay: number } }[];
    };
    const line = data.cartItems.find(
      (item) => (item as unknown as { product: { productId: number } }).product.productId === 101,
    ) as unknown as { quantity: number; product: { priceDisplay: number } };
    expect(line.quantity).toBe(3);
    expect(data.totalPrice).toBeCloseTo(3 * line.product.priceDisplay, 2);
    const removed = await shop.api('POST', '/cart/delete', {
      session,
      query: { show_sectors: false },
      json: { items: [{ itemId: data.cartItems[0]?.itemId }] },
    });
    expect((removed.body.data as { cartItems: unknown[] }).cartItems).toEqual([]);
  });

  it('names an invalid discount code in the spec text', async () => {
    const session = (await shop.state('a shopper with two items in the cart')) as string;
    const reply = await shop.api('POST', '/cart-giftcertificate/add_code', {
      session,
      query: { code: 'NONESISTE' },
    });
    expect(reply.body.response.errors[0]?.error).toBe(
      'Il codice sconto NONESISTE non è valido. Verifica di averlo scritto correttamente.',
    );
  });
});

describe('bad input', () => {
  it('answers a malformed JSON body with an envelope error, not a crash', async () => {
    const session = (await shop.state('a logged-in shopper')) as string;
    const reply = await shop.api('POST', '/cart/add', {
      session,
      raw: { body: '{"items": [', type: 'application/json' },
      check: 'answer',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.status).not.toBe(0);
    expect(reply.body.response.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(reply.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('ignores unknown parameters', async () => {
    const reply = await shop.api('GET', '/category', {
      query: { filtered: false, colore: 'blu' },
      check: 'answer',
    });
    expect(reply.body.response.status).toBe(0);
  });
});

describe('persistence', () => {
  it('keeps a cart across a restart and forgets it after --reset', async () => {
    const own = await startTestBackend();
    const dataDir = own.dataDir;
    const session = (await own.state('a logged-in shopper')) as string;
    await own.api('POST', '/cart/add', {
      session,
      query: { show_sectors: false },
      json: { items: [{ productId: 101, quantity: 2 }] },
    });
    await own.backend.stop();

    const again = await startTestBackend({ dataDir });
    const cart = await again.api('GET', '/cart/view', { session });
    const lines = (cart.body.data as { cartItems: { quantity: number }[] }).cartItems;
    expect(lines.map((line) => line.quantity)).toEqual([2]);
    await again.backend.stop();

    const { startBackend } = await import('../server.ts');
    const reset = await startBackend({ port: 0, dataDir, reset: true, log: () => {} });
    expect(reset.seededMs).toBeGreaterThan(0);
    await reset.stop();
  });
});
