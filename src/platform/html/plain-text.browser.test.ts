// @vitest-environment jsdom
// The browser's side of plainText (the page's own HTML parser, no `entities` bytes) decodes as
// the server's side (`entities`, plain-text.test.ts) does.
import { decodeHTML } from 'entities';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText in the browser', () => {
  it('decodes with the page, not with entities', () => {
    expect(import.meta.env.SSR).toBe(false);
    expect(plainText('PI&Ugrave; BASSI SEMPRE')).toBe('PIÙ BASSI SEMPRE');
    expect(plainText('L&#8217;olio &amp; l&#x2019;aceto')).toBe('L’olio & l’aceto');
    expect(plainText('3&nbsp;x&nbsp;2')).toBe('3\u00a0x\u00a02');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('never makes an element of what is left after the tags are dropped', () => {
    expect(plainText('a < b &amp; <img src=x onerror=alert(1)')).toBe(
      'a < b & <img src=x onerror=alert(1)',
    );
  });

  it('reads every text as entities reads it on the server', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '&amp;',
        '&amp',
        '&lt;',
        '&ccedil;',
        '&rsquo;',
        '&euro;',
        '&copy2026',
        '&#39;',
        '&#x20AC;',
        '&#128;',
        '&#0;',
        '&nope;',
        '&',
        '<',
        ';',
        '#',
      ),
      fc.stringMatching(/^[\w àèéìòù.,'-]{0,6}$/),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('').replace(/ +/g, ' ');
        expect(plainText(`x${text}x`)).toBe(decodeHTML(`x${text}x`));
      }),
      { numRuns: 400 },
    );
  });
});
