/**
 * Calls whose answer the storefront reads as an acknowledgement `{ <key>: true }` (the contracts'
 * `yes` interactions): after the handler succeeded, the server adds the key to its data.
 * One table, so the acknowledgement words live in one place.
 */
export const ACKNOWLEDGEMENTS: Record<string, string> = {
  'GET /saml/do-logout': 'loggedOut',
  'POST /sso-auth/logout': 'loggedOut',
  'POST /user-person-fiscal/insert-billing-address': 'inserted',
  'GET /registration/user_anonymize': 'anonymized',
  'POST /iperal-registration/facilitated_delivery': 'requested',
  'POST /api-iperal/account/update-credentials': 'updated',
  'POST /api-iperal/account/update-email': 'updated',
  'GET /registration/update_password': 'updated',
  'POST /api-iperal/account/change-password': 'updated',
  'GET /api-iperal/update_password': 'updated',
  'POST /registration/update_username': 'updated',
  'GET /iperal-address-class-controller/set-address-class-id': 'updated',
  'GET /externalregistration/register': 'registered',
  'GET /externalregistration/unregister': 'unregistered',
  'POST /registration/register_user': 'registered',
  'POST /iperal-registration/register_user': 'registered',
  'POST /order/reserve': 'reserved',
  'GET /api-iperal/account/update-info-user': 'updated',
  'POST /iperal-registration/reporting_form': 'sent',
  'POST /customer-lifetime/user_info': 'sent',
  'GET /shopatwork/subscribe': 'subscribed',
  'POST /registration/update_person_info': 'updated',
  'POST /user-registration-disclaimer/update-disclaimer': 'updated',
  'POST /registration/update_billing_address': 'updated',
  'POST /registration/update_contact': 'updated',
  'POST /api-iperal/account/update-user': 'updated',
};

/** The data of a successful answer with its acknowledgement key, when the call has one. */
export function acknowledged(route: string, data: unknown): unknown {
  const key = ACKNOWLEDGEMENTS[route];
  if (!key) return data;
  if (data === undefined || data === null) return { [key]: true };
  if (typeof data !== 'object' || Array.isArray(data) || key in data) return data;
  return { ...data, [key]: true };
}
