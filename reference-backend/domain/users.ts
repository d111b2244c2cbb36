/** The user object of carts and logins (spec: shopping §3 Cart.user, account §3 User). */
import type { Database } from '../database.ts';
import type { Shop } from '../shop.ts';
import { shopDate } from './clock.ts';

export interface UserRow {
  user_id: number;
  login: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  user_type_id: number;
  status: string;
  mfa_enabled: number;
  cod_int: string | null;
  profile_level: number;
  beta_tester: number;
  legals: string;
  crm_segments: string;
  person: string;
  default_store_address_id: number | null;
  default_delivery_address_id: number | null;
  company_id: number | null;
  shop_at_work: string | null;
  created_at: string;
}

export function userById(db: Database, userId: number): UserRow | undefined {
  return db.one<UserRow>('SELECT * FROM users WHERE user_id = ?', userId);
}

export function userByLogin(db: Database, login: string): UserRow | undefined {
  return db.one<UserRow>(
    'SELECT * FROM users WHERE login = ? OR email = ?',
    login.trim(),
    login.trim(),
  );
}

export function legalsOf(user: UserRow): number[] {
  return JSON.parse(user.legals) as number[];
}

export function personOf(user: UserRow): Record<string, unknown> {
  return JSON.parse(user.person) as Record<string, unknown>;
}

export const GUEST = { userId: -1 };

export function renderUser(db: Database, user: UserRow): Record<string, unknown> {
  const lists = db.one<{ n: number }>(
    'SELECT COUNT(*) AS n FROM wishlists WHERE user_id = ?',
    user.user_id,
  );
  const certificates = db.one<{ n: number }>(
    `SELECT COUNT(*) AS n FROM user_gift_certificates u JOIN gift_certificates g ON g.gift_certificate_id = u.gift_certificate_id
      WHERE u.user_id = ? AND u.used_order_id IS NULL AND g.valid_until >= ?`,
    user.user_id,
    // Still usable: an expired certificate is history, not one received to spend.
    shopDate().toISOString().slice(0, 10),
  );
  return {
    userId: user.user_id,
    login: user.login,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    userType: { userTypeId: user.user_type_id },
    betaTester: String(user.beta_tester),
    hasFavorites: (lists?.n ?? 0) > 0,
    companyId: user.company_id,
    profile: { level: user.profile_level },
    legals: legalsOf(user).map((legalId) => ({ legalId })),
    crmUserSegments: (JSON.parse(user.crm_segments) as number[]).map((crmSegmentId) => ({
      crmSegment: { crmSegmentId },
    })),
    giftCertificatesReceived: certificates?.n ?? 0,
    ...(user.default_store_address_id
      ? { defaultStoreAddress: { addressId: user.default_store_address_id } }
      : {}),
    ...(user.default_delivery_address_id
      ? { defaultDeliveryAddressId: user.default_delivery_address_id }
      : {}),
    profileConfirmed: user.status === 'active',
  };
}

/** The back-office operator as the envelope's ssoUser carries it (account §6 "Back-office user"). */
export function ssoUserOf(shop: Shop, username: string) {
  const row = shop.db.one<{ roles: string }>(
    'SELECT roles FROM backoffice_users WHERE username = ?',
    username,
  );
  return { username, roles: row ? (JSON.parse(row.roles) as string[]) : [] };
}
