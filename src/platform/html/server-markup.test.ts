import { createElement as h, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from './server-markup';

const Named = () => h('h2', { id: useId() }, 'Titolo');

describe('a React part of a page as static HTML', () => {
  it('given a picture to load first, then React’s preload for a head is left out, the picture kept', () => {
    const card = h('article', null, h('img', { src: '/p.svg', fetchPriority: 'high', alt: '' }));
    expect(serverMarkup(card)).toBe(
      '<article><img src="/p.svg" fetchPriority="high" alt=""/></article>',
    );
  });

  it('given a part with no picture to load first, then its markup is as React makes it', () => {
    const part = h('p', { className: 'nota' }, 'Spedizione gratuita');
    expect(serverMarkup(part)).toBe('<p class="nota">Spedizione gratuita</p>');
  });

  it('given a prefix, then the part’s ids carry it', () => {
    expect(serverMarkup(h(Named), 'cookie-')).toMatch(/^<h2 id="_cookie-R_[^"]*">Titolo<\/h2>$/);
  });
});
