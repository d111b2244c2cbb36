/**
 * Given an editor changing a form in WordPress (post type sporta_form, "Moduli"), then the form's
 * description (get_mail_pars) follows at once and the storefront is told to drop what it kept.
 * Form 2 is edited: the storefront's customer report (form 1) stays as seeded for other tests.
 */
import { describe, expect, it } from 'vitest';
import type { ReceivedPurge } from './purge-listener';
import { MailPars, PurgeRequestBody } from './shapes';
import { adminAuthorization, cms, wpJson } from './wordpress-client';

type FormPost = { id: number; meta: { form_number: number; fields: string } };

async function formPost(): Promise<FormPost> {
  const { body } = await wpJson<FormPost[]>(
    '/wp-json/wp/v2/sporta-forms?slug=richiesta-consegna-agevolata&context=edit',
    { headers: { authorization: adminAuthorization() } },
  );
  if (!body[0]) throw new Error('form 2 not seeded');
  return body[0];
}

async function saveFields(id: number, fields: unknown) {
  return wpJson(`/wp-json/wp/v2/sporta-forms/${id}`, {
    method: 'POST',
    headers: { authorization: adminAuthorization(), 'content-type': 'application/json' },
    body: JSON.stringify({ meta: { fields: JSON.stringify(fields) } }),
  });
}

const described = async () =>
  MailPars.parse((await wpJson('/wp-json/custom/v1/get_mail_pars?form_id=2')).body);

describe('forms edited in WordPress', () => {
  it('given a field added through REST, then get_mail_pars shows it and a purge names the form', async () => {
    const post = await formPost();
    const seeded = JSON.parse(post.meta.fields) as { id: number }[];
    const since = Date.now();
    const added = {
      id: 20,
      key: 'citofono',
      label: 'Nome sul citofono',
      type: 'textbox',
      required: true,
    };
    try {
      expect((await saveFields(post.id, [...seeded, added])).status).toBe(200);
      expect((await described()).fields.at(-1)).toEqual(added);
      const purges = await (await fetch(`${cms().purgeOrigin}/received`)).json();
      const events = (purges as ReceivedPurge[])
        .filter((purge) => purge.at >= since)
        .flatMap((purge) => PurgeRequestBody.parse(JSON.parse(purge.body)).events);
      expect(events).toContainEqual(expect.objectContaining({ type: 'form', id: post.id }));
    } finally {
      await saveFields(post.id, seeded);
    }
    expect((await described()).fields.map((field) => field.id)).toEqual(
      seeded.map((field) => field.id),
    );
  });

  it('given fields an editor got wrong, then only well-formed ones are kept, an unknown type as text', async () => {
    const post = await formPost();
    const seeded = JSON.parse(post.meta.fields) as unknown[];
    try {
      await saveFields(post.id, [
        { id: 1, key: 'Nome Completo!', label: 'Nome', type: 'rating', required: 'yes' },
        { id: 1, label: 'Doppione', type: 'textbox' },
        { id: 0, label: 'Senza numero', type: 'textbox' },
        { id: 3, label: '', type: 'textbox' },
        {
          id: 4,
          label: 'Reparto',
          type: 'listselect',
          options: [{ value: 'frutta' }, { label: 'vuota' }],
        },
      ]);
      expect((await described()).fields).toEqual([
        { id: 1, key: 'nomecompleto', label: 'Nome', type: 'textbox', required: true },
        {
          id: 4,
          key: 'campo_4',
          label: 'Reparto',
          type: 'listselect',
          required: false,
          options: [{ value: 'frutta', label: 'frutta' }],
        },
      ]);
    } finally {
      await saveFields(post.id, seeded);
    }
  });

  it('given no credentials, then the forms are neither listed nor changed', async () => {
    const listed = await wpJson<unknown[]>('/wp-json/wp/v2/sporta-forms?context=edit');
    expect(listed.status).toBe(401);
    const { id } = await formPost();
    expect(
      (
        await wpJson(`/wp-json/wp/v2/sporta-forms/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ meta: { fields: '[]' } }),
        })
      ).status,
    ).toBe(401);
  });
});
