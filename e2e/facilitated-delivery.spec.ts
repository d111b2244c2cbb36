import type { Page, Request } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  signInFreshShopper,
  tabTo,
  test,
  waitForShell,
} from './fixtures';

/**
 * The facilitated-delivery request (issue 29; spec: account §1 "discounted-delivery scheme", §2
 * /consegna-agevolata and /facilitated-delivery-successful, §5 "L'allegato non deve superare i
 * 5MB", §7 facilitated_delivery and the module control, §9 upload limit 5 MB, legal id 4): a
 * shopper the module control allows sends the form with a certificate and lands on the
 * confirmation; a file over 5 MB is refused in the browser without any request; the server
 * refuses such a body itself when a client skips the browser's check; a shopper who already has
 * the service is told so, with no form; a guest gets a login link. Keyboard only, axe on the form
 * and on the confirmation. Every journey has a fresh shopper of its own.
 */
const PAGE = '/consegna-agevolata';
const UPLOAD = '/ebsn/api/iperal-registration/facilitated_delivery';
const TOO_BIG = "L'allegato non deve superare i 5MB";

const pdf = (bytes = 2048) => ({
  name: 'certificato.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes)]),
});

const submit = (page: Page) => page.getByRole('button', { name: 'Invia la richiesta' });
const fileField = (page: Page) => page.getByLabel(/^Certificato/);
const reasonField = (page: Page) => page.getByRole('textbox', { name: /^Motivo della richiesta/ });
const consent = (page: Page) => page.getByRole('checkbox', { name: /Acconsento al trattamento/ });

/** The content page's tutorial, shown once to a new browser, over the page (modal). */
const tutorialButton = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Come funziona Sporta' })
    .getByRole('button', { name: 'Ho capito' });

/**
 * Opens the page, closes its tutorial (a new browser sees it first) and waits for the form's
 * island (its button is disabled until it works).
 */
async function openForm(page: Page, keyboard = false): Promise<void> {
  await page.goto(PAGE);
  await waitForShell(page);
  if (keyboard) {
    // A modal dialog: Escape closes it.
    await expect(tutorialButton(page)).toBeVisible();
    await page.keyboard.press('Escape');
  } else await tutorialButton(page).click();
  await expect(tutorialButton(page)).toBeHidden();
  await expect(submit(page)).toBeEnabled();
}

/** Every upload the page makes, to prove none was made. */
function uploads(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(UPLOAD)) seen.push(request);
  });
  return seen;
}

test.describe('a request for facilitated delivery', () => {
  test('given an eligible shopper, when they send the form with a PDF, then the confirmation shows and is axe-clean', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openForm(page);
    // Their data come from their profile.
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Giulia');
    await expect(page.getByRole('textbox', { name: /^Cognome/ })).toHaveValue('Bianchi');
    await expectNoAxeViolations(page, '.facilitated');

    await reasonField(page).fill('Invalidità motoria');
    await fileField(page).setInputFiles(pdf());
    await consent(page).check();
    const sent = page.waitForResponse((response) => response.url().includes(UPLOAD));
    await submit(page).click();
    expect((await sent).status()).toBe(200);

    await expect(page).toHaveURL(/\/facilitated-delivery-successful$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Richiesta inviata' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna al tuo account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given a 6 MB file, then the field says it is too big and no request is made, on choosing nor on sending', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    const seen = uploads(page);
    await openForm(page);
    await reasonField(page).fill('Invalidità motoria');
    await consent(page).check();
    await fileField(page).setInputFiles(pdf(6 * 1024 * 1024));
    await expect(page.getByText(TOO_BIG)).toBeVisible();
    await expect(fileField(page)).toHaveAttribute('aria-invalid', 'true');

    await submit(page).click();
    await expect(page.getByText(TOO_BIG)).toBeVisible();
    await expect(fileField(page)).toBeFocused();
    expect(seen).toEqual([]);
    // What was typed stays.
    await expect(reasonField(page)).toHaveValue('Invalidità motoria');
  });

  test('given a client that skips the browser check, when it posts a 6 MB body, then the server answers 413 in Italian', async ({
    consentGiven: page,
    baseURL,
  }) => {
    await signInFreshShopper(page);
    const answer = await page.request.post(UPLOAD, {
      headers: { origin: baseURL ?? '' },
      multipart: {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        reason: 'Invalidità motoria',
        consent: 'true',
        attachment: pdf(6 * 1024 * 1024),
      },
    });
    expect(answer.status()).toBe(413);
    const body = (await answer.json()) as { response: { errors: { error: string }[] } };
    expect(body.response.errors[0]?.error).toBe('La richiesta è troppo grande.');
  });

  test('given a shopper who already has the service, then they are told so and get no form', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1004 });
    await page.goto(PAGE);
    await waitForShell(page);
    await expect(
      page.getByText('La consegna agevolata è già attiva sul tuo account', { exact: false }),
    ).toBeVisible();
    await expect(submit(page)).toHaveCount(0);
    await expect(fileField(page)).toHaveCount(0);
  });

  test('given a guest, then the page shows its content and a login link that comes back here', async ({
    consentGiven: page,
  }) => {
    await page.goto(PAGE);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Consegna agevolata' })).toBeVisible();
    const login = page.getByRole('link', { name: 'Accedi per fare la richiesta' });
    await expect(login).toHaveAttribute('href', `/login?next=${encodeURIComponent(PAGE)}`);
    await expect(submit(page)).toHaveCount(0);
  });

  test('given only a keyboard, then the shopper fills, attaches, consents and sends', async ({
    consentGiven: page,
  }) => {
    // Listened for from the start: Playwright turns the browser's chooser interception on when
    // the first listener comes, and a Space that wins that race opens no chooser it can see.
    const chooser = page.waitForEvent('filechooser');
    await signInFreshShopper(page);
    await openForm(page, true);
    await tabTo(page, reasonField(page));
    await page.keyboard.type('Difficoltà motorie');
    await tabTo(page, fileField(page));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pdf());
    await tabTo(page, consent(page));
    await page.keyboard.press('Space');
    await expect(consent(page)).toBeChecked();
    await tabTo(page, submit(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/facilitated-delivery-successful$/);
  });
});
