import type { EbsnClient } from '@sporta/sdk';
import { describe, expect, it, vi } from 'vitest';
import { CONSENTS_COOKIE, type ConsentMark } from '../../../platform/server/gates/consent-gate';
import type { CookieJar } from '../../../platform/session';
import { consentGateTarget, saveConsents } from './consents.server';

function jar(mark?: ConsentMark) {
  const values = new Map<string, string>(mark ? [[CONSENTS_COOKIE, mark]] : []);
  const cookies: CookieJar = {
    get: (name) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    set: (name, value) => void values.set(name, value),
    delete: (name) => void values.delete(name),
  };
  return { cookies, values };
}

/** A shop whose check-disclaimer names `missing` (one list per call; the last one repeats). */
function shop(...answers: (number[] | Error)[]) {
  const checkDisclaimers = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return { missing: answer };
  });
  const updateDisclaimers = vi.fn(async () => ({}));
  const ebsn = { registration: { checkDisclaimers, updateDisclaimers } } as unknown as EbsnClient;
  return { ebsn, checkDisclaimers, updateDisclaimers };
}

const gate = (mark: ConsentMark | undefined, path: string, ebsn: EbsnClient, signedIn = true) => {
  const { cookies, values } = jar(mark);
  const target = consentGateTarget({
    cookies,
    mark,
    url: new URL(`http://shop.test${path}`),
    method: 'GET',
    secure: false,
    signedIn,
    ebsn: () => ebsn,
  });
  return { target, values };
};

describe('the consent gate after a sign-in', () => {
  it('asks the shop once: nothing missing forgets the mark and lets the page through', async () => {
    const { ebsn, checkDisclaimers } = shop([]);
    const { target, values } = gate('check', '/profile/orders', ebsn);
    expect(await target).toBeUndefined();
    expect(values.has(CONSENTS_COOKIE)).toBe(false);
    expect(checkDisclaimers).toHaveBeenCalledTimes(1);
  });

  it('a consent missing leads to the consent page with where she was going, and remembers it', async () => {
    const { ebsn } = shop([1]);
    const { target, values } = gate('check', '/category/pasta?page=2', ebsn);
    expect(await target).toBe('/profile/consents?next=%2Fcategory%2Fpasta%3Fpage%3D2');
    expect(values.get(CONSENTS_COOKIE)).toBe('missing');
  });

  it('while missing, leads from the account pages without asking the shop again', async () => {
    const { ebsn, checkDisclaimers } = shop([1]);
    expect(await gate('missing', '/checkout', ebsn).target).toBe(
      '/profile/consents?next=%2Fcheckout',
    );
    expect(await gate('missing', '/product/latte', ebsn).target).toBeUndefined();
    expect(checkDisclaimers).not.toHaveBeenCalled();
  });

  it('a shop that cannot answer lets her through and asks again on the next page', async () => {
    const { ebsn } = shop(new Error('down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { target, values } = gate('check', '/', ebsn);
    expect(await target).toBeUndefined();
    expect(values.get(CONSENTS_COOKIE)).toBe('check');
  });

  it('forgets the mark of a browser no longer signed in', async () => {
    const { ebsn, checkDisclaimers } = shop([1]);
    const { target, values } = gate('missing', '/profile/orders', ebsn, false);
    expect(await target).toBeUndefined();
    expect(values.has(CONSENTS_COOKIE)).toBe(false);
    expect(checkDisclaimers).not.toHaveBeenCalled();
  });
});

describe('saving the consents asked for', () => {
  const privacy = { id: 1, text: 'Accetto il regolamento.', required: true, given: false };
  const form = (ticks: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(ticks)) data.set(name, value);
    return data;
  };

  it('refuses an unticked box on the box, sending nothing', async () => {
    const { ebsn, updateDisclaimers } = shop([1]);
    const saved = await saveConsents(ebsn, [privacy], form({}));
    expect(saved).toEqual({ refusals: { 1: 'Campo obbligatorio' }, ticked: [] });
    expect(updateDisclaimers).not.toHaveBeenCalled();
  });

  it('sends the ticked ones and is done when the shop names none missing', async () => {
    const { ebsn, updateDisclaimers } = shop([]);
    expect(await saveConsents(ebsn, [privacy], form({ 'consent-1': 'true' }))).toEqual({
      saved: true,
    });
    expect(updateDisclaimers).toHaveBeenCalledWith({ disclaimers: [{ id: 1, value: 'true' }] });
  });
});
