/**
 * The timeslot selector against the reference backend (issue 15): choosing a slot, the clock and
 * warning of a product that needs notice, a day full for home delivery offering store pickup, a
 * refused choice giving the selector back, all by keyboard and passing axe. Fresh shoppers.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import { openTimeslotDialog } from './delivery-driver';
import { expect, expectNoAxeViolations, signInFreshShopper, test } from './fixtures';

const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
/** Filetto di salmone: LEAD_TIME 24 hours in the seeded catalogue. */
const NEEDS_NOTICE = 435;

/** The first slot of the shown day that can be chosen. */
const choosable = (dialog: ReturnType<Page['locator']>) =>
  dialog.locator('[role="radio"]:not([aria-disabled="true"])').first();

const clientUuidOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'sporta_client_uuid')?.value ?? '';

test.describe('the timeslot selector', () => {
  test('a shopper chooses a slot: the dialog closes, the cart drawer shows it, reopening shows it chosen', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { addressChosen: true });
    const dialog = await openTimeslotDialog(page);
    await expect(
      dialog.getByRole('heading', { name: 'Quando vuoi ricevere la spesa?' }),
    ).toBeVisible();
    await expect(dialog).toContainText('Consegna a domicilio in Casa');
    await expect(dialog).toContainText('Disponibile');
    await expectNoAxeViolations(page, '#dialog-timeslot');
    // A day with a slot to choose (today's may all be past their cutoff).
    const tabs = dialog.getByRole('tab');
    for (let index = 0; (await choosable(dialog).count()) === 0; index++) {
      await tabs.nth(index + 1).click();
    }
    const slot = choosable(dialog);
    const time = (await slot.textContent())?.slice(0, 13) ?? '';
    await slot.click();
    await expect(dialog).toBeHidden();
    const info = page.locator('#drawer-cart [data-delivery-info="timeslot"]');
    await expect(info).toContainText(time.replace(' - ', ' - '));
    await page.locator('[data-delivery-change="timeslot"]').click();
    await expect(page.locator('#dialog-timeslot [aria-checked="true"]')).toContainText(time);
  });

  test('a product needing notice puts the clock on early slots and shows the warning', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, {
      addressChosen: true,
      items: [{ productId: NEEDS_NOTICE, quantity: 1 }],
    });
    const dialog = await openTimeslotDialog(page);
    await expect(dialog.getByRole('note').first()).toContainText('richiedono un preavviso');
    // The first day shown is within the 24 hours of notice: its slots carry the clock.
    await expect(
      dialog
        .getByRole('radio', { name: /alcuni prodotti potrebbero non essere disponibili/ })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, '#dialog-timeslot');
  });

  test('a day full for home delivery offers store pickup, which opens the store tab of the addresses', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { addressChosen: true });
    const dialog = await openTimeslotDialog(page);
    await dialog
      .getByRole('tab', { name: /fasce esaurite/ })
      .first()
      .click();
    await expect(dialog).toContainText('la consegna a domicilio non è più disponibile');
    await expect(dialog).toContainText('Il servizio è gratuito');
    await expectNoAxeViolations(page, '#dialog-timeslot');
    await dialog.getByRole('button', { name: 'Scegli il ritiro in negozio' }).click();
    const addresses = page.locator('#dialog-address');
    await expect(addresses.getByRole('tab', { name: 'Ritiro in negozio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog).toBeHidden();
  });

  test('a refused choice says so and gives the selector back; then, by keyboard only, a slot is chosen', async ({
    consentGiven: page,
    context,
    request,
  }) => {
    await signInFreshShopper(page, { addressChosen: true });
    const dialog = await openTimeslotDialog(page);
    const clientUuid = await clientUuidOf(context);
    expect(clientUuid).toMatch(/^[0-9a-f]{32}$/);
    const faults = (rules: object[]) =>
      request.post(`${BACKEND}/_dev/faults?clientUuid=${clientUuid}`, { data: rules });
    expect((await faults([{ path: 'timeslot/select', envelopeErrorRate: 1 }])).ok()).toBe(true);
    try {
      const tabs = dialog.getByRole('tab');
      for (let index = 0; (await choosable(dialog).count()) === 0; index++) {
        await tabs.nth(index + 1).click();
      }
      // Keyboard: to the day's radio group, Space on the focused slot.
      await choosable(dialog).focus();
      await page.keyboard.press('Space');
      await expect(dialog.getByRole('alert')).toHaveText(
        "Impossibile cambiare l'orario di ritiro/consegna",
      );
      await expect(choosable(dialog)).toBeEnabled();
      await expectNoAxeViolations(page, '#dialog-timeslot');
    } finally {
      await faults([]);
    }
    await choosable(dialog).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.locator('#drawer-cart [data-delivery-info="timeslot"]')).not.toHaveText(
      'Nessuna fascia oraria scelta',
    );
  });
});
