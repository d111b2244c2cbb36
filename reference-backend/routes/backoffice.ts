/**
 * The back office (spec: account §6 "Back-office user", §7): an operator signs in (password and,
 * when required, a one-time code by e-mail), searches customers (user type 2) and acts as one.
 */
import { authenticateOperator } from '../domain/operators.ts';
import { renderUser, ssoUserOf, userById } from '../domain/users.ts';
import type { Call, Routes } from '../http/call.ts';
import { pageOf, Refusal } from '../http/envelope.ts';
import { bodyObject, optString } from '../http/input.ts';
import { endSession, login, saveSessionData } from '../http/session.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

/** Who may search customers and act as one (the storefront's admin guard asks the same). */
const CUSTOMER_SEARCH_ROLES = ['CUSTOMER_CARE', 'ADMIN'];

/** The signed-in operator, holding any of the customer search's roles (shopping §6). */
function operator(call: Call): string {
  const username = call.session.backofficeUser;
  if (!username) throw new Refusal(BACKEND_TEXTS.backofficeOnly);
  const { roles } = ssoUserOf(call.shop, username);
  if (!CUSTOMER_SEARCH_ROLES.some((role) => roles.includes(role)))
    throw new Refusal(BACKEND_TEXTS.roleMissing);
  return username;
}

export const backofficeRoutes: Routes = {
  'POST /backoffice-access/sso-login': (call) => {
    const form = bodyObject(call.body);
    const username = authenticateOperator(
      call.shop,
      optString(form.backoffice_user) ?? '',
      typeof form.password === 'string' ? form.password : '',
      optString(form.otp),
    );
    call.session = login(call.shop, call.session, -1, false);
    call.session.backofficeUser = username;
    saveSessionData(call.shop, call.session);
    return {
      data: { user: { userId: -1 } },
      user: { userId: -1 },
      ssoUser: ssoUserOf(call.shop, username),
    };
  },

  'POST /sso-auth/logout': (call) => {
    endSession(call.shop, call.session);
    return { data: { logged: false }, user: { userId: -1 } };
  },

  'GET /user-search/list_user': (call) => {
    operator(call);
    const { db } = call.shop;
    const q = call.query.optStr('q')?.trim().toLowerCase();
    const codInt = call.query.optStr('cod_int')?.trim();
    const typeId = call.query.optInt('user_type_id') ?? 2;
    // Guests' cart owners (domain/guest-cart.ts) are nobody's account.
    const where = ["status NOT IN ('anonymized', 'guest')", 'user_type_id = ?'];
    const params: (string | number)[] = [typeId];
    if (q) {
      where.push(
        "(lower(first_name || ' ' || last_name) LIKE ? OR lower(login) LIKE ? OR lower(email) LIKE ?)",
      );
      params.push(`%${q}%`, `%${q}%`, `%${q}%`);
    }
    if (codInt) {
      where.push('cod_int = ?');
      params.push(codInt);
    }
    const size = Math.min(Math.max(call.query.optInt('page_size') ?? 20, 1), 100);
    const page = Math.max(call.query.optInt('page') ?? 1, 1);
    const order = call.query.optStr('sort') === 'login' ? 'login' : 'last_name, first_name';
    const total =
      db.one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM users WHERE ${where.join(' AND ')}`,
        ...params,
      )?.n ?? 0;
    const rows = db.all<{
      user_id: number;
      login: string;
      cod_int: string | null;
      first_name: string;
      last_name: string;
    }>(
      `SELECT * FROM users WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ...params,
      size,
      (page - 1) * size,
    );
    return {
      data: {
        page: pageOf(page, size, total),
        users: rows.map((r) => ({
          userId: r.user_id,
          login: r.login,
          codInt: r.cod_int ?? '',
          firstName: r.first_name,
          lastName: r.last_name,
        })),
      },
    };
  },

  'GET /user-search/select_user': (call) => {
    const username = operator(call);
    const user = userById(call.shop.db, call.query.int('user_id'));
    if (user?.user_type_id !== 2 || user.status === 'anonymized')
      throw new Refusal(BACKEND_TEXTS.notFound);
    call.session.userId = user.user_id;
    saveSessionData(call.shop, call.session);
    return {
      data: { user: renderUser(call.shop.db, user) },
      user: { userId: user.user_id, login: user.login },
      ssoUser: ssoUserOf(call.shop, username),
    };
  },

  // The marketing cloud's keys name shoppers by e-mail: an operator's tool (issue 37 item 11).
  'POST /marketingcloud/contact-key': (call) => {
    operator(call);
    const { db } = call.shop;
    const body = bodyObject(call.body);
    const addresses = Array.isArray(body.ChannelAddressList)
      ? body.ChannelAddressList.filter((a): a is string => typeof a === 'string')
      : [];
    if (addresses.length === 0) throw new Refusal(SPEC_TEXTS['validation.required']);
    const max = typeof body.MaximumCount === 'number' ? body.MaximumCount : 10;
    const contacts = addresses.slice(0, max).flatMap((address) => {
      const user = db.one<{ user_id: number }>(
        'SELECT user_id FROM users WHERE email = ?',
        address.trim(),
      );
      if (!user) return [];
      let key = db.one<{ contact_key: string }>(
        'SELECT contact_key FROM marketing_contacts WHERE user_id = ? AND removed = 0',
        user.user_id,
      )?.contact_key;
      if (!key) {
        key = `CK${user.user_id}`;
        db.run(
          'INSERT OR REPLACE INTO marketing_contacts (contact_key, user_id, removed) VALUES (?, ?, 0)',
          key,
          user.user_id,
        );
      }
      return [{ channelAddress: address, contactKey: key, userId: user.user_id }];
    });
    return {
      data: {
        contactKey: contacts[0]?.contactKey ?? null,
        contactKeys: contacts,
        count: contacts.length,
      },
    };
  },

  'POST /marketingcloud/remove': (call) => {
    operator(call);
    const contactKey = call.query.str('contactKey');
    const changed = call.shop.db.run(
      'UPDATE marketing_contacts SET removed = 1 WHERE contact_key = ? AND user_id = ? AND removed = 0',
      contactKey,
      call.query.int('userId'),
    ).changes;
    if (changed === 0) throw new Refusal(BACKEND_TEXTS.notFound);
    return { data: { contactKey, removed: true } };
  },
};
