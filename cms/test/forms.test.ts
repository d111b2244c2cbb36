/**
 * Given the customer-reporting form (spec: account-and-services §7 admin-ajax calls, §9 upload
 * limit 5 MB), when the storefront uploads an attachment and submits, then WordPress stores the
 * submission; too large a file is refused with an Italian message.
 */
import { describe, expect, it } from 'vitest';
import { MailPars } from './shapes';
import { cms, wpJson } from './wordpress-client';

// A 1×1 PNG: the upload checks the file's bytes, not only its name.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Reply = {
  data: {
    files?: { name: string; tmp_name: string; size: number; type: string }[];
    submission_id?: number;
    actions?: { success_message: string };
  } | null;
  errors: Record<string, unknown> | unknown[];
};

async function formParameters(formId: number) {
  return MailPars.parse((await wpJson(`/wp-json/custom/v1/get_mail_pars?form_id=${formId}`)).body);
}

async function adminAjax(fields: Record<string, string | Blob>, fileName?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, fileName);
  }
  return wpJson<Reply>('/wp-admin/admin-ajax.php', { method: 'POST', body });
}

async function upload(nonce: string, file: Blob, name: string) {
  return adminAjax(
    { action: 'nf_fu_upload', form_id: '1', field_id: '7', nonce, 'files[]': file },
    name,
  );
}

describe('customer-reporting form', () => {
  it('given a photo and the answers, when uploaded and submitted, then the submission is stored', async () => {
    const form = await formParameters(1);
    const uploaded = await upload(
      form.upload.nonce,
      new Blob([TINY_PNG], { type: 'image/png' }),
      'prodotto.png',
    );
    expect(uploaded.status).toBe(200);
    const files = uploaded.body.data?.files ?? [];
    expect(files[0]?.name).toBe('prodotto.png');

    const submitted = await adminAjax({
      action: 'nf_ajax_submit',
      security: form.submit.nonce,
      formData: JSON.stringify({
        id: 1,
        fields: {
          1: { value: 'Maria Bianchi' },
          2: { value: 'maria.bianchi@example.com' },
          4: { value: '123456' },
          5: { value: 'prodotto' },
          6: { value: 'Lo yogurt consegnato ieri era scaduto.' },
          7: { value: [files[0]?.tmp_name] },
          9: { value: '1' },
        },
      }),
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.errors).toEqual([]);
    expect(submitted.body.data?.submission_id).toEqual(expect.any(Number));
    expect(submitted.body.data?.actions).toEqual({ success_message: form.success_message });

    // The attachment is kept, but never served.
    const id = submitted.body.data?.submission_id;
    const direct = await fetch(`${cms().url}/wp-content/sporta-forms/${id}/${files[0]?.tmp_name}`);
    expect(direct.status).toBe(404);
  });

  it('given a file over 5 MB, then it is refused with the Italian message', async () => {
    const form = await formParameters(1);
    const tooBig = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    const { status, body } = await upload(form.upload.nonce, tooBig, 'scontrino.jpg');
    expect(status).toBe(413);
    expect(body.errors).toEqual({
      upload: 'Il file "scontrino.jpg" supera la dimensione massima consentita di 5 MB.',
    });
  });

  it('given a file whose bytes are not an allowed type, then it is refused', async () => {
    const form = await formParameters(1);
    const script = new Blob(['<?php echo 1;'], { type: 'image/png' });
    expect((await upload(form.upload.nonce, script, 'foto.png')).status).toBe(415);
  });

  it('given missing answers, then the errors name the fields, in Italian', async () => {
    const form = await formParameters(1);
    const { status, body } = await adminAjax({
      action: 'nf_ajax_submit',
      security: form.submit.nonce,
      formData: JSON.stringify({
        id: 1,
        fields: { 1: { value: 'Maria' }, 2: { value: 'non-una-mail' } },
      }),
    });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      fields: { 2: 'Inserisci un indirizzo e-mail valido.', 6: 'Campo obbligatorio.' },
    });
  });

  it('given a wrong nonce, then 403 and nothing is stored', async () => {
    const { status, body } = await adminAjax({
      action: 'nf_ajax_submit',
      security: 'wrong',
      formData: JSON.stringify({ id: 1, fields: {} }),
    });
    expect(status).toBe(403);
    expect(body.errors).toEqual({ form: 'Il modulo è scaduto: ricarica la pagina e riprova.' });
  });
});
