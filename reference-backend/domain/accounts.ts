/**
 * Account flows shared by the generic and the chain-specific module (account §4): registration
 * with a control code, password reset, e-mail change, all through the development mailbox.
 */

import { postalCode, required } from '@sporta/rules';
import { Refusal } from '../http/envelope.ts';
import { bodyObject, isObject, type JsonObject, optNumber, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import type { Shop } from '../shop.ts';
import { shopDate, shopNow } from './clock.ts';
import { codeState, countWrongTry, findCode, issueCode, token } from './codes.ts';
import { hashPassword } from './passwords.ts';
import { checkEmail, checkNewPassword, readPerson } from './people.ts';
import { ADDRESS_TYPES, SITE_STORE_ID } from './shop.ts';
import { personOf, type UserRow, userById, userByLogin } from './users.ts';
import { checkField } from './validation.ts';

export function register(shop: Shop, body: unknown) {
  const { db } = shop;
  const input = bodyObject(body);
  const email = checkEmail(optString(input.email) ?? optString(input.login));
  const password = checkNewPassword(
    typeof input.password === 'string' ? input.password : undefined,
  );
  const named = readPerson(input, true);
  const person = { ...named, ...registrationAddressOf(input) };
  const existing = userByLogin(db, email);
  if (existing && lapsedRegistration(existing)) dropRegistration(shop, existing.user_id);
  else if (existing) throw new Refusal(BACKEND_TEXTS.emailInUse);
  const required = db.all<{ registration_disclaimer_id: number; legal_id: number | null }>(
    'SELECT registration_disclaimer_id, legal_id FROM disclaimers WHERE required = 1 AND store_id = ?',
    SITE_STORE_ID,
  );
  const given = disclaimerValues(input.disclaimers);
  // A registration from a form that sends no consents accepts the required ones by submitting.
  const accepted =
    Object.keys(given).length === 0
      ? new Set(required.map((d) => d.registration_disclaimer_id))
      : new Set(
          Object.entries(given)
            .filter(([, v]) => v)
            .map(([k]) => Number(k)),
        );
  if (required.some((d) => !accepted.has(d.registration_disclaimer_id)))
    throw new Refusal(BACKEND_TEXTS.disclaimersMissing);
  return db.transaction(() => {
    const { id: userId } = db.run(
      `INSERT INTO users (login, email, password_hash, first_name, last_name, status, cod_int, legals, person, created_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
      email,
      email,
      hashPassword(password),
      named.firstName ?? '',
      named.lastName ?? '',
      `CF${shopNow() % 1_000_000}`,
      JSON.stringify(
        [...accepted]
          .map(
            (id) =>
              db.one<{ legal_id: number }>(
                'SELECT legal_id FROM disclaimers WHERE registration_disclaimer_id = ?',
                id,
              )?.legal_id,
          )
          .filter(Boolean),
      ),
      JSON.stringify(person),
      shopDate().toISOString(),
    );
    db.run('UPDATE users SET cod_int = ? WHERE user_id = ?', `CF${userId}`, userId);
    const storeAddress =
      publicPickupAddress(shop, optNumber(input.defaultStoreAddressId)) ??
      storeAddressOf(shop, input);
    if (storeAddress !== undefined)
      db.run(
        'UPDATE users SET default_store_address_id = ? WHERE user_id = ?',
        storeAddress,
        userId,
      );
    for (const [id, value] of Object.entries(given)) {
      db.run(
        'INSERT OR REPLACE INTO user_disclaimers (user_id, registration_disclaimer_id, value) VALUES (?, ?, ?)',
        userId,
        Number(id),
        String(value),
      );
    }
    sendRegistrationCode(shop, userId, email);
    return { userId, email };
  });
}

/**
 * The shopper's address given at registration (account §3, §5 CAP rule): kept on the profile,
 * checked like the address form's fields; none given, none kept.
 */
function registrationAddressOf(input: Record<string, unknown>): Record<string, JsonObject> {
  if (!isObject(input.address)) return {};
  const address = input.address;
  for (const field of ['address1', 'city', 'province', 'postalCode'])
    checkField(optString(address[field]) ?? '', required);
  checkField(optString(address.postalCode), postalCode);
  return { address };
}

/**
 * The store (PDV) chosen at registration (account §3 "store (PDV) choice"): a `storeId` of
 * iperal-registration/pdv_list; its pickup point, where it has one, becomes the shopper's
 * default store address. An unknown store is refused rather than silently dropped.
 */
function storeAddressOf(shop: Shop, input: Record<string, unknown>): number | undefined {
  const storeId = optNumber(input.storeId);
  if (storeId === undefined) return undefined;
  if (!shop.db.one('SELECT 1 FROM stores WHERE store_id = ?', storeId))
    throw new Refusal(BACKEND_TEXTS.storeUnknown);
  return shop.db.one<{ address_id: number }>(
    'SELECT address_id FROM addresses WHERE store_id = ? AND user_id IS NULL AND address_type_id = 3 ORDER BY address_id',
    storeId,
  )?.address_id;
}

/**
 * A default store address given by id (issue 37 item 10): only a shop's pickup point or locker,
 * which anyone may see; another shopper's home address is refused, never kept.
 */
function publicPickupAddress(shop: Shop, addressId: number | undefined): number | undefined {
  if (addressId === undefined) return undefined;
  const pickup = shop.db.one<{ address_id: number }>(
    `SELECT address_id FROM addresses WHERE address_id = ? AND user_id IS NULL AND deleted = 0
      AND address_type_id IN (?, ?)`,
    addressId,
    ADDRESS_TYPES.store,
    ADDRESS_TYPES.locker,
  );
  if (!pickup) throw new Refusal(BACKEND_TEXTS.addressNotFound);
  return pickup.address_id;
}

/** How long a registration waits for its confirmation, by the shop's clock (issue 37 item 12). */
export const PENDING_REGISTRATION_MS = 86_400_000;

/** A registration never confirmed within its day: its address is free to register again. */
export function lapsedRegistration(user: UserRow): boolean {
  return (
    user.status === 'pending' && Date.parse(user.created_at) + PENDING_REGISTRATION_MS <= shopNow()
  );
}

function dropRegistration(shop: Shop, userId: number): void {
  shop.db.transaction(() => {
    shop.db.run('DELETE FROM user_disclaimers WHERE user_id = ?', userId);
    shop.db.run('DELETE FROM codes WHERE user_id = ?', userId);
    shop.db.run("DELETE FROM users WHERE user_id = ? AND status = 'pending'", userId);
  });
}

/** Mails the control code: 96 random bits (token()), never guessable within its five tries. */
export function sendRegistrationCode(shop: Shop, userId: number, email: string): void {
  const code = issueCode(shop.db, 'registration', token(), { userId, subject: email });
  shop.mail(
    email,
    'Conferma la tua registrazione a Sporta',
    `Per confermare la registrazione usa il codice ${code} oppure apri ${shop.settings.storefrontUrl}/registration-confirmed?e_mail=${encodeURIComponent(email)}&reg_control_code=${code}`,
    code,
  );
}

export function confirmRegistration(shop: Shop, code: string, email?: string): UserRow {
  const found = findCode(shop.db, 'registration', code);
  if (
    !found ||
    found.user_id === null ||
    (email !== undefined && found.subject?.toLowerCase() !== email.trim().toLowerCase())
  ) {
    // A wrong code for a named address counts against that address's code (issue 37 item 9).
    const named = email === undefined ? undefined : userByLogin(shop.db, email);
    const voided =
      named !== undefined && countWrongTry(shop.db, 'registration', { userId: named.user_id });
    throw new Refusal(voided ? BACKEND_TEXTS.codeVoided : BACKEND_TEXTS.codeWrong);
  }
  findCode(shop.db, 'registration', code, true);
  shop.db.run("UPDATE users SET status = 'active' WHERE user_id = ?", found.user_id);
  return shop.db.one<UserRow>('SELECT * FROM users WHERE user_id = ?', found.user_id) as UserRow;
}

/**
 * Mails a reset link to the shopper named by e-mail (or login), or by fiscal code alone; with both,
 * the fiscal code must be that shopper's. The link is on the shop's configured public origin
 * (`storefrontUrl`), never on the Host a request came with.
 */
export function requestReset(
  shop: Shop,
  who: { email?: string; login?: string; fiscalCode?: string },
): void {
  const { db } = shop;
  const named = who.email ?? who.login;
  const fiscalCode = who.fiscalCode?.trim().toUpperCase();
  let user = named ? userByLogin(db, named) : undefined;
  if (!named && fiscalCode) {
    user = db.one<UserRow>(
      "SELECT * FROM users WHERE json_extract(person, '$.fiscalCode') = ?",
      fiscalCode,
    );
  }
  const fiscalOf = (row: UserRow) =>
    String((personOf(row) as { fiscalCode?: unknown }).fiscalCode ?? '').toUpperCase();
  if (user && named && fiscalCode && fiscalOf(user) !== fiscalCode) user = undefined;
  // The answer is the same whether or not the address exists: nothing to learn from it.
  if (!user || user.status === 'anonymized') return;
  const code = issueCode(db, 'reset', token(), { userId: user.user_id });
  shop.mail(
    user.email,
    'Reimposta la password di Sporta',
    `Per scegliere una nuova password apri ${resetLink(shop.settings.storefrontUrl, code, user.email)}`,
    code,
  );
}

/** The page of the storefront where a reset link leads. */
export function resetLink(storefrontUrl: string, code: string, email: string): string {
  const query = new URLSearchParams({ reset_token: code, e_mail: email });
  return `${storefrontUrl}/reset-password?${query}`;
}

/**
 * The shopper a reset token is for, or a refusal saying why not (account §4 "token check"):
 * expired and used links say so, so the shopper knows to ask again. With an e-mail, the token
 * must be that shopper's.
 */
export function checkResetToken(shop: Shop, code: string, email?: string): UserRow {
  const state = codeState(shop.db, 'reset', code);
  if ('refused' in state && state.refused === 'unknown' && email) {
    // A wrong token for a named shopper counts against that shopper's token (issue 37 item 9).
    const named = userByLogin(shop.db, email);
    if (named && countWrongTry(shop.db, 'reset', { userId: named.user_id }))
      throw new Refusal(BACKEND_TEXTS.codeVoided);
  }
  if ('refused' in state) {
    throw new Refusal(
      state.refused === 'expired'
        ? BACKEND_TEXTS.tokenExpired
        : state.refused === 'used'
          ? BACKEND_TEXTS.tokenUsed
          : BACKEND_TEXTS.tokenWrong,
    );
  }
  const user = state.valid.user_id === null ? undefined : userById(shop.db, state.valid.user_id);
  if (!user || (email && user.email.toLowerCase() !== email.trim().toLowerCase()))
    throw new Refusal(BACKEND_TEXTS.tokenWrong);
  return user;
}

/**
 * Sets the new password (stored only as a scrypt hash), uses the token up and ends every session
 * of the shopper: whoever knew the old password is signed out everywhere.
 */
export function resetPassword(
  shop: Shop,
  code: string,
  password: string | undefined,
  email?: string,
): void {
  const user = checkResetToken(shop, code, email);
  const checked = checkNewPassword(password);
  shop.db.transaction(() => {
    findCode(shop.db, 'reset', code, true);
    shop.db.run(
      'UPDATE users SET password_hash = ? WHERE user_id = ?',
      hashPassword(checked),
      user.user_id,
    );
    shop.db.run('DELETE FROM sessions WHERE user_id = ?', user.user_id);
  });
}

/**
 * Tells the address in use that the account's e-mail or login is changing to `next` (issue 37
 * item 11): a shopper whose session was taken learns it where the intruder cannot hide it.
 */
export function tellOldAddress(shop: Shop, user: UserRow, next: string): void {
  shop.mail(
    user.email,
    'Modifica dei dati di accesso a Sporta',
    `È stata chiesta la modifica dei dati di accesso del tuo account Sporta in ${next}. Se non sei stato tu, reimposta subito la password da ${shop.settings.storefrontUrl}/reset-password-request e contatta il servizio clienti.`,
  );
}

export function requestEmailChange(shop: Shop, user: UserRow, newEmail: string | undefined): void {
  const email = checkEmail(newEmail);
  if (userByLogin(shop.db, email)) throw new Refusal(BACKEND_TEXTS.emailInUse);
  tellOldAddress(shop, user, email);
  const code = issueCode(shop.db, 'email', token(), { userId: user.user_id, value: email });
  shop.mail(
    email,
    'Conferma il nuovo indirizzo e-mail',
    `Per usare questo indirizzo con Sporta apri ${shop.settings.storefrontUrl}/email-confirmed?token=${code}`,
    code,
  );
}

/**
 * Confirms a new e-mail with its mailed token (account §4 "confirmation by token"): it becomes
 * the login. A used or expired link says so, as the reset link does, so the shopper knows why.
 */
export function applyEmailChange(shop: Shop, code: string): void {
  const state = codeState(shop.db, 'email', code);
  if ('refused' in state)
    throw new Refusal(
      state.refused === 'used'
        ? BACKEND_TEXTS.tokenUsed
        : state.refused === 'expired'
          ? BACKEND_TEXTS.tokenExpired
          : BACKEND_TEXTS.tokenWrong,
    );
  const found = state.valid;
  if (found.user_id === null || !found.value) throw new Refusal(BACKEND_TEXTS.tokenWrong);
  if (userByLogin(shop.db, found.value)) throw new Refusal(BACKEND_TEXTS.emailInUse);
  findCode(shop.db, 'email', code, true);
  shop.db.run(
    'UPDATE users SET login = ?, email = ? WHERE user_id = ?',
    found.value,
    found.value,
    found.user_id,
  );
}

/** Consents in a body: [{registrationDisclaimerId, value}] or {id: value}. */
export function disclaimerValues(value: unknown): Record<number, boolean> {
  const result: Record<number, boolean> = {};
  const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const id = isObject(entry)
        ? (optNumber(entry.registrationDisclaimerId) ?? optNumber(entry.id))
        : undefined;
      if (isObject(entry) && id !== undefined) result[id] = truthy(entry.value);
    }
  } else if (isObject(value)) {
    for (const [key, v] of Object.entries(value))
      if (Number.isInteger(Number(key))) result[Number(key)] = truthy(v);
  }
  return result;
}

export { SPEC_TEXTS };
