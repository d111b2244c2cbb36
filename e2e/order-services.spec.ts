/**
 * The order detail's services (issue 26; spec: account §2 "Orders area", §8): pay a failed card
 * payment again or pay another way, the invoice of a delivered order, the parking reservation of
 * a pickup and the rating. Each journey has its own fresh shopper with copies of Mario's orders
 * (894 card payment failed, 897 and 890 delivered — 890 rated —, 899 a pickup almost ready).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  failedRequest,
  faultsFor,
  signInFreshShopper,
  test,
} from './fixtures';

/** The order as the server has it now. */
async function serverOrder(page: Page, orderId: number) {
  return page.evaluate(async (id) => {
    const answer = (await (await fetch(`/ebsn/api/order/view?order_id=${id}`)).json()) as {
      data: {
        isPayable?: boolean;
        paymentTypeId?: number;
        paymentStatus?: string;
        parkingReservation?: { parkingSpot?: string } | null;
        note?: { rating?: number; text?: string } | null;
      };
    };
    return answer.data;
  }, orderId);
}

/** The detail of an order, once its services' island is live (a control enabled). */
async function openDetail(page: Page, orderId: number, live: Locator) {
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toBeVisible();
  await live.scrollIntoViewIfNeeded();
  await expect(live).toBeEnabled();
}

