// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { THIRD_PARTIES } from '../../platform/server/gates/security-headers';
import { sanitizeContent, videoEmbedUrl } from './sanitize';

const SHOP = ['www.sporta.it', 'sporta.it'];
const clean = (html: string) => sanitizeContent(html, { shopHosts: SHOP, videoTitle: 'Video' });

describe('sanitizeContent', () => {
  it('given the same text for other hosts, then its links follow those hosts, not the text made safe first', () => {
    const html = '<a href="https://www.sporta.it/faq">FAQ</a>';
    expect(clean(html)).toContain('href="/faq"');
    expect(sanitizeContent(html, { shopHosts: ['altro.example'] })).toContain(
      'href="https://www.sporta.it/faq" target="_blank"',
    );
    expect(clean(html)).toContain('href="/faq"');
  });

  it('drops scripts, event handlers, javascript: links and styles', () => {
    const html = clean(
      '<p style="color:red" onclick="x()">Ciao</p><script>alert(1)</script>' +
        '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">clic</a>' +
        '<a href=" JaVaScRiPt:alert(4)">due</a><iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style|javascript|iframe|evil/i);
    expect(html).toContain('<p>Ciao</p>');
    expect(html).toContain('<a>clic</a>');
  });

  it('keeps the allowed markup', () => {
    const html =
      '<h2>Titolo</h2><p><strong>forte</strong> <em>enfasi</em><br /></p><ul><li>uno</li></ul>' +
      '<ol><li>due</li></ol><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<figure><img src="https://cms.example/a.png" alt="Mela" /><figcaption>Una mela</figcaption></figure>' +
      '<blockquote>citazione</blockquote><hr />';
    const out = clean(html);
    for (const tag of [
      'h2',
      'strong',
      'em',
      'br',
      'ul',
      'ol',
      'li',
      'table',
      'th',
      'td',
      'figure',
      'figcaption',
      'blockquote',
      'hr',
    ]) {
      expect(out).toContain(`<${tag}`);
    }
    expect(out).toContain('<img src="https://cms.example/a.png" alt="Mela" loading="lazy" />');
  });

  it('turns an h1 into an h2 (the page title is the h1)', () => {
    expect(clean('<h1>Titolo</h1>')).toBe('<h2>Titolo</h2>');
  });
});

describe('link rewriting', () => {
  it('makes links to the shop hosts in-app and keeps relative links', () => {
    expect(clean('<a href="https://www.sporta.it/page/regolamento?x=1#a">r</a>')).toBe(
      '<a href="/page/regolamento?x=1#a">r</a>',
    );
    expect(clean('<a href="/faq" target="_blank">faq</a>')).toBe('<a href="/faq">faq</a>');
  });

  it('opens other sites in a new window without opener', () => {
    expect(clean('<a href="https://example.com/x" rel="opener">e</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('keeps mailto and tel links, drops protocol-relative ones', () => {
    expect(clean('<a href="mailto:info@sporta.it">m</a>')).toContain(
      'href="mailto:info@sporta.it"',
    );
    expect(clean('<a href="//evil.example/x">p</a>')).toBe('<a>p</a>');
  });
});

describe('video embeds', () => {
  it('turns a YouTube link alone in a paragraph into a youtube-nocookie player with a title', () => {
    const out = clean('<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">video</a></p>');
    expect(out).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(out).toContain('title="Video"');
    expect(out).not.toContain('<a ');
  });

  it('embeds a bare youtu.be or Vimeo address alone in a paragraph', () => {
    expect(clean('<p>https://youtu.be/dQw4w9WgXcQ</p>')).toContain(
      'youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(clean('<p>https://vimeo.com/76979871</p>')).toContain('player.vimeo.com/video/76979871');
  });

  it('leaves a video link inside a sentence as a link', () => {
    const out = clean('<p>Guarda <a href="https://youtu.be/dQw4w9WgXcQ">qui</a> ora</p>');
    expect(out).not.toContain('iframe');
    expect(out).toContain('target="_blank"');
  });

  it('never lets an iframe through from the content itself', () => {
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>')).toBe('');
  });

  it('recognises only video addresses', () => {
    expect(videoEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
});

describe('video embeds and the Content-Security-Policy', () => {
  it('embeds only players whose origin content pages allow as frames', () => {
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = videoEmbedUrl(link);
      expect(embed).toBeDefined();
      expect(THIRD_PARTIES.videoEmbeds.frames).toContain(new URL(embed ?? '').origin);
    }
  });
});

// What WordPress renders of an embed block it could not resolve (issue 41).
const embedBlock = (url: string, provider: string) =>
  `<figure class="wp-block-embed is-provider-${provider}"><div class="wp-block-embed__wrapper">\n${url}\n</div></figure>`;
const card = (html: string) =>
  sanitizeContent(html, {
    shopHosts: SHOP,
    videoTitle: 'Video',
    openOn: (provider) => `Apri il contenuto su ${provider}`,
  });

describe('embed blocks', () => {
  it('plays a YouTube embed block, its address escaped by WordPress', () => {
    const html = card(
      embedBlock('https://www.youtube.com/watch?v=dQw4w9WgXcQ&#038;t=42s', 'youtube'),
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).not.toContain('youtube.com/watch');
  });

  it('makes any other provider a link card naming it, opened in a new window', () => {
    const html = card(
      embedBlock('https://x.com/SportaSpesa/status/185999?s=20&#038;t=abc', 'twitter') +
        embedBlock('https://www.instagram.com/p/C0abc/', 'instagram') +
        embedBlock('https://podcast.example.org/puntata-1', 'example'),
    );
    expect(html).toContain(
      '<figure class="content-embed"><a href="https://x.com/SportaSpesa/status/185999?s=20&amp;t=abc" target="_blank" rel="noopener noreferrer">Apri il contenuto su X</a></figure>',
    );
    expect(html).toContain('>Apri il contenuto su Instagram</a>');
    expect(html).toContain('>Apri il contenuto su podcast.example.org</a>');
    expect(html).not.toMatch(/>\s*https?:/);
  });

  it('never makes a card of an unsafe address, and leaves a lone link in a paragraph a link', () => {
    expect(card('<figure><a href="javascript:alert(1)">x</a></figure>')).not.toContain(
      'content-embed',
    );
    expect(card('<p><a href="https://x.com/a">https://x.com/a</a></p>')).not.toContain(
      'content-embed',
    );
  });
});

describe('tables', () => {
  it('puts every table in a labelled box of its own that the keyboard can scroll', () => {
    const html = sanitizeContent('<table><tr><td>1</td></tr></table>', { tableLabel: 'Tabella' });
    expect(html).toBe(
      '<div class="content-table" role="region" tabindex="0" aria-label="Tabella"><table><tr><td>1</td></tr></table></div>',
    );
  });

  it('never lets the content bring its own box or attributes', () => {
    const html = sanitizeContent(
      '<div class="content-table" role="region"><table onclick="x()"></table></div>',
    );
    expect(html.match(/content-table/g)).toHaveLength(1);
    expect(html).not.toContain('onclick');
  });
});
