/**
 * The chain-specific registration module (spec: account §7 "Registration module"): its own
 * profile, password and e-mail calls, store (PDV) list, tax-code helpers, facilitated delivery
 * (legal id 4, address class 999) and the customer-reporting form.
 */
import { attachmentSize, password8 } from '@sporta/rules';
import {
  confirmRegistration,
  register,
  requestEmailChange,
  requestReset,
} from '../domain/accounts.ts';
import { addressById, renderAddress } from '../domain/addresses.ts';
import { shopDate } from '../domain/clock.ts';
import { findCode } from '../domain/codes.ts';
import { readFacilitatedRequest, recordFacilitatedRequest } from '../domain/facilitated.ts';
import { COUNTRIES, fiscalCode } from '../domain/fiscal-code.ts';
import { townById, townByName } from '../domain/geo-data.ts';
import { checkEmail, readPerson, savePerson } from '../domain/people.ts';
import {
  changePassword,
  checkCurrentPassword,
  currentUser,
  profileAnswer,
} from '../domain/profile.ts';
import { FACILITATED_ADDRESS_CLASS_ID, FACILITATED_LEGAL_ID } from '../domain/shop.ts';
import { legalsOf, userByLogin } from '../domain/users.ts';
import { checkField } from '../domain/validation.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { bodyObject, type JsonObject, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

function attachmentBytes(body: JsonObject): number {
  const declared = Number(body.attachmentSize ?? body.fileSize ?? 0);
  const content =
    typeof body.attachment === 'string' ? Math.floor((body.attachment.length * 3) / 4) : 0;
  return Math.max(Number.isFinite(declared) ? declared : 0, content);
}

function saveReport(call: Call, kind: string, body: JsonObject) {
  // spec: account §5, §9 "Upload limit 5 MB".
  if (attachmentSize(attachmentBytes(body)))
    throw new Refusal(SPEC_TEXTS['validation.attachmentTooBig']);
  const { attachment: _dropped, ...kept } = body;
  const { id } = call.shop.db.run(
    'INSERT INTO reports (user_id, kind, data, created_at) VALUES (?, ?, ?, ?)',
    call.session.userId > 0 ? call.session.userId : null,
    kind,
    JSON.stringify(kept),
    shopDate().toISOString(),
  );
  return id;
}

function generate(call: Call, belfiore: string | undefined) {
  const code = belfiore
    ? fiscalCode({
        name: call.query.str('name'),
        surname: call.query.str('surname'),
        gender: call.query.optStr('gender') ?? 'M',
        birthDate: call.query.str('birthDate'),
        belfiore,
      })
    : undefined;
  if (!code) throw new Refusal(SPEC_TEXTS['validation.fiscalCode']);
  return code;
}

