/**
 * Text that arrives as HTML — WordPress' rendered titles, EBSN promo texts such as
 * 'PI&Ugrave; BASSI SEMPRE' (shared/reference/ebsn-observed.md §3.5) — as plain text for the
 * page to escape: tags dropped, entities decoded. Never injected as HTML.
 */
const NAMED: Readonly<Record<string, string>> = {
  nbsp: '\u00a0',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  amp: '&',
  euro: '€',
  agrave: 'à',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  Agrave: 'À',
  Egrave: 'È',
  Eacute: 'É',
  Igrave: 'Ì',
  Ograve: 'Ò',
  Ugrave: 'Ù',
  deg: '°',
  times: '×',
};

/** Nothing to drop, decode or fold: most names and texts (a listing asks ~10 per product). */
const ALREADY_PLAIN = /^[^\s<&](?:[^<&\t\r\n ]| (?! ))*(?<!\s)$/;

export function plainText(html: string): string {
  if (ALREADY_PLAIN.test(html)) return html;
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED[name] ?? entity)
    .trim();
}
