/**
 * Product pictures and category icons, drawn here as SVG (no network, no image files): a package
 * shape per kind of product in the department's colour, with brand and name.
 */
import { DEPARTMENTS } from '../seed/catalogue-data.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SHAPES: Record<string, string> = {
  box: '<rect x="70" y="60" width="160" height="190" rx="10"/>',
  bottle:
    '<path d="M130 40h40v40c30 14 40 40 40 70v100a14 14 0 0 1-14 14H104a14 14 0 0 1-14-14V150c0-30 10-56 40-70z"/>',
  jar: '<rect x="85" y="55" width="130" height="30" rx="6"/><rect x="75" y="85" width="150" height="170" rx="24"/>',
  can: '<ellipse cx="150" cy="70" rx="70" ry="16"/><rect x="80" y="70" width="140" height="170"/><ellipse cx="150" cy="240" rx="70" ry="16"/>',
  bag: '<path d="M80 60h140l20 190H60z"/>',
  fruit:
    '<circle cx="150" cy="160" r="85"/><path d="M150 75c0-20 10-30 30-36" stroke-width="8" fill="none"/>',
  leaf: '<path d="M150 40c70 40 90 120 40 210-60-10-110-80-90-150 10-30 30-50 50-60z"/>',
  tray: '<rect x="50" y="110" width="200" height="110" rx="18"/>',
  cheese: '<path d="M50 200l200-90v110H50z"/><circle cx="150" cy="180" r="12" fill="#fff8"/>',
  bread: '<ellipse cx="150" cy="170" rx="110" ry="65"/>',
  carton: '<path d="M95 60l55-25 55 25v195H95z"/>',
  tube: '<path d="M110 40h80l-10 220h-60z"/>',
  cup: '<path d="M80 90h140l-18 160H98z"/><rect x="72" y="78" width="156" height="16" rx="6"/>',
  egg: '<ellipse cx="110" cy="165" rx="45" ry="60"/><ellipse cx="195" cy="165" rx="45" ry="60"/>',
  fish: '<path d="M50 160c50-60 140-60 180 0-40 60-130 60-180 0zm180 0l40-40v80z"/>',
  pack: '<rect x="60" y="80" width="180" height="160" rx="30"/>',
};

function colourOf(department: string | undefined): string {
  return DEPARTMENTS.find((d) => d.name === department)?.color ?? '#e67e22';
}

export function productSvg(product: {
  name: string;
  brand: string;
  kind: string;
  department?: string;
}): string {
  const colour = colourOf(product.department);
  const name = product.name.length > 26 ? `${product.name.slice(0, 25)}…` : product.name;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(product.name)}">
<rect width="300" height="300" fill="#fff"/>
<g fill="${colour}" stroke="${colour}" opacity="0.9">${SHAPES[product.kind] ?? SHAPES.box}</g>
<rect x="40" y="140" width="220" height="44" rx="6" fill="#fff" opacity="0.92"/>
<text x="150" y="160" font-family="sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#333">${escapeXml(product.brand.toUpperCase())}</text>
<text x="150" y="177" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#555">${escapeXml(name)}</text>
</svg>`;
}

export function iconSvg(icon: string, colour: string): string {
  const label = icon.replace(/-/g, ' ').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(icon)}">
<circle cx="32" cy="32" r="30" fill="${colour}"/>
<text x="32" y="40" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}
