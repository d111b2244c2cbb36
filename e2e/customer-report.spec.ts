import type { Page, Request } from '@playwright/test';
import { editorRest } from '../cms/rest.mjs';
import { expect, expectNoAxeViolations, tabTo, test, waitForShell } from './fixtures';
import { e2eWordPress } from './wordpress';

/**
 * The customer report (issue 29; spec: account §1 "a customer-reporting form", §2
 * /customer-reporting-completed, §5 the report's 'too big' text, §7 get_mail_pars, nf_fu_upload,
 * nf_ajax_submit): a form defined in WordPress, rendered by the storefront and posted to it,
 * which uploads and submits with a nonce the browser never sees. A photo is attached and the
 * report lands on its confirmation; a 6 MB file is refused in the browser without a request and by
 * the server when forced; without JavaScript a refusal keeps what was typed and the file; a field
 * an editor adds in WordPress shows at once. Keyboard only, axe on the form and the confirmation.
 */
const PAGE = '/servizio-clienti';
const TOO_BIG = 'Il file è troppo grande: la dimensione massima è 5MB';

// A 1×1 PNG: WordPress checks the file's bytes, not only its name.
const png = () => ({
  name: 'scontrino.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
});
const bigJpeg = () => ({
  name: 'foto.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.alloc(6 * 1024 * 1024),
});

const form = (page: Page) => page.getByRole('form', { name: 'Segnalazione al servizio clienti' });
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const submit = (page: Page) => page.getByRole('button', { name: 'Invia la segnalazione' });

/** Opens the page and closes the tutorial a new browser sees first. */
async function openReport(page: Page, keyboard = false): Promise<void> {
  await page.goto(PAGE);
  await waitForShell(page);
  const tutorial = page.getByRole('dialog', { name: 'Come funziona Sporta' });
  await expect(tutorial).toBeVisible();
  if (keyboard) await page.keyboard.press('Escape');
  else await tutorial.getByRole('button', { name: 'Ho capito' }).click();
  await expect(tutorial).toBeHidden();
}

async function fillReport(page: Page): Promise<void> {
  await field(page, /^Nome e cognome/).fill('Maria Bianchi');
  await field(page, /^E-mail/).fill('maria.bianchi@example.com');
  await field(page, /^Argomento/).selectOption({ label: 'Qualità di un prodotto' });
  await field(page, /^Messaggio/).fill('Lo yogurt consegnato ieri era scaduto.');
  await field(page, /^Ho letto l’informativa/).check();
}

/** Every post of the form, to prove none was made. */
function posts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === PAGE) seen.push(request);
  });
  return seen;
}

