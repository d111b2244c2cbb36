/**
 * Issue 38 §10–12, what a shopper sees from the checkout to the confirmation, on a 390 px phone
 * and a 1366 px desktop: the summary (desktop) and "Vai al pagamento" (phone) stay in view; one
 * substitution control a line and one state for the order; the payment page promises a
 * pre-authorisation only for a card, offers no dead buttons, names each method apart from what it
 * means, links the terms by the button and uses the width; the confirmation says where, how, what,
 * the e-mail, until when it can be changed and where the order is. Fresh shoppers.
 */
import type { Locator, Page } from '@playwright/test';
import { formatDayParts } from '@sporta/i18n';
import { orderChangeDeadline } from '@sporta/rules';
import { FULL_CART } from './cart-driver';
import { alternativesOf, freshShopperOn, payOnDelivery } from './checkout-driver';
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
/** Mele Golden, sold by weight and replaceable; the milk of FULL_CART is replaceable too. */
const APPLES = 323;
const MILK = 103;
const WITH_APPLES = {
  ...FULL_CART,
  items: [...FULL_CART.items, { productId: APPLES, quantity: 1 }],
};

/** The whole of `target` is on screen. */
async function inViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const view = page.viewportSize();
  return Boolean(box && view && box.y >= 0 && box.y + box.height <= view.height && box.x >= 0);
}

test.describe('the checkout (issue 38 §11)', () => {
  test('on a desktop the summary and its button stay in view down to the last section', async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await freshShopperOn(page, '/checkout', WITH_APPLES);
    const toPayment = page.getByRole('link', { name: 'Vai al pagamento' });
    await expect(toPayment).toBeVisible();
    const before = await toPayment.evaluate((element) => element.getBoundingClientRect().bottom);
    await page
      .getByRole('heading', { name: 'Sacchetti' })
      .evaluate((heading) => heading.closest('section')?.scrollIntoView({ block: 'end' }));
    // Scrolled past where the button was: without the sticky summary it would be above the screen.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await expect.poll(() => inViewport(page, toPayment)).toBe(true);
    await expect
      .poll(() => inViewport(page, page.getByRole('heading', { name: 'Riepilogo', exact: true })))
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('on a phone "Vai al pagamento" and the total wait at the foot of the screen while scrolling', async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(PHONE);
    await freshShopperOn(page, '/checkout', WITH_APPLES);
    const toPayment = page.getByRole('link', { name: 'Vai al pagamento' });
    await expect(toPayment).toHaveCount(1);
    await expect.poll(() => inViewport(page, toPayment)).toBe(true);
    await page.evaluate(() => window.scrollBy(0, 900));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect.poll(() => inViewport(page, toPayment)).toBe(true);
    await expect(page.locator('.checkout__paybar')).toContainText(/TOTALE\s*\d+,\d{2}\s€/);
    // No scroll-to-top button over the money here (issue 38 §6): the bar is the way on.
    await expect(page.locator('[data-scroll-top]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await toPayment.click();
    await expect(page).toHaveURL(/\/payment$/);
  });

  test('a replaceable line says so once; the order box is one state: mixed, then all by keyboard', async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await freshShopperOn(page, '/checkout', WITH_APPLES);
    // One control a line, the spec's icon in it; no second sentence saying the same.
    await expect(page.getByText('Prodotto sostituibile se non disponibile')).toHaveCount(0);
    const apples = page.getByRole('checkbox', {
      name: 'Accetto un sostituto per Mele Golden Delicious',
    });
    await expect(apples).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Accetto un sostituto per / })).toHaveCount(2);
    const whole = page.getByRole('checkbox', {
      name: 'Accetto prodotti sostitutivi per tutto l’ordine',
    });
    await expect(whole).not.toBeChecked();
    await apples.check();
    await expect.poll(() => alternativesOf(page, APPLES)).toBe('true');
    // One of two lines accepts: neither ticked nor empty.
    await expect(whole).toBeChecked({ indeterminate: true });
    await tabTo(page, whole);
    await page.keyboard.press('Space');
    await expect.poll(() => alternativesOf(page, MILK)).toBe('true');
    await expect(whole).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Accetto un sostituto per / })).toHaveCount(2);
    for (const line of await page
      .getByRole('checkbox', { name: /^Accetto un sostituto per / })
      .all())
      await expect(line).toBeChecked();
    await expectNoAxeViolations(page);
  });
});

