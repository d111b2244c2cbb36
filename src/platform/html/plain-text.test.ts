import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('decodes the entities of promo texts and WordPress titles', () => {
    expect(plainText('PI&Ugrave; BASSI SEMPRE')).toBe('PIÙ BASSI SEMPRE');
    expect(plainText('L&#8217;olio &amp; l&#x2019;aceto')).toBe('L’olio & l’aceto');
    expect(plainText('3&nbsp;x&nbsp;2')).toBe('3\u00a0x\u00a02');
  });

  it('decodes any named entity on the server, with entities', () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(plainText('Fran&ccedil;ois &rsquo;24 &copy;')).toBe('François ’24 ©');
  });

  it('drops markup, never returning any', () => {
    expect(plainText('<span class="percentage">48%</span><br/><span>su 2 pezzi</span>')).toBe(
      '48% su 2 pezzi',
    );
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('gives plain text back as it is, and folds or trims the spaces of any other', () => {
    expect(plainText('Spaghetti n.5 Barilla, 500 g')).toBe('Spaghetti n.5 Barilla, 500 g');
    expect(plainText(' Pasta  di\tsemola\n')).toBe('Pasta di semola');
    expect(plainText('Pasta\u00a0')).toBe('Pasta');
    expect(plainText('3\u00a0x\u00a02')).toBe('3\u00a0x\u00a02');
    expect(plainText('')).toBe('');
  });
});