export const accountModuleRoutes: Routes = {
  'GET /api-iperal/account/user': (call) => profileAnswer(call),

  'POST /iperal-registration/register_user': (call) => ({
    data: register(call.shop, call.body),
    infos: [BACKEND_TEXTS.registrationSent],
  }),

  /**
   * The loyalty-code password change asks the same proof as update_password (issue 37 item 11):
   * the old password or a reset token of this shopper; other sessions end.
   */
  'POST /api-iperal/account/change-password': (call) => {
    const user = currentUser(call);
    if (call.query.str('cod_int') !== user.cod_int) throw new Refusal(BACKEND_TEXTS.notAllowed);
    const password = call.query.str('new_password');
    checkField(password, password8);
    return changePassword(
      call,
      call.query.optStr('old_password'),
      password,
      call.query.optStr('reset_token'),
    );
  },

  'GET /api-iperal/account/request-reset-password': (call) => {
    requestReset(call.shop, { email: call.query.str('email') });
    return { data: { sent: true }, infos: [BACKEND_TEXTS.emailSent] };
  },

  'GET /iperal-registration/registration_confirm': (call) => {
    const code = call.query.str('reg_control_code');
    const newEmail = call.query.optStr('new_email');
    // With new_email the code confirms an e-mail change, otherwise a registration.
    if (newEmail !== undefined) {
      const found = findCode(call.shop.db, 'email', code);
      if (!found || found.value?.toLowerCase() !== newEmail.trim().toLowerCase())
        throw new Refusal(BACKEND_TEXTS.codeWrong);
      findCode(call.shop.db, 'email', code, true);
      call.shop.db.run(
        'UPDATE users SET login = ?, email = ? WHERE user_id = ?',
        found.value,
        found.value,
        found.user_id,
      );
      return { data: { confirmed: true, email: found.value }, infos: [BACKEND_TEXTS.emailChanged] };
    }
    const user = confirmRegistration(call.shop, code);
    return {
      data: { confirmed: true, userId: user.user_id },
      infos: [BACKEND_TEXTS.registrationConfirmed],
    };
  },

  'POST /api-iperal/account/update-user': (call) => {
    const user = currentUser(call);
    savePerson(call.shop.db, user, readPerson(bodyObject(call.body), false));
    return profileAnswer(call, [BACKEND_TEXTS.profileSaved]);
  },

  /**
   * The chain's e-mail change, with the password in use as the proof, takes effect through the
   * mailed link like update_email_request (account §4 "E-mail update: request with new e-mail,
   * then confirmation by token"; issue 37): a stolen session alone never moves the login.
   */
  'POST /api-iperal/account/update-email': (call) => {
    const user = currentUser(call);
    const body = bodyObject(call.body);
    checkCurrentPassword(user, typeof body.Password === 'string' ? body.Password : '');
    requestEmailChange(call.shop, user, optString(body.Email));
    return { data: { sent: true }, infos: [BACKEND_TEXTS.emailSent] };
  },

  'POST /api-iperal/account/update-credentials': (call) => {
    const body = bodyObject(call.body);
    return changePassword(
      call,
      optString(body.OldPassword),
      typeof body.NewPassword === 'string' ? body.NewPassword : undefined,
    );
  },

  'GET /iperal-registration/pdv_list': (call) => {
    const stores = call.shop.db.all<{
      store_id: number;
      name: string;
      warehouse_id: number;
      city: string;
      province: string;
    }>(
      'SELECT s.store_id, s.name, s.warehouse_id, w.city, w.province FROM stores s JOIN warehouses w ON w.warehouse_id = s.warehouse_id ORDER BY s.name',
    );
    return {
      data: stores.map((s) => ({
        storeId: s.store_id,
        name: s.name,
        warehouseId: s.warehouse_id,
        city: s.city,
        province: s.province,
      })),
    };
  },

  'GET /api-iperal/update_password': (call) =>
    changePassword(call, call.query.optStr('old_password'), call.query.optStr('new_password')),

  'POST /api-iperal/account/check-user': (call) => {
    const body = bodyObject(call.body);
    const email = checkEmail(optString(body.email) ?? optString(body.login));
    const person = readPerson(body, false);
    const byEmail = userByLogin(call.shop.db, email) !== undefined;
    const byFiscalCode =
      person.fiscalCode !== undefined &&
      call.shop.db.one(
        "SELECT 1 FROM users WHERE json_extract(person, '$.fiscalCode') = ?",
        person.fiscalCode,
      ) !== undefined;
    // Which of the two is taken, so the form can say it on the right field (account §4).
    return {
      data: {
        exists: byEmail || byFiscalCode,
        email,
        emailTaken: byEmail,
        fiscalCodeTaken: byFiscalCode,
      },
    };
  },

  'GET /api-iperal/account/generate-fiscal-code': (call) => {
    const town = townById(
      call.query.optStr('id_localita') ?? '',
      call.query.optStr('istat_code_province'),
    );
    return { data: { fiscalCode: generate(call, town?.belfiore) } };
  },

  'GET /api-iperal/account/get-id-code': (call) => {
    const country = call.query.optStr('birthCountry');
    const foreign = country
      ? COUNTRIES.find(
          (c) => c.id === country.toUpperCase() || c.name.toLowerCase() === country.toLowerCase(),
        )
      : undefined;
    const town = townByName(call.query.optStr('birthCity') ?? '');
    const belfiore = foreign?.belfiore || town?.belfiore;
    const code = generate(call, belfiore);
    return { data: { fiscalCode: code, idCode: code } };
  },

  'GET /api-iperal/account/update-info-user': (call) => {
    const user = currentUser(call);
    const values = readPerson(
      {
        ...(call.query.optStr('fiscalcode') ? { fiscalCode: call.query.str('fiscalcode') } : {}),
        ...(call.query.optStr('fidelity') ? { fidelityCard: call.query.str('fidelity') } : {}),
      },
      false,
    );
    savePerson(call.shop.db, user, values);
    return profileAnswer(call, [BACKEND_TEXTS.profileSaved]);
  },

  'POST /iperal-registration/facilitated_delivery': async (call) => {
    const user = currentUser(call);
    const request = readFacilitatedRequest(bodyObject(call.body));
    const reportId = await recordFacilitatedRequest(call, user.user_id, request);
    call.shop.mail(
      user.email,
      'Richiesta di consegne agevolate ricevuta',
      `Abbiamo ricevuto la tua richiesta n. ${reportId}: ti contatteremo entro 5 giorni lavorativi.`,
    );
    return {
      data: { requestId: reportId, legalId: FACILITATED_LEGAL_ID },
      infos: [BACKEND_TEXTS.facilitatedRequested],
    };
  },

  'GET /iperal-module-controller/control': (call) => {
    const self = userOf(call);
    const userId = call.query.int('user_id');
    if (userId !== self && !call.session.backofficeUser)
      throw new Refusal(BACKEND_TEXTS.notAllowed);
    const user = currentUser(call);
    const person = readPersonSafe(user.person);
    return {
      data: {
        userId,
        registrationModuleTypeId: call.query.optInt('registration_module_type_id') ?? 2,
        module: 'sporta',
        completed: Boolean(person.fiscalCode && person.birthDate),
        complete: Boolean(person.fiscalCode && person.birthDate),
        facilitated: legalsOf(user).includes(FACILITATED_LEGAL_ID),
      },
    };
  },

  'GET /iperal-address-class-controller/set-address-class-id': (call) => {
    const user = currentUser(call);
    const address = addressById(call.shop.db, call.query.int('address_id'));
    if (!address || address.user_id !== user.user_id)
      throw new Refusal(BACKEND_TEXTS.addressNotFound);
    const classId = call.query.int('address_class_id');
    if (
      classId === FACILITATED_ADDRESS_CLASS_ID &&
      !legalsOf(user).includes(FACILITATED_LEGAL_ID)
    ) {
      throw new Refusal(BACKEND_TEXTS.facilitatedNotAllowed);
    }
    call.shop.db.run(
      'UPDATE addresses SET address_class_id = ?, facilitated = ? WHERE address_id = ?',
      classId,
      classId === FACILITATED_ADDRESS_CLASS_ID,
      address.address_id,
    );
    const updated = addressById(call.shop.db, address.address_id);
    return {
      data: updated ? renderAddress(updated, { facilitated: updated.facilitated === 1 }) : {},
    };
  },

  'POST /iperal-registration/reporting_form': (call) => {
    const body = bodyObject(call.body);
    if (!optString(body.message) && !optString(body.text) && !optString(body.description))
      throw new Refusal(SPEC_TEXTS['validation.required']);
    const reportId = saveReport(call, 'customer_report', body);
    return { data: { reportId }, infos: [BACKEND_TEXTS.reportSaved] };
  },
};

function readPersonSafe(json: string): Record<string, unknown> {
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}