test.describe('the customer report', () => {
  // One test changes the form in WordPress: the others must not meet it half changed.
  test.describe.configure({ mode: 'serial' });

  test('given the answers and a photo, when sent, then the confirmation shows; no nonce ever reaches the page', async ({
    consentGiven: page,
  }) => {
    const html = await (await page.request.get(PAGE)).text();
    expect(html).not.toMatch(/nonce|admin-ajax/i);
    await openReport(page);
    await expectNoAxeViolations(page, '.report');
    await fillReport(page);
    await field(page, /^Allegato/).setInputFiles(png());
    await submit(page).click();
    await expect(page).toHaveURL(/\/customer-reporting-completed$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Segnalazione inviata' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi' }).last()).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoAxeViolations(page);
  });

  test('given a 6 MB file, then the browser says it is too big and posts nothing; forced, the server answers 413', async ({
    consentGiven: page,
    baseURL,
  }) => {
    const seen = posts(page);
    await openReport(page);
    await fillReport(page);
    await field(page, /^Allegato/).setInputFiles(bigJpeg());
    await expect(form(page).getByText(TOO_BIG)).toBeVisible();
    await expect(field(page, /^Allegato/)).toHaveAttribute('aria-invalid', 'true');
    await submit(page).click();
    await expect(field(page, /^Allegato/)).toBeFocused();
    expect(seen).toEqual([]);
    await expect(field(page, /^Messaggio/)).toHaveValue('Lo yogurt consegnato ieri era scaduto.');

    const forced = await page.request.post(PAGE, {
      headers: { origin: baseURL ?? '' },
      multipart: { f1: 'Maria Bianchi', f7: bigJpeg() },
    });
    expect(forced.status()).toBe(413);
    expect(await forced.text()).toContain('l’allegato non può superare 5MB');
  });

  test('given no JavaScript, when a required answer is missing, then the page says where and keeps what was typed and the file', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(baseURL && { baseURL }),
    });
    const page = await context.newPage();
    await page.goto(PAGE);
    await field(page, /^Nome e cognome/).fill('Maria Bianchi');
    await field(page, /^E-mail/).fill('non-una-mail');
    await field(page, /^Messaggio/).fill('Manca un prodotto.');
    await field(page, /^Allegato/).setInputFiles(png());
    await submit(page).click();
    await expect(page.getByText('Controlla i campi segnalati e invia di nuovo.')).toBeVisible();
    await expect(field(page, /^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Digitare una e-mail valida')).toBeVisible();
    await expect(field(page, /^Nome e cognome/)).toHaveValue('Maria Bianchi');
    await expect(field(page, /^Messaggio/)).toHaveValue('Manca un prodotto.');
    await expect(form(page).getByText('Allegato già caricato: scontrino.png.')).toBeVisible();

    await field(page, /^E-mail/).fill('maria.bianchi@example.com');
    await field(page, /^Argomento/).selectOption('ordine');
    await field(page, /^Ho letto l’informativa/).check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/customer-reporting-completed$/);
    await context.close();
  });

  test('given a field an editor adds in WordPress, then the form shows it without a rebuild and it is sent', async ({
    consentGiven: page,
  }) => {
    const wordpress = e2eWordPress();
    const [post] = (await editorRest(
      wordpress,
      'sporta-forms?slug=segnalazione-clienti&context=edit',
    )) as { id: number; meta: { fields: string } }[];
    if (!post) throw new Error('the customer report is not seeded');
    const saved = (fields: string) =>
      editorRest(wordpress, `sporta-forms/${post.id}`, { meta: { fields } });
    const seeded = post.meta.fields;
    const added = {
      id: 30,
      key: 'punto_vendita',
      label: 'Punto vendita',
      type: 'textbox',
      required: true,
    };
    try {
      await saved(JSON.stringify([...JSON.parse(seeded), added]));
      await openReport(page);
      await fillReport(page);
      await submit(page).click();
      // Required by the editor: the shopper is told, nothing was sent.
      await expect(field(page, /^Punto vendita/)).toBeFocused();
      await field(page, /^Punto vendita/).fill('Milano, via Roma');
      await submit(page).click();
      await expect(page).toHaveURL(/\/customer-reporting-completed$/);
    } finally {
      await saved(seeded);
    }
  });

  test('given only a keyboard, then the shopper fills, attaches, consents and sends', async ({
    consentGiven: page,
  }) => {
    // Listened for from the start: Playwright turns the browser's chooser interception on when
    // the first listener comes, and a Space that wins that race opens no chooser it can see.
    const chooser = page.waitForEvent('filechooser');
    await openReport(page, true);
    await tabTo(page, field(page, /^Nome e cognome/));
    await page.keyboard.type('Luca Verdi');
    await tabTo(page, field(page, /^E-mail/));
    await page.keyboard.type('luca.verdi@example.com');
    await tabTo(page, field(page, /^Argomento/));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, field(page, /^Messaggio/));
    await page.keyboard.type('La consegna è arrivata in ritardo.');
    await tabTo(page, field(page, /^Allegato/));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(png());
    await tabTo(page, field(page, /^Ho letto l’informativa/));
    await page.keyboard.press('Space');
    await tabTo(page, submit(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customer-reporting-completed$/);
  });
});