test.describe('the payment page (issue 38 §10)', () => {
  test('cash promises no pre-authorisation, a card does; no dead buttons; methods named apart; terms by the button', async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(PHONE);
    await freshShopperOn(page, '/payment', WITH_APPLES);
    const info = page.locator('.delivery-info');
    await expect(info).toContainText('Durante il pagamento indirizzo e fascia oraria');
    await expect(info.getByRole('button')).toHaveCount(0);

    const cash = page.getByRole('radio', { name: 'Pagamento alla consegna', exact: true });
    const card = page.getByRole('radio', { name: 'Carta di credito', exact: true });
    await expect(cash).toHaveAccessibleDescription(/^Contanti, bancomat o carta/);
    await expect(card).toHaveAccessibleDescription(/preautorizzato/);
    const preauthorised = page.getByText(/sulla carta pre-autorizziamo \d+,\d{2}/);
    await card.check();
    await expect(preauthorised).toBeVisible();
    await cash.check();
    await expect(preauthorised).toHaveCount(0);

    const confirm = page.getByRole('button', { name: 'Conferma e paga' });
    const terms = page.getByRole('link', { name: /il regolamento e le condizioni di vendita/ });
    await expect(terms).toHaveAttribute('href', '/page/regolamento');
    const [termsBox, buttonBox] = [await terms.boundingBox(), await confirm.boundingBox()];
    expect(Math.abs((buttonBox?.y ?? 0) - (termsBox?.y ?? 1000))).toBeLessThan(120);
    await expectNoAxeViolations(page);

    // By keyboard: the card chosen with the arrows, then confirmed.
    await tabTo(page, cash);
    await page.keyboard.press('ArrowDown');
    await expect(card).toBeChecked();
    await expect(preauthorised).toBeVisible();
  });

  test('on a desktop the choices sit beside the costs and the button, using the width', async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await freshShopperOn(page, '/payment', FULL_CART);
    const methods = await page.getByRole('group', { name: 'Come vuoi pagare?' }).boundingBox();
    const costs = await page.getByRole('region', { name: 'Riepilogo dei costi' }).boundingBox();
    const form = await page.locator('form.payment').boundingBox();
    expect(costs?.x ?? 0).toBeGreaterThanOrEqual((methods?.x ?? 0) + (methods?.width ?? 0));
    expect(form?.width ?? 0).toBeGreaterThan(DESKTOP.width * 0.6);
    await expect
      .poll(() => inViewport(page, page.getByRole('button', { name: 'Conferma e paga' })))
      .toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('the confirmation (issue 38 §12)', () => {
  test('says where, how, what, the e-mail sent, until when it can be changed, and links the order', async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(PHONE);
    // The last slot offered: far enough ahead to be changed still.
    const shopper = await freshShopperOn(page, '/payment', { ...FULL_CART, lastSlot: true });
    await payOnDelivery(page);
    const orderId = /payment-completed\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const facts = page.getByRole('definition');
    await expect(
      page.getByText(`Ti abbiamo inviato un’e-mail di conferma a ${shopper.login}.`),
    ).toBeVisible();
    await expect(facts.first()).toContainText('Consegna a domicilio');
    await expect(facts.nth(1)).toHaveText('Pagamento alla consegna');
    await expect(page.getByRole('heading', { name: 'I prodotti ordinati (3)' })).toBeVisible();
    await expect(page.locator('.payment-result__lines li')).toHaveCount(3);

    // Until when: the rule of @sporta/rules on the order's slot, never decided by the page.
    const slot = await page.evaluate(async (id) => {
      const answer = (await (await fetch(`/ebsn/api/order/view?order_id=${id}`)).json()) as {
        data: { timeslot: { date: string; beginTime: string } };
      };
      return answer.data.timeslot;
    }, orderId);
    const deadline = orderChangeDeadline(slot.date, slot.beginTime);
    expect(deadline).toBeDefined();
    await expect(
      page.getByText(
        `Puoi modificare o annullare l’ordine fino a ${formatDayParts(deadline?.date ?? '').long} alle ${deadline?.time}.`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const link = page.getByRole('link', { name: `Vai all’ordine numero ${orderId}` });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  });
});
