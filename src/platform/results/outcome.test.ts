import { t } from '@sporta/i18n';
import { EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import {
  attempt,
  isMissing,
  lookUp,
  onField,
  refusalOf,
  refused,
  refusedWith,
  withdrawn,
} from './outcome';

describe("an action's outcome", () => {
  it('is the value when the call answers', async () => {
    expect(await attempt(async () => 42)).toEqual({ ok: true, value: 42 });
    expect(refusalOf({ ok: true, value: 42 })).toBeUndefined();
  });

  it("is the server's first text when refused, else the step's fallback", async () => {
    const refusal = new EbsnError({
      status: 1,
      errors: ['Codice non valido', 'x'],
      warnings: [],
      infos: [],
    });
    const outcome = await attempt(() => Promise.reject(refusal), 'errors.errorSettingCartInfo');
    expect(outcome).toEqual({ ok: false, text: 'Codice non valido' });
    expect(refusalOf(outcome)).toBe('Codice non valido');
    const failed = await attempt(() => Promise.reject(new Error('x')), 'errors.errorSendingOrder');
    expect(failed).toEqual({
      ok: false,
      key: 'errors.errorSendingOrder',
      text: "Errore nel tentativo di inviare l'ordine",
    });
  });
});

describe('a refusal', () => {
  it("of the shop's own rules carries its key and the key's text", () => {
    expect(refused('errors.maxAcq')).toEqual({
      ok: false,
      key: 'errors.maxAcq',
      text: t('errors.maxAcq'),
    });
  });

  it('of the server carries the key the SDK knows its words by, or none for words of its own', () => {
    const said = (text: string) =>
      new EbsnError({ status: 1, errors: [text], warnings: [], infos: [] });
    expect(refusedWith(said(t('validation.phone')))).toEqual({
      ok: false,
      key: 'validation.phone',
      text: t('validation.phone'),
    });
    expect(refusedWith(said('Servizio sospeso.'))).toEqual({
      ok: false,
      text: 'Servizio sospeso.',
    });
  });

  it('is placed on a field, or stays the form’s', () => {
    const refusal = refused('validation.phone');
    expect(onField(refusal, 'phone')).toEqual({ ...refusal, field: 'phone' });
    expect(onField(refusal, undefined)).not.toHaveProperty('field');
  });

  it('is not a withdrawal: a withdrawn action has no text to show', () => {
    expect(withdrawn).toEqual({ ok: false, withdrawn: true });
    expect(refusalOf(withdrawn)).toBeUndefined();
    expect(refusalOf(refused('errors.maxAcq'))).toBe(t('errors.maxAcq'));
  });
});

describe("a page's lookup", () => {
  const answer = (httpStatus: number, errors: string[]) =>
    new EbsnError({ status: 1, errors, warnings: [], infos: [] }, { httpStatus });

  it('is the thing found, or missing when there is none by that address', async () => {
    expect(await lookUp(async () => ({ slug: 'pasta' }))).toEqual({
      ok: true,
      value: { slug: 'pasta' },
    });
    const none = await lookUp(async () => undefined);
    expect(isMissing(none)).toBe(true);
    expect(isMissing(await lookUp(() => Promise.reject(answer(404, []))))).toBe(true);
    // The API's own "no such product" inside a 200 answer (reference backend).
    const unknown = answer(200, ['Il prodotto richiesto non è disponibile.']);
    expect(isMissing(await lookUp(() => Promise.reject(unknown)))).toBe(true);
  });

  it('is a failure with every text of the answer when the backend fails, never "missing"', async () => {
    const failed = await lookUp(() =>
      Promise.reject(answer(500, ['Servizio non disponibile', 'Riprova'])),
    );
    expect(isMissing(failed)).toBe(false);
    expect(failed).toMatchObject({ ok: false, text: 'Servizio non disponibile Riprova' });
    const broken = await lookUp(() => Promise.reject(new TypeError('fetch failed')));
    expect(broken).toMatchObject({ ok: false, text: t('errors.generic') });
    expect(isMissing(broken)).toBe(false);
  });
});

describe('no failure swallowed without a reason', () => {
  it('no catch in the storefront is empty, or answers a bare boolean without saying why', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\./.test(file),
    );
    const silent = /catch(?: \(\w+\))? \{\s*(?:return (?:true|false);\s*)?\}/;
    expect(files.filter((file) => silent.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
