/**
 * Registration and profile, generic module (spec: account §4, §7 "Registration and profile"):
 * registration with control code, password reset, e-mail change, anonymisation, profile, billing
 * identities, gift certificates, consents and the workplace subscription.
 */
import { vatNumber } from '@sporta/rules';
import {
  applyEmailChange,
  checkResetToken,
  confirmRegistration,
  disclaimerValues,
  lapsedRegistration,
  register,
  requestEmailChange,
  requestReset,
  resetPassword,
  sendRegistrationCode,
  tellOldAddress,
} from '../domain/accounts.ts';
import { shopDate } from '../domain/clock.ts';
import { countWrongTry, findCode, issueCode, sixDigits } from '../domain/codes.ts';
import { checkEmail, readPerson, savePerson } from '../domain/people.ts';
import { checkedBillingAddress, personInfoValues, socialDetail } from '../domain/person-infos.ts';
import {
  changePassword,
  checkCurrentPassword,
  currentUser,
  profileAnswer,
} from '../domain/profile.ts';
import { FACILITATED_LEGAL_ID, SITE_STORE_ID } from '../domain/shop.ts';
import { legalsOf, personOf, userById, userByLogin } from '../domain/users.ts';
import { checkField, isFiscalCodeOrCompanyCode } from '../domain/validation.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { bodyObject, optNumber, optString } from '../http/input.ts';
import { endSession, saveSessionData } from '../http/session.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

/** Workplace subscription codes of the companies that joined (seeded). */
const SHOP_AT_WORK_CODES: Record<string, number> = {
  'SPORTA-AZIENDA': 501,
  LAVORO2026: 502,
  LAVORO1: 503,
};

/**
 * The shopper's certificates (all, or those assigned by hand). Without show_history only those
 * still usable: not used and not expired; with it, the used and expired ones too, marked so.
 */
function certificates(call: Call, manual: boolean) {
  const today = shopDate().toISOString().slice(0, 10);
  const history = call.query.bool('show_history');
  const rows = call.shop.db.all<{
    user_gift_certificate_id: number;
    gift_certificate_id: number;
    code: string;
    name: string;
    description: string;
    amount: number;
    kind: string;
    valid_until: string;
    used_order_id: number | null;
    manual: number;
    assigned_at: string;
  }>(
    `SELECT u.*, g.code, g.name, g.description, g.amount, g.kind, g.valid_until FROM user_gift_certificates u
       JOIN gift_certificates g ON g.gift_certificate_id = u.gift_certificate_id
      WHERE u.user_id = ? ${manual ? 'AND u.manual = 1' : ''} ${history ? '' : 'AND u.used_order_id IS NULL AND g.valid_until >= ?'}
      ORDER BY u.user_gift_certificate_id`,
    userOf(call),
    ...(history ? [] : [today]),
  );
  return {
    data: rows.map((r) => ({
      userGiftCertificateId: r.user_gift_certificate_id,
      giftCertificateId: r.gift_certificate_id,
      code: r.code,
      name: r.name,
      description: r.description,
      giftTotal: r.amount,
      kind: r.kind,
      validUntil: r.valid_until,
      used: r.used_order_id !== null,
      expired: r.valid_until < today,
      manual: manual || r.manual === 1,
      ...(r.used_order_id !== null ? { orderId: r.used_order_id } : {}),
      assignedAt: r.assigned_at,
    })),
  };
}

function disclaimersOf(call: Call, userId?: number) {
  const storeId = call.query.optInt('store_id') ?? SITE_STORE_ID;
  const moduleType = call.query.optInt('registration_module_type_id') ?? 2;
  const rows = call.shop.db.all<{
    registration_disclaimer_id: number;
    descr: string;
    required: number;
    legal_id: number | null;
    value: string | null;
  }>(
    `SELECT d.*, u.value FROM disclaimers d LEFT JOIN user_disclaimers u ON u.registration_disclaimer_id = d.registration_disclaimer_id AND u.user_id = ?
      WHERE d.store_id = ? AND d.module_type_id = ? ORDER BY d.registration_disclaimer_id`,
    userId ?? -1,
    storeId,
    moduleType,
  );
  return rows.map((r) => ({
    registrationDisclaimerId: r.registration_disclaimer_id,
    descr: r.descr,
    required: r.required === 1,
    value: userId === undefined ? null : (r.value ?? 'false'),
    ...(r.legal_id === null ? {} : { legalId: r.legal_id }),
  }));
}

