import { createElement, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { FooterMenuGroups, HeaderMenuItems } from './MenuLinks';
import type { ShellMenuItem } from './menu';
import { staticMarkup, versionOf } from './static-markup';

const item = (title: string, href: string | undefined, more: Partial<ShellMenuItem> = {}) =>
  ({ title, href, external: false, classes: [], children: [], ...more }) satisfies ShellMenuItem;

/** A part naming itself with useId, as the cookie panel does. */
function Named() {
  return createElement('h2', { id: useId() }, 'Cookie');
}

describe('the shell’s parts rendered once (issue 42)', () => {
  it('given a part asked for twice, then it is rendered once and its ids carry its name', () => {
    let renders = 0;
    const part = () => {
      renders += 1;
      return createElement(Named);
    };
    const first = staticMarkup('cookie-test', part);
    expect(staticMarkup('cookie-test', part)).toBe(first);
    expect(renders).toBe(1);
    expect(first).toMatch(/id="_cookie-test-R_/);
  });

  it('given a menu edited, then the new version is rendered, not the kept one', () => {
    const menu = (links: ShellMenuItem[]) =>
      staticMarkup('menu-test', () => createElement(HeaderMenuItems, { links }), versionOf(links));
    expect(menu([item('Offerte', '/offerte')])).toBe('<li><a href="/offerte">Offerte</a></li>');
    expect(menu([item('Novità', '/novita')])).toBe('<li><a href="/novita">Novità</a></li>');
  });

  it('given props changed in place, then a new version; a frozen object’s is made once', () => {
    const links = [item('Offerte', '/offerte')];
    const before = versionOf(links);
    links.push(item('Novità', '/novita'));
    expect(versionOf(links)).not.toBe(before);
    let made = 0;
    const kept = Object.freeze({
      toJSON: () => {
        made += 1;
        return [item('Offerte', '/offerte')];
      },
    });
    expect(versionOf(kept)).toBe(JSON.stringify([item('Offerte', '/offerte')]));
    versionOf(kept);
    expect(made).toBe(1);
  });

  it('given WordPress’s titles, then they are escaped, never markup', () => {
    const links = [item('<img src=x onerror=alert(1)>', '/x"><script>')];
    const html = staticMarkup(
      'menu-hostile',
      () => createElement(HeaderMenuItems, { links }),
      JSON.stringify(links),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('given the footer’s groups, then links, other sites, cookie settings and contact each as they should', () => {
    const groups = [
      item('Aiuto', undefined, {
        children: [
          item('FAQ', '/faq'),
          item('Ricette', 'https://ricette.example.it/', { external: true }),
          item('Impostazioni cookie', undefined, { classes: ['cookie-settings'] }),
        ],
      }),
      item('Contattaci', undefined, { classes: ['customer-service-button'] }),
    ];
    const html = staticMarkup(
      'footer-test',
      () => createElement(FooterMenuGroups, { groups }),
      JSON.stringify(groups),
    );
    expect(html).toContain('<nav aria-label="Aiuto" class="footer__group">');
    expect(html).toContain('<li><a href="/faq">FAQ</a></li>');
    expect(html).toMatch(
      /<a href="https:\/\/ricette.example.it\/" target="_blank" rel="noopener noreferrer">Ricette<span class="visually-hidden">[^<]+<\/span><\/a>/,
    );
    expect(html).toContain(
      '<button type="button" class="footer__cookie-settings" data-cookie-settings="">',
    );
    expect(html).toContain('<a class="footer__contact" href="/servizio-clienti">Contattaci</a>');
  });
});
