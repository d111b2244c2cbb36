/**
 * What the user's kind decides (issue 40; spec: account §6 "CRM segments on the user can be
 * queried by segment id", shopping §6 beta tester flag '1'): the user board thanks the loyal
 * customers' segment (12: Mario in the reference backend's seed) and tells a beta tester (Paolo)
 * so; a plain shopper (Giulia) sees neither. Read-only.
 */
import { expect, expectNoAxeViolations, logIn, test } from './fixtures';

const LOYAL = 'Grazie per la tua fedeltà: sei tra i nostri clienti più affezionati.';
const BETA = 'Fai parte dei beta tester: le novità del negozio arrivano prima a te.';

for (const [login, loyal, beta] of [
  ['mario.rossi@example.it', true, false],
  ['paolo.bianchi@example.it', false, true],
  ['giulia.bianchi@example.it', false, false],
] as const) {
  test(`given ${login}, then the board's segment message ${loyal ? 'shows' : 'does not'}, the beta one ${beta ? 'shows' : 'does not'}`, async ({
    consentGiven: page,
  }) => {
    await logIn(page, login);
    await page.goto('/profile/dashboard');
    await expect(page.getByText(/da qui gestisci il tuo account/)).toBeVisible();
    await expect(page.getByText(LOYAL)).toHaveCount(loyal ? 1 : 0);
    await expect(page.getByText(BETA)).toHaveCount(beta ? 1 : 0);
    if (loyal) await expectNoAxeViolations(page, '[data-segment-message]');
  });
}