export const registrationRoutes: Routes = {
  'POST /registration/register_user': (call) => ({
    data: register(call.shop, call.body),
    infos: [BACKEND_TEXTS.registrationSent],
  }),

  'GET /registration/registration_confirm': (call) => {
    const user = confirmRegistration(
      call.shop,
      call.query.str('reg_control_code'),
      call.query.str('e_mail'),
    );
    return {
      data: { userId: user.user_id, email: user.email, confirmed: true },
      infos: [BACKEND_TEXTS.registrationConfirmed],
    };
  },

  'GET /registration/registration_resend_email': (call) => {
    const user = userByLogin(call.shop.db, call.query.str('e_mail'));
    if (user?.status === 'pending' && !lapsedRegistration(user))
      sendRegistrationCode(call.shop, user.user_id, user.email);
    return { data: { sent: true }, infos: [BACKEND_TEXTS.emailSent] };
  },

  'GET /registration/user_detail': (call) => profileAnswer(call),

  /** What the social provider says of the shopper, to complete a profile her sign-up left bare. */
  'GET /registration/social_user_detail': (call) => socialDetail(call),

  'POST /registration/update_user_detail': (call) => {
    const user = currentUser(call);
    savePerson(call.shop.db, user, readPerson(bodyObject(call.body), false));
    return profileAnswer(call, [BACKEND_TEXTS.profileSaved]);
  },

  'POST /registration/update_person_info': (call) => {
    const user = currentUser(call);
    const body = bodyObject(call.body);
    const typeId = optNumber(body.personInfoTypeId);
    const value = optString(body.value);
    if (typeId === undefined || value === undefined)
      throw new Refusal(SPEC_TEXTS['validation.required']);
    const saved = (personOf(user).infos as Record<string, string> | undefined) ?? {};
    const values = personInfoValues(saved, typeId, value);
    savePerson(call.shop.db, user, values);
    return {
      data: { personInfoTypeId: typeId, value: value.trim() },
      infos: [BACKEND_TEXTS.profileSaved],
    };
  },

  'POST /registration/update_billing_address': (call) => {
    const user = currentUser(call);
    const body = bodyObject(call.body);
    const fiscal = optString(body.fiscalCode);
    if (fiscal !== undefined && !isFiscalCodeOrCompanyCode(fiscal))
      throw new Refusal(SPEC_TEXTS['validation.fiscalCode']);
    const billingAddress = checkedBillingAddress(body);
    savePerson(call.shop.db, user, { billingAddress });
    return { data: { billingAddress }, infos: [BACKEND_TEXTS.profileSaved] };
  },

  'POST /registration/update_contact': (call) => {
    const user = currentUser(call);
    const body = bodyObject(call.body);
    const values = readPerson({ phone: body.phone ?? body.mobilePhone }, false);
    savePerson(call.shop.db, user, { contact: body, ...values });
    return { data: { contact: body }, infos: [BACKEND_TEXTS.profileSaved] };
  },

  // Changing what signs in asks the password and tells the address in use (issue 37 item 11).
  'POST /registration/update_username': (call) => {
    const user = currentUser(call);
    checkCurrentPassword(user, call.query.optStr('password'));
    const username = checkEmail(call.query.str('username'));
    const other = userByLogin(call.shop.db, username);
    if (other && other.user_id !== user.user_id) throw new Refusal(BACKEND_TEXTS.emailInUse);
    tellOldAddress(call.shop, user, username);
    call.shop.db.run('UPDATE users SET login = ? WHERE user_id = ?', username, user.user_id);
    return { data: { username }, infos: [BACKEND_TEXTS.profileSaved] };
  },

  'GET /registration/password_reset_token_request': (call) => {
    requestReset(call.shop, {
      ...(call.query.optStr('e_mail') ? { email: call.query.str('e_mail') } : {}),
      ...(call.query.optStr('login') ? { login: call.query.str('login') } : {}),
      ...(call.query.optStr('fiscal_code') ? { fiscalCode: call.query.str('fiscal_code') } : {}),
    });
    return { data: { sent: true }, infos: [BACKEND_TEXTS.emailSent] };
  },

  'GET /registration/password_reset_token_check': (call) => {
    checkResetToken(call.shop, call.query.optStr('reset_token') ?? '', call.query.optStr('e_mail'));
    return { data: { valid: true } };
  },

  'GET /registration/password_reset': (call) => {
    resetPassword(
      call.shop,
      call.query.str('reset_token'),
      call.query.optStr('password'),
      call.query.optStr('e_mail'),
    );
    return { data: { reset: true }, infos: [BACKEND_TEXTS.passwordChanged] };
  },

  'GET /registration/update_email_request': (call) => {
    const user = currentUser(call);
    checkCurrentPassword(user, call.query.optStr('password'));
    requestEmailChange(call.shop, user, call.query.str('new_email'));
    return { data: { sent: true }, infos: [BACKEND_TEXTS.emailSent] };
  },

  'GET /registration/update_email': (call) => {
    applyEmailChange(call.shop, call.query.str('token'));
    return { data: { updated: true }, infos: [BACKEND_TEXTS.emailChanged] };
  },

  'GET /registration/update_password': (call) =>
    changePassword(call, call.query.optStr('old_password'), call.query.optStr('new_password')),

  'GET /registration/anonymize_token_request': (call) => {
    const user = currentUser(call);
    const code = issueCode(call.shop.db, 'anonymize', sixDigits(), { userId: user.user_id });
    call.shop.mail(
      user.email,
      'Conferma la cancellazione del tuo account',
      `Il codice per cancellare il tuo account Sporta è ${code}.`,
      code,
    );
    return { data: { sent: true }, infos: [BACKEND_TEXTS.emailSent] };
  },

  'GET /registration/anonymize_token_check': (call) => {
    const user = currentUser(call);
    const login = call.query.str('login').trim().toLowerCase();
    const found = findCode(call.shop.db, 'anonymize', call.query.str('token'));
    if (!found || found.user_id !== user.user_id || login !== user.login.toLowerCase()) {
      const voided = countWrongTry(call.shop.db, 'anonymize', { userId: user.user_id });
      throw new Refusal(voided ? BACKEND_TEXTS.codeVoided : BACKEND_TEXTS.codeWrong);
    }
    findCode(call.shop.db, 'anonymize', call.query.str('token'), true);
    call.session.data.anonymizeChecked = true;
    saveSessionData(call.shop, call.session);
    return { data: { valid: true } };
  },

  'GET /registration/user_anonymize': (call) => {
    const user = currentUser(call);
    if (call.session.data.anonymizeChecked !== true)
      throw new Refusal(BACKEND_TEXTS.anonymizeNeedsToken);
    const { db } = call.shop;
    db.transaction(() => {
      db.run(
        "UPDATE users SET login = ?, email = ?, status = 'anonymized', first_name = '', last_name = '', person = '{}', mfa_enabled = 0 WHERE user_id = ?",
        `anonimo-${user.user_id}@example.invalid`,
        `anonimo-${user.user_id}@example.invalid`,
        user.user_id,
      );
      db.run('UPDATE addresses SET deleted = 1 WHERE user_id = ?', user.user_id);
      db.run('DELETE FROM devices WHERE user_id = ?', user.user_id);
      db.run(
        'DELETE FROM sessions WHERE user_id = ? AND session_id <> ?',
        user.user_id,
        call.session.sessionId,
      );
    });
    endSession(call.shop, call.session);
    return { data: { anonymized: true }, infos: [BACKEND_TEXTS.anonymized], user: { userId: -1 } };
  },

  'GET /giftcertificate/list': (call) => certificates(call, false),
  'GET /giftcertificate/list-manual-assigned': (call) => certificates(call, true),

  'GET /user-person-fiscal/list': (call) => {
    const rows = call.shop.db.all<{ person_fiscal_id: number; data: string }>(
      'SELECT * FROM person_fiscal WHERE user_id = ? ORDER BY person_fiscal_id',
      userOf(call),
    );
    return {
      data: rows.map((r) => ({
        ...(JSON.parse(r.data) as object),
        personFiscalId: r.person_fiscal_id,
      })),
    };
  },

  'POST /user-person-fiscal/insert-billing-address': (call) => {
    const userId = userOf(call);
    const body = bodyObject(call.body);
    const fiscal = optString(body.fiscalCode);
    const vat = optString(body.vatNumber) ?? optString(body.vatCode);
    if (!fiscal && !vat) throw new Refusal(SPEC_TEXTS['validation.required']);
    checkField(vat, vatNumber);
    if (fiscal !== undefined && !isFiscalCodeOrCompanyCode(fiscal))
      throw new Refusal(SPEC_TEXTS['validation.fiscalCode']);
    const { id } = call.shop.db.run(
      'INSERT INTO person_fiscal (user_id, data) VALUES (?, ?)',
      userId,
      JSON.stringify(body),
    );
    return { data: { ...body, personFiscalId: id }, infos: [BACKEND_TEXTS.profileSaved] };
  },

  'GET /user-person-fiscal/delete-person-fiscal': (call) => {
    const removed = call.shop.db.run(
      'DELETE FROM person_fiscal WHERE person_fiscal_id = ? AND user_id = ?',
      call.query.int('person_fiscal_id'),
      userOf(call),
    ).changes;
    if (removed === 0) throw new Refusal(BACKEND_TEXTS.notFound);
    return { data: { personFiscalId: call.query.int('person_fiscal_id'), deleted: true } };
  },

  'GET /registration-disclaimer/list': (call) => ({ data: { disclaimers: disclaimersOf(call) } }),
  'GET /user-registration-disclaimer/list-by-type': (call) => ({
    data: disclaimersOf(call, userOf(call)),
  }),

  'GET /user-registration-disclaimer/check-disclaimer': (call) => {
    const list = disclaimersOf(call, userOf(call));
    const missing = list
      .filter((d) => d.required && d.value !== 'true')
      .map((d) => d.registrationDisclaimerId);
    return {
      data: { complete: missing.length === 0, accepted: missing.length === 0, missing },
      ...(missing.length ? { warnings: [BACKEND_TEXTS.disclaimersMissing] } : {}),
    };
  },

  'POST /user-registration-disclaimer/update-disclaimer': (call) => {
    const { db } = call.shop;
    const user = currentUser(call);
    const body = bodyObject(call.body);
    const values = disclaimerValues(body.disclaimers ?? body);
    const known = db.all<{
      registration_disclaimer_id: number;
      required: number;
      legal_id: number | null;
    }>('SELECT registration_disclaimer_id, required, legal_id FROM disclaimers');
    if (Object.keys(values).length === 0) throw new Refusal(SPEC_TEXTS['validation.required']);
    for (const [id, value] of Object.entries(values)) {
      const disclaimer = known.find((d) => d.registration_disclaimer_id === Number(id));
      if (!disclaimer) throw new Refusal(BACKEND_TEXTS.notFound);
      if (disclaimer.required === 1 && !value) throw new Refusal(BACKEND_TEXTS.disclaimersMissing);
    }
    db.transaction(() => {
      const legals = new Set(legalsOf(user));
      for (const [id, value] of Object.entries(values)) {
        db.run(
          'INSERT OR REPLACE INTO user_disclaimers (user_id, registration_disclaimer_id, value) VALUES (?, ?, ?)',
          user.user_id,
          Number(id),
          String(value),
        );
        const legal = known.find((d) => d.registration_disclaimer_id === Number(id))?.legal_id;
        if (legal && value) legals.add(legal);
        else if (legal) legals.delete(legal);
      }
      db.run(
        'UPDATE users SET legals = ? WHERE user_id = ?',
        JSON.stringify([...legals].sort()),
        user.user_id,
      );
    });
    return {
      data: {
        disclaimers: disclaimersOf(call, user.user_id),
        facilitated: legalsOf(userById(db, user.user_id) ?? user).includes(FACILITATED_LEGAL_ID),
      },
      infos: [BACKEND_TEXTS.profileSaved],
    };
  },

  'GET /shopatwork/subscribe': (call) => {
    const user = currentUser(call);
    const code = call.query.str('subscriptionCode').trim().toUpperCase();
    const company = SHOP_AT_WORK_CODES[code];
    if (company === undefined) throw new Refusal(BACKEND_TEXTS.shopAtWorkInvalid);
    call.shop.db.run(
      'UPDATE users SET shop_at_work = ?, company_id = ? WHERE user_id = ?',
      code,
      company,
      user.user_id,
    );
    return {
      data: { subscriptionCode: code, companyId: company },
      infos: [BACKEND_TEXTS.shopAtWorkDone],
    };
  },
};
