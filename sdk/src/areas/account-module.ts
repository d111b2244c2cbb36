/** The chain-specific registration module (spec: account §7 "Registration module"). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { UnwrapOptions } from '../envelope';
import type { components } from '../generated/ebsn';

type PersonDetail = components['schemas']['PersonDetail'];
type Open = components['schemas']['Open'];
type Told = Omit<UnwrapOptions, 'schema'>;

/** spec: account §9 "Facilitated address class id 999". */
export const FACILITATED_ADDRESS_CLASS_ID = 999;

export interface BirthData {
  name: string;
  surname: string;
  birthDate: string;
}

export function accountModuleArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send } = caller(ctx);
  const q = <T extends Record<string, unknown>>(query: T) => ({ params: { query } });
  return {
    user: () => send(GET('/api-iperal/account/user')),
    register: (person: PersonDetail) =>
      send(POST('/iperal-registration/register_user', { body: person })),
    checkUser: (person: PersonDetail) =>
      send(POST('/api-iperal/account/check-user', { body: person })),
    updateUser: (person: PersonDetail) =>
      send(POST('/api-iperal/account/update-user', { body: person })),
    confirmRegistration: (controlCode: string, newEmail?: string) =>
      send(
        GET(
          '/iperal-registration/registration_confirm',
          q(
            defined({
              reg_control_code: controlCode,
              new_email: newEmail,
            }),
          ),
        ),
      ),
    /** `proof`: the old password or a reset token mailed to the shopper. */
    changePassword: (
      codInt: string,
      newPassword: string,
      proof: { oldPassword: string } | { resetToken: string },
    ) =>
      send(
        POST(
          '/api-iperal/account/change-password',
          q({
            cod_int: codInt,
            new_password: newPassword,
            ...('oldPassword' in proof
              ? { old_password: proof.oldPassword }
              : { reset_token: proof.resetToken }),
          }),
        ),
      ),
    requestPasswordReset: (email: string, told?: Told) =>
      send(GET('/api-iperal/account/request-reset-password', q({ email })), told),
    updatePassword: (oldPassword: string, newPassword: string) =>
      send(
        GET(
          '/api-iperal/update_password',
          q({ old_password: oldPassword, new_password: newPassword }),
        ),
      ),
    updateEmail: (email: string, password: string, uniqueId?: string, told?: Told) =>
      send(
        POST('/api-iperal/account/update-email', {
          body: defined({
            Email: email,
            Password: password,
            UniqueId: uniqueId,
          }),
        }),
        told,
      ),
    updateCredentials: (oldPassword: string, newPassword: string, told?: Told) =>
      send(
        POST('/api-iperal/account/update-credentials', {
          body: { OldPassword: oldPassword, NewPassword: newPassword },
        }),
        told,
      ),
    /** Stores (PDV) to choose at registration. */
    stores: () => send(GET('/iperal-registration/pdv_list')),
    generateFiscalCode: (
      person: BirthData & { gender: string; istatCodeProvince?: string; idLocalita?: string },
    ) =>
      send(
        GET(
          '/api-iperal/account/generate-fiscal-code',
          q(
            defined({
              name: person.name,
              surname: person.surname,
              gender: person.gender,
              birthDate: person.birthDate,
              ...(person.istatCodeProvince === undefined
                ? {}
                : { istat_code_province: person.istatCodeProvince }),
              id_localita: person.idLocalita,
            }),
          ),
        ),
      ),
    idCode: (
      person: BirthData & {
        gender?: string;
        birthCity?: string;
        birthCountry?: string;
        birthZipCode?: string;
        birthForeignProvince?: string;
      },
    ) => send(GET('/api-iperal/account/get-id-code', q({ ...person }))),
    updateInfo: (info: { fidelity?: string; fiscalcode?: string }) =>
      send(GET('/api-iperal/account/update-info-user', q({ ...info }))),
    /**
     * The request with its certificate, a multipart upload (account §5: at most 5 MB): the form
     * goes as the browser encodes it (its own boundary), never through JSON.
     */
    requestFacilitatedDelivery: (form: FormData, told?: Told) =>
      send(
        POST('/iperal-registration/facilitated_delivery', {
          // The schema names the parts; the FormData carries them, the file as a Blob.
          body: form as never,
          bodySerializer: (body: unknown) => body as FormData,
        }),
        told,
      ),
    control: (userId: number, registrationModuleTypeId?: number) =>
      send(
        GET(
          '/iperal-module-controller/control',
          q({
            user_id: userId,
            ...(registrationModuleTypeId === undefined
              ? {}
              : { registration_module_type_id: registrationModuleTypeId }),
          }),
        ),
      ),
    /** Before selecting a facilitated address, its class becomes 999 (account §2 Address selector). */
    setAddressClass: (addressId: number, addressClassId = FACILITATED_ADDRESS_CLASS_ID) =>
      send(
        GET(
          '/iperal-address-class-controller/set-address-class-id',
          q({ address_id: addressId, address_class_id: addressClassId }),
        ),
      ),
    sendReport: (body: Open) => send(POST('/iperal-registration/reporting_form', { body })),
  };
}
