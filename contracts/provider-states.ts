/**
 * Provider states of the pacts, in the shop's words: what the provider must set up before the
 * interaction, and the params Pact sends with the state (POST /_dev/provider-state {state, params}
 * on the reference backend; the state-change URL of a real EBSN deployment). The shared shopper is
 * always login 'mario.rossi@example.it', password 'Segreta1', userId 1001, cartId 55.
 * The contracts pin no session header: after a state is set up, requests without x-ebsn-session
 * must act as that state's caller (the reference backend's dev hook sets the current session), or
 * the state-change answer may carry {"x-ebsn-session": "..."}, which verify.ts then sends along.
 */
export interface ProviderState {
  /** What must exist before the request arrives. */
  setup: string;
  /** Params Pact sends with the state, and what each means. */
  params?: Record<string, string>;
}

const SHOPPER = "shopper userId 1001, login 'mario.rossi@example.it', password 'Segreta1'";

export const PROVIDER_STATES = {
  'a guest': {
    setup:
      'No session: the request carries no x-ebsn-session; the catalogue, stores and geo/postal lookups answer as for anyone.',
  },
  'a registered shopper without MFA': {
    setup: `${SHOPPER}, MFA off, active; login with those credentials succeeds and opens cartId 55. Any other password answers status 1 with error 'Credenziali Errate'.`,
  },
  'a shopper with MFA enabled': {
    setup: `${SHOPPER} with MFA on: a login without mfa_pin answers status 4 (code sent); a login with the right mfa_pin succeeds.`,
    params: { pin: 'the one-time code the provider must accept (6 digits)' },
  },
  'a logged-in shopper': {
    setup: `A session for ${SHOPPER}: empty cart 55, MFA off, home-delivery address 300 ('Casa', addressTypeId 1, delivery service 2), store 5, warehouse 8, one billing identity (personFiscalId 70), gift certificate list and disclaimers as configured.`,
  },
  'a logged-in shopper with a push device': {
    setup: `A session for ${SHOPPER}, whose app installation uuid 'DEVICE1' (platform android) is registered for push messages: externalregistration/unregister of that device succeeds (only the device's own shopper may turn it off).`,
  },
  'a logged-in shopper who asked to turn MFA on': {
    setup: `A session for ${SHOPPER} with MFA off, who asked to turn it on: registration/update_mfa with enabled=true and the code mailed for that change succeeds; without a code it answers status 4 (code sent).`,
    params: { pin: 'the one-time code the provider must accept (6 digits)' },
  },
  'a shopper whose session has expired': {
    setup: "The caller's session has expired: GET auth/test answers HTTP 419 with no body.",
  },
  'a shopper with facilitated delivery': {
    setup: `A session for ${SHOPPER} who has the facilitated-delivery consent (legal id 4): address 300 may be given address class 999.`,
  },
  'a shopper who confirmed the anonymisation': {
    setup: `A session for ${SHOPPER} in which the anonymisation token has just been checked (registration/anonymize_token_check): user_anonymize succeeds.`,
  },
  'a shopper back from Google sign-in': {
    setup: `The identity provider handed back a one-time Google sign-in code for ${SHOPPER}: social-redir/google with that code logs the shopper in.`,
    params: { code: 'the one-time code the provider must accept' },
  },
  'a back-office operator back from SAML sign-in': {
    setup:
      "The identity provider handed back a one-time SAML artifact for the operator 'operatore' (roles BACKOFFICE, CUSTOMER_CARE): saml/do-login with that SAMLart makes the session the operator's.",
    params: { artifact: 'the one-time artifact the provider must accept' },
  },
  'a shopper with two items in the cart': {
    setup:
      "A logged-in session for the shared shopper whose cart 55 holds two lines: itemId 'i1' productId 101 quantity 2, and itemId 'i2' productId 102 quantity 1.",
  },
  'a shopper with a product with purchase limits': {
    setup:
      "A logged-in shopper, cart 55 empty with a delivery day chosen; product 103 has minimum quantity 2, multiple 2 and maximum 10 (per line and per delivery day), and an earlier order for that day already holds 10 of it. Adding below the minimum, off the multiple, above the maximum or above the daily maximum answers status 1 with the shop's error text.",
    params: { productId: '103', min: '2', multiple: '2', max: '10', dailyMax: '10' },
  },
  'a shopper with a valid discount code': {
    setup:
      'The two-items cart with discount code SCONTO10 applied: removing it succeeds, adding it again answers the cart as it is.',
    params: { code: 'the code: SCONTO10' },
  },
  'a shopper with an address outside the delivery area': {
    setup:
      'A logged-in shopper; the delivery service 2 does not cover the given address: check answers status 1 with "L\'indirizzo inserito non è coperto dal servizio."',
  },
  'a shopper ready to check out': {
    setup:
      'The two-items cart plus a line i3 that brings it over the purchase minimum (35 €), address 300 and timeslot 12 chosen on the next day it can be booked; no saved card; payment type 1 (pay on delivery) available; prepare and buy succeed and buy creates an order.',
  },
  'a shopper whose payment is refused': {
    setup:
      "The two-items cart ready to check out, but buy fails: status 1 with error 'Errore nel tentativo di inviare l'ordine'.",
  },
  'a shopper with a placed order': {
    setup:
      'The shared shopper has order 900 (status placed, modifiable, card payment failed so it can be paid again, access token TOKEN900 for token-order/view, rating note 1) for pickup at store 5, so a parking space can be reserved; cart 55 holds the two lines i1 and i2.',
    params: { orderId: '900' },
  },
  'a shopper whose pickup has a parking spot': {
    setup:
      "The placed order 900 of 'a shopper with a placed order', with its parking spot reserved: spot 'P5', 800 m from the pickup point, info 'AB123CD'.",
    params: { orderId: '900' },
  },
  'a shopper with a delivered order': {
    setup:
      'The shared shopper has order 890, delivered (status 8) and rated (a note with rating 5): its invoice (order/invoice) is a PDF.',
    params: { orderId: '890' },
  },
  'a shopper with a shopping list': {
    setup:
      "The shared shopper has shopping list 40 named 'Spesa settimanale' holding line itemId 'w1' productId 101 quantity 1; address 300 exists.",
    params: { listId: '40' },
  },
  'a shopper with a list shared read-only': {
    setup:
      "Shopping list 45 'Dispensa di casa' of another shopper is shared with the shared shopper with grant READ; it holds line itemId 'w45a' (product 101, quantity 1, available) and line itemId 'w45b' (product 171, quantity 1, out of stock: the cart refuses it). Cart 55 holds the two lines i1 and i2.",
    params: { listId: '45' },
  },
  'a shop with a catalogue': {
    setup:
      "Category 10 'Pasta' (slug 'pasta') with child 11; category block 3; product 101 'Spaghetti n.5 500 g' (slug 'spaghetti-n5', barcode 8001234567890) in category 10; product 102 'Passata di pomodoro 700 g'.",
  },
  'a shop with stores and delivery slots': {
    setup:
      'Store 5 and warehouse 8 near latitude 45.46, longitude 9.19 serving delivery service 2; a logged-in shopper whose cart (lines i1, i2) has address 300. The state-change answer gives `deliveryDate`: a day (YYYY-MM-DD) on which timeslot 12 is open; the pacts inject it into timeslot/select.',
  },
  'a shopper who asked for a password reset': {
    setup:
      'The shared shopper with reset token RESET123 still valid and token USED123 already used (its check answers status 1 with a text); a registration pending confirmation with control code ABC123 for nuovo.cliente@example.it; e-mail change token MAIL123; anonymise token ANON123.',
  },
  'a back-office operator': {
    setup:
      "Back-office user 'operatore' with password 'Ufficio1' (no OTP) who may act as customers; customer userId 1001 is searchable by 'rossi'; marketing contact key 'CK1' belongs to userId 1001.",
  },
  'a back-office operator with a code by e-mail': {
    setup:
      "Back-office user 'supervisore' with password 'Ufficio1' and the one-time code on: backoffice-access/sso-login without otp mails a code and answers status 4 (code sent); with the right otp it signs in (roles BACKOFFICE, ADMIN).",
    params: { otp: 'the one-time code the provider must accept (6 digits)' },
  },
} as const satisfies Record<string, ProviderState>;

export type StateName = keyof typeof PROVIDER_STATES;
