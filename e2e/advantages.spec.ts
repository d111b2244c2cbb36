import type { Locator, Page } from '@playwright/test';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  faultsFor,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/**
 * 'Vantaggi', /profile/gift (issue 29; spec: account §2 gift, §1 workplace shopping, §7
 * giftcertificate/list and list-manual-assigned with show_history, shopatwork/subscribe): the
 * active, hand-assigned and past certificates of a copy of Mario, a fresh shopper's empty parts,
 * a failing list said in its part, a workplace code refused then accepted with the keyboard only,
 * axe on each state. Every journey has a fresh shopper of its own.
 */
const PAGE = '/profile/gift';

async function openAdvantages(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Vantaggi' })).toBeVisible();
  await waitForShell(page);
}

const part = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

const card = (scope: Locator, name: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name }) });

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('Vantaggi', () => {
  test('given a copy of Mario with his certificates, then the active, the assigned and the past ones show, marked so', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, giftCertificates: true, pastCertificates: true });
    await openAdvantages(page);

    const active = part(page, 'Buoni e sconti attivi');
    const bread = card(active, 'Buono Pagnotta 5 €');
    await expect(bread).toContainText('Attivo');
    await expect(bread).toContainText('PAGNOTTA-MR01');
    await expect(bread).toContainText(/Valido fino al \d{2}\/\d{2}\/\d{4}/);
    await expect(active.getByRole('listitem')).toHaveCount(1);

    const manual = part(page, 'Assegnati per te');
    await expect(card(manual, 'Premio fedeltà 15 €')).toContainText('FEDELTA15');
    await expect(manual.getByRole('listitem')).toHaveCount(1);

    const history = part(page, 'Storico');
    await expect(card(history, 'Buono Pagnotta 3 €')).toContainText('Usato');
    const expired = card(history, 'Sconto estate 20%');
    await expect(expired).toContainText('Scaduto');
    await expect(expired).toContainText('20%');
    await expect(expired).toContainText(/Scaduto il \d{2}\/\d{2}\/\d{4}/);
    await expect(history.getByRole('listitem')).toHaveCount(2);

    await expect(page.getByRole('link', { name: 'Vai alla cassa' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expectNoAxeViolations(page);
  });

  test('given a fresh shopper without certificates, then each part says it is empty', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openAdvantages(page);
    await expect(part(page, 'Buoni e sconti attivi')).toContainText(
      'Non hai buoni o sconti da usare',
    );
    await expect(part(page, 'Assegnati per te')).toContainText('Nessun buono assegnato per te');
    await expect(part(page, 'Storico')).toContainText('Nessun buono usato o scaduto');
    await expectNoAxeViolations(page);
  });

  test('given the hand-assigned list failing, then its part says so and the others show', async ({
    consentGiven: page,
    context,
    request,
  }) => {
    await signInFreshShopper(page, { like: 1001, giftCertificates: true });
    const clientUuid = await clientUuidOf(context);
    await faultsFor(request, clientUuid, [
      { path: 'giftcertificate/list-manual-assigned', envelopeErrorRate: 1 },
    ]);
    try {
      await openAdvantages(page);
      await expect(part(page, 'Assegnati per te').getByRole('alert')).toContainText(
        'Non riusciamo a caricare questa parte ora',
      );
      await expect(card(part(page, 'Buoni e sconti attivi'), 'Buono Pagnotta 5 €')).toBeVisible();
    } finally {
      await faultsFor(request, clientUuid, []);
    }
  });

  test('given a shopper using the keyboard only, when a wrong workplace code is refused and the demo one sent, then each answer shows in place', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openAdvantages(page);
    const field = page.getByRole('textbox', { name: /^Codice aziendale/ });
    const submit = page.getByRole('button', { name: 'Iscriviti' });
    await expect(submit).toBeEnabled();

    // Empty: the rule's text, no request.
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await expect(page.getByText('Campo obbligatorio')).toBeVisible();

    await page.keyboard.type('NESSUNA-AZIENDA');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Il codice aziendale non è valido.')).toBeVisible();
    await expect(field).toHaveValue('NESSUNA-AZIENDA');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await field.press('ControlOrMeta+a');
    await page.keyboard.type('sporta-azienda');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Iscrizione a Spesa al lavoro completata.' }),
    ).toBeVisible();
    await expect(page.getByText('Il codice aziendale non è valido.')).toHaveCount(0);
    await expect(field).toHaveValue('sporta-azienda');
    await expectNoAxeViolations(page);
  });
});
