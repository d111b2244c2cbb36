/**
 * The facilitated-delivery request (issue 29; account §1, §5 "L'allegato non deve superare i
 * 5MB", §7 facilitated_delivery, module control, set-address-class-id; §9 upload limit 5 MB,
 * legal id 4, address class 999): a multipart upload whose file is kept on disk in the data
 * directory and whose request is recorded; over 5 MB or of another type, refused; asking is
 * not having: class 999 stays refused until the office grants consent 4.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MAX_ATTACHMENT_BYTES } from '@sporta/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../database.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { type Envelope, startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

/** A fresh copy of a demo account (1002 plain, 1004 with facilitated delivery), signed in. */
async function signedIn(like = 1002) {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    body: JSON.stringify({ like }),
  });
  const { login, userId, addresses } = (await answer.json()) as {
    login: string;
    userId: number;
    addresses: Record<string, number>;
  };
  const reply = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  return { login, userId, addresses, session: reply.session ?? '' };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

function requestForm(file: Blob, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const all = {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    reason: 'Invalidità motoria',
    consent: 'true',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  form.set('attachment', file, 'certificato.pdf');
  return form;
}

async function post(session: string, form: FormData) {
  const response = await fetch(`${shop.backend.apiUrl}/iperal-registration/facilitated_delivery`, {
    method: 'POST',
    headers: { 'x-ebsn-session': session, 'x-ebsn-client': 'site' },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Envelope };
}

const errorOf = (body: Envelope) => body.response.errors[0]?.error;

describe('a facilitated-delivery request', () => {
  it('is recorded, its file kept on disk in the data directory, and a mail says so', async () => {
    const { login, userId, session } = await signedIn();
    const { status, body } = await post(
      session,
      requestForm(new Blob([PDF], { type: 'application/pdf' })),
    );
    expect(status).toBe(200);
    expect(body.response.status).toBe(0);
    expect(body.data).toMatchObject({ requested: true, legalId: 4 });
    const id = body.data.requestId as number;

    const db = new DatabaseSync(join(shop.dataDir, DATABASE_FILE), { readOnly: true });
    const row = db
      .prepare('SELECT user_id, kind, data FROM reports WHERE report_id = ?')
      .get(id) as { user_id: number; kind: string; data: string };
    db.close();
    expect(row).toMatchObject({ user_id: userId, kind: 'facilitated_delivery' });
    const data = JSON.parse(row.data);
    expect(data).toMatchObject({
      reason: 'Invalidità motoria',
      fileName: 'certificato.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.byteLength,
      status: 'pending',
    });
    const stored = join(shop.dataDir, 'attachments', data.stored);
    expect(existsSync(stored)).toBe(true);
    expect(new Uint8Array(readFileSync(stored))).toEqual(PDF);
    expect((await shop.mailbox(login))[0]?.subject).toMatch(/consegne agevolate/);
  });

  it('refuses a file of 5 MB and one byte with 413 and the spec text; 5 MB exactly passes', async () => {
    const { session } = await signedIn();
    const over = await post(
      session,
      requestForm(
        new Blob([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], { type: 'application/pdf' }),
      ),
    );
    expect(over.status).toBe(413);
    expect(errorOf(over.body)).toBe(SPEC_TEXTS['validation.attachmentTooBig']);

    const exact = await post(
      session,
      requestForm(new Blob([new Uint8Array(MAX_ATTACHMENT_BYTES)], { type: 'application/pdf' })),
    );
    expect(exact.status).toBe(200);
    expect(exact.body.response.status).toBe(0);
  });

  it('refuses a body over its own limit before parsing it (413)', async () => {
    const { session } = await signedIn();
    const huge = await post(
      session,
      requestForm(new Blob([new Uint8Array(7 * 1024 * 1024)], { type: 'application/pdf' })),
    );
    expect(huge.status).toBe(413);
    expect(errorOf(huge.body)).toBe(SPEC_TEXTS['validation.attachmentTooBig']);
  });

  it('refuses a file that is neither a PDF nor a JPG/PNG picture, no file, no consent', async () => {
    const { session } = await signedIn();
    const text = await post(session, requestForm(new Blob(['ciao'], { type: 'text/plain' })));
    expect(errorOf(text.body)).toBe(SPEC_TEXTS['validation.attachmentType']);

    const form = requestForm(new Blob([PDF], { type: 'application/pdf' }));
    form.delete('attachment');
    expect(errorOf((await post(session, form)).body)).toBe(SPEC_TEXTS['validation.required']);

    const noConsent = await post(
      session,
      requestForm(new Blob([PDF], { type: 'application/pdf' }), { consent: 'false' }),
    );
    expect(errorOf(noConsent.body)).toBe(SPEC_TEXTS['validation.required']);
  });

  it('needs a signed-in shopper', async () => {
    const { status, body } = await post(
      '',
      requestForm(new Blob([PDF], { type: 'application/pdf' })),
    );
    expect(status === 419 || body?.response.status !== 0).toBe(true);
  });
});

describe('who may ask, and class 999 after the request', () => {
  it('the module control says a plain shopper may ask and a facilitated one already has it', async () => {
    const plain = await signedIn(1002);
    const control = await shop.api('GET', '/iperal-module-controller/control', {
      session: plain.session,
      query: { user_id: plain.userId },
    });
    expect(control.body.data).toMatchObject({ facilitated: false, completed: true });

    const anna = await signedIn(1004);
    const hers = await shop.api('GET', '/iperal-module-controller/control', {
      session: anna.session,
      query: { user_id: anna.userId },
    });
    expect(hers.body.data).toMatchObject({ facilitated: true });
  });

  it('asking does not grant class 999; a granted shopper (consent 4) gets it on her address', async () => {
    const plain = await signedIn(1002);
    await post(plain.session, requestForm(new Blob([PDF], { type: 'application/pdf' })));
    const [address] = Object.values(plain.addresses);
    const refused = await shop.api('GET', '/iperal-address-class-controller/set-address-class-id', {
      session: plain.session,
      query: { address_id: address ?? 0, address_class_id: 999 },
    });
    expect(errorOf(refused.body)).toBe(BACKEND_TEXTS.facilitatedNotAllowed);

    const anna = await signedIn(1004);
    const [hers] = Object.values(anna.addresses);
    const granted = await shop.api('GET', '/iperal-address-class-controller/set-address-class-id', {
      session: anna.session,
      query: { address_id: hers ?? 0, address_class_id: 999 },
    });
    expect(granted.body.response.status).toBe(0);
    expect(granted.body.data).toMatchObject({ updated: true });
  });
});