/** Tab (only) until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the payment of an order', () => {
  test('given a failed card payment, then "Paga ora" leads to the provider and back, paid', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[894] as number;
    const payment = section(page, 'Pagamento da completare');
    await openDetail(page, orderId, payment.getByRole('button', { name: 'Paga ora' }));
    // The types offered at /payment are not known in this browser: the retry only.
    await expect(payment.getByRole('group')).toHaveCount(0);
    await expectNoAxeViolations(page, '[data-order-services]');
    await payment.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento con carta' })).toBeVisible();
    await page.getByRole('button', { name: /^Paga / }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));
    expect(await serverOrder(page, orderId)).toMatchObject({
      isPayable: false,
      paymentStatus: 'authorized',
    });
    await page.goto(`/profile/orders/${orderId}`);
    await expect(page.locator('[data-order-detail]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paga ora' })).toHaveCount(0);
  });

  test('given the types offered at /payment, then the order is paid on delivery instead', async ({
    consentGiven: page,
  }) => {
    // What /payment keeps in the browser (features/checkout/payment/payment-types.ts).
    await page.addInitScript(() => {
      localStorage.setItem(
        'sporta:payment-types',
        JSON.stringify([
          { paymentTypeId: 1, name: 'Pagamento alla consegna', descr: 'Contanti o carta.' },
          { paymentTypeId: 2, name: 'Carta di credito' },
        ]),
      );
    });
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[894] as number;
    const payment = section(page, 'Pagamento da completare');
    await openDetail(page, orderId, payment.getByRole('button', { name: 'Paga ora' }));
    const other = payment.getByRole('group', { name: 'Cambia metodo di pagamento' });
    // The card it has is not "another" way.
    await expect(other.getByRole('radio')).toHaveCount(1);
    await other.getByRole('radio', { name: /Pagamento alla consegna/ }).check();
    await payment.getByRole('button', { name: 'Conferma il nuovo metodo di pagamento' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/payment-completed/${orderId}$`));
    expect(await serverOrder(page, orderId)).toMatchObject({ isPayable: false, paymentTypeId: 1 });
  });
});

test.describe('the invoice of an order', () => {
  test('given a delivered order, then "Visualizza fattura" saves its PDF', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[897] as number;
    const open = section(page, 'Fattura').getByRole('button', { name: 'Visualizza fattura' });
    await openDetail(page, orderId, open);
    const download = page.waitForEvent('download');
    await open.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`fattura-${orderId}.pdf`);
    const bytes = await readFile((await file.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The page stays as it was, with nothing to say.
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
    await expect(section(page, 'Fattura').getByRole('alert')).toHaveCount(0);
  });

  test('given the invoice failing, then "Errore apertura fattura" shows on the page', async ({
    consentGiven: page,
    context,
    request,
    allowConsoleErrors,
  }) => {
    // The API's HTTP 500, which the proxy answers as 502.
    allowConsoleErrors(failedRequest(502, '/ebsn/api/order/invoice'));
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[891] as number;
    const invoice = section(page, 'Fattura');
    const open = invoice.getByRole('button', { name: 'Visualizza fattura' });
    await openDetail(page, orderId, open);
    const clientUuid = await clientUuidOf(context);
    expect(
      (await faultsFor(request, clientUuid, [{ path: 'order/invoice', http500Rate: 1 }])).ok(),
    ).toBe(true);
    try {
      await open.click();
      await expect(invoice.getByRole('alert')).toHaveText('Errore apertura fattura');
      await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
      await expect(open).toBeEnabled();
    } finally {
      await faultsFor(request, clientUuid, []);
    }
  });

  test('given an order not delivered, then no invoice is offered', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    await page.goto(`/profile/orders/${orders[886]}`);
    await expect(page.locator('[data-order-detail]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Visualizza fattura' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Valuta il tuo ordine' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Parcheggio al punto di ritiro' })).toHaveCount(
      0,
    );
  });
});

test.describe('the parking of a pickup', () => {
  test('given only a keyboard, then a spot is reserved, and after a reload shown instead of the form', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[899] as number;
    const parking = section(page, 'Parcheggio al punto di ritiro');
    const reserve = parking.getByRole('button', { name: 'Prenota il parcheggio' });
    await openDetail(page, orderId, reserve);
    await expectNoAxeViolations(page, '[data-order-services]');
    const distance = parking.getByRole('textbox', { name: /A quanti metri/ });
    await tabTo(page, distance);
    await page.keyboard.type('800');
    await page.keyboard.press('Tab');
    await page.keyboard.type('AB123CD');
    await page.keyboard.press('Tab');
    await expect(reserve).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(parking.getByRole('status')).toHaveText(
      'Parcheggio prenotato: ti aspettiamo al punto di ritiro.',
    );
    const reserved = parking.locator('[data-parking-reserved]');
    await expect(reserved).toBeFocused();
    const spot = (await serverOrder(page, orderId)).parkingReservation?.parkingSpot ?? '';
    expect(spot).toMatch(/^P\d$/);
    await expect(reserved).toContainText(`Stallo${spot}`);
    await expect(reserved).toContainText('Distanza800 m dal punto di ritiro');
    await expect(reserved).toContainText('AB123CD');
    await page.reload();
    await expect(parking.locator('[data-parking-reserved]')).toContainText(`Stallo${spot}`);
    await expect(parking.getByRole('textbox')).toHaveCount(0);
    await expect(reserve).toHaveCount(0);
  });

  test("given a spot too far away, then the server's reason as a warning, the typed values kept", async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[899] as number;
    const parking = section(page, 'Parcheggio al punto di ritiro');
    const reserve = parking.getByRole('button', { name: 'Prenota il parcheggio' });
    await openDetail(page, orderId, reserve);
    const distance = parking.getByRole('textbox', { name: /A quanti metri/ });
    const info = parking.getByRole('textbox', { name: /targa/ });
    await distance.fill('7500');
    await info.fill('Panda rossa');
    await reserve.click();
    await expect(parking.getByRole('status')).toHaveText(
      'Non è stato possibile prenotare il parcheggio: Sei troppo lontano dal punto di ritiro per prenotare il parcheggio.',
    );
    await expect(distance).toHaveValue('7500');
    await expect(info).toHaveValue('Panda rossa');
    expect((await serverOrder(page, orderId)).parkingReservation).toBeNull();
    // Not a number of metres: said at the field, nothing sent.
    await distance.fill('tre chilometri');
    await reserve.click();
    await expect(distance).toHaveAccessibleDescription(/Scrivi la distanza in metri/);
  });

  test('given the reservation failing, then the unexpected-error message, the values kept', async ({
    consentGiven: page,
    context,
    request,
    allowConsoleErrors,
  }) => {
    // The API's HTTP 500, which the proxy answers as 502.
    allowConsoleErrors(failedRequest(502, '/ebsn/api/order/reserve'));
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[899] as number;
    const parking = section(page, 'Parcheggio al punto di ritiro');
    const reserve = parking.getByRole('button', { name: 'Prenota il parcheggio' });
    await openDetail(page, orderId, reserve);
    const clientUuid = await clientUuidOf(context);
    expect(
      (await faultsFor(request, clientUuid, [{ path: 'order/reserve', http500Rate: 1 }])).ok(),
    ).toBe(true);
    try {
      const distance = parking.getByRole('textbox', { name: /A quanti metri/ });
      await distance.fill('300');
      await reserve.click();
      await expect(parking.getByRole('alert')).toHaveText(
        'Si è verificato un errore imprevisto durante la prenotazione del parcheggio, riprova più tardi.',
      );
      await expect(distance).toHaveValue('300');
      await expect(reserve).toBeEnabled();
    } finally {
      await faultsFor(request, clientUuid, []);
    }
  });
});

test.describe('the rating of an order', () => {
  test('given a delivered order without rating, then the rating is saved and shown after a reload', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[897] as number;
    const rating = section(page, 'Valuta il tuo ordine');
    const submit = rating.getByRole('button', { name: 'Invia valutazione' });
    await openDetail(page, orderId, submit);
    const stars = rating.getByRole('group', { name: 'Quante stelle dai al tuo ordine?' });
    await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);
    // Only a keyboard: the radios are one tab stop, the arrows choose.
    await tabTo(page, stars.getByRole('radio', { name: '1 su 5' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 su 5' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Consegna puntuale');
    await page.keyboard.press('Enter');
    await expect(rating.getByRole('status')).toHaveText(
      'Grazie, la tua valutazione è stata salvata',
    );
    expect((await serverOrder(page, orderId)).note).toMatchObject({
      rating: 4,
      text: 'Consegna puntuale',
    });
    await page.reload();
    await expect(stars.getByRole('radio', { name: '4 su 5' })).toBeChecked();
    await expect(rating.getByRole('textbox', { name: 'Lascia un commento' })).toHaveValue(
      'Consegna puntuale',
    );
  });

  test('given a rated order, then its rating shows prefilled and an update is saved', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[890] as number;
    const rating = section(page, 'Valuta il tuo ordine');
    const submit = rating.getByRole('button', { name: 'Invia valutazione' });
    await openDetail(page, orderId, submit);
    const stars = rating.getByRole('group', { name: 'Quante stelle dai al tuo ordine?' });
    const comment = rating.getByRole('textbox', { name: 'Lascia un commento' });
    await expect(stars.getByRole('radio', { name: '5 su 5' })).toBeChecked();
    await expect(comment).toHaveValue(/^Tutto perfetto/);
    await expectNoAxeViolations(page, '[data-order-services]');
    await stars.getByRole('radio', { name: '3 su 5' }).check();
    await comment.fill('Buona, ma un prodotto mancava');
    await submit.click();
    await expect(rating.getByRole('status')).toHaveText(
      'Grazie, la tua valutazione è stata salvata',
    );
    await page.reload();
    await expect(stars.getByRole('radio', { name: '3 su 5' })).toBeChecked();
    await expect(comment).toHaveValue('Buona, ma un prodotto mancava');
    // One rating, updated: not a second one.
    const notes = await page.evaluate(async (id) => {
      const answer = (await (
        await fetch('/ebsn/api/note/list/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId: id }),
        })
      ).json()) as { data: { notes: unknown[] } };
      return answer.data.notes.length;
    }, orderId);
    expect(notes).toBe(1);
  });

  test('given an order she rated before, then another order lists that past rating (note/list/)', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const rated = orders[890] as number;
    await page.goto(`/profile/orders/${orders[897]}`);
    const past = section(page, 'Le tue valutazioni precedenti');
    const row = past.getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('5 su 5');
    await expect(row).toContainText('Tutto perfetto, frutta freschissima e corriere gentile.');
    await expectNoAxeViolations(page, '.past-ratings');
    await row.getByRole('link', { name: `Ordine n. ${rated}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${rated}` })).toBeVisible();
    // The order's own rating is in its form, not repeated among the past ones.
    await expect(section(page, 'Le tue valutazioni precedenti')).toHaveCount(0);
  });
});
