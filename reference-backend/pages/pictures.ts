/**
 * Product pictures and category icons, with no network and no image files of our own: the
 * icons are Fluent Emoji Flat by Microsoft (MIT licence), shipped in the npm package
 * @iconify-json/fluent-emoji-flat. Each picture is the icon of the product's line or leaf
 * (seed/catalogue-data.ts) centred on a soft background in the department's colour, with the
 * brand. The icon set (about 9 MB of JSON) is read once, on the first picture, and only the icons
 * the catalogue uses are kept. A product's picture is served as a JPEG, as the real API's photos
 * are: a browser draws each SVG <img> as a document of its own (~9 ms each, a listing's 24 cost
 * its renderer ~0.2 s), which no shopper of the real shop pays.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { catalogueIcons, productIconKey } from '../seed/catalogue.ts';
import { DEPARTMENTS } from '../seed/catalogue-data.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Iconify JSON format, as far as this file reads it. */
export interface IconSet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<
    string,
    { body: string; width?: number; height?: number; left?: number; top?: number }
  >;
}

interface Icon {
  body: string;
  /** The icon's viewBox. */
  box: string;
}

/** For products whose line the catalogue does not know (added by tests or the back office). */
const FALLBACK_ICON = 'shopping-cart';

export const ICON_SET_FILE = createRequire(import.meta.url).resolve(
  '@iconify-json/fluent-emoji-flat/icons.json',
);

let loaded: { icons: Map<string, Icon>; byProduct: Map<string, string> } | undefined;

function iconSet(): NonNullable<typeof loaded> {
  if (!loaded) {
    const { byProduct, all } = catalogueIcons();
    const set = JSON.parse(readFileSync(ICON_SET_FILE, 'utf8')) as IconSet;
    const icons = new Map<string, Icon>();
    for (const name of [...all, FALLBACK_ICON]) {
      const icon = set.icons[name];
      if (!icon) continue;
      const box = `${icon.left ?? 0} ${icon.top ?? 0} ${icon.width ?? set.width ?? 16} ${icon.height ?? set.height ?? 16}`;
      icons.set(name, { body: icon.body, box });
    }
    loaded = { icons, byProduct };
  }
  return loaded;
}

function colourOf(department: string | undefined): string {
  return DEPARTMENTS.find((d) => d.name === department)?.color ?? '#e67e22';
}

/** The icon drawn at x, y in a size × size square. */
function placed(icon: Icon, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${icon.box}">${icon.body}</svg>`;
}

export function productSvg(product: {
  name: string;
  brand: string;
  kind?: string;
  department?: string;
}): string {
  const { icons, byProduct } = iconSet();
  const department = product.department ?? '';
  const name =
    byProduct.get(productIconKey(department, product.name)) ??
    DEPARTMENTS.find((d) => d.name === department)?.icon ??
    FALLBACK_ICON;
  const icon = icons.get(name) ?? icons.get(FALLBACK_ICON);
  const colour = colourOf(product.department);
  const brand = product.brand.length > 24 ? `${product.brand.slice(0, 23)}…` : product.brand;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(product.name)}">
<rect width="300" height="300" fill="#fff"/>
<rect x="12" y="12" width="276" height="276" rx="28" fill="${colour}" fill-opacity="0.16"/>
<circle cx="150" cy="128" r="96" fill="#fff" fill-opacity="0.7"/>
${icon ? placed(icon, 78, 56, 144) : ''}
<text x="150" y="262" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#333">${escapeXml(brand.toUpperCase())}</text>
</svg>`;
}

/** The photo sizes, in pixels a side: the card's thumbnail, the product page's picture at 2×. */
const PHOTO_SIDE = { thumb: 300, large: 600 } as const;

/** A product's drawing (productSvg) as the JPEG photo the API serves. */
export function productPhoto(svg: string, size: keyof typeof PHOTO_SIDE): Promise<Buffer> {
  const side = PHOTO_SIDE[size];
  // The drawing is 300 units a side: 72 dpi draws it at 300 px, 144 at 600.
  return sharp(Buffer.from(svg), { density: (72 * side) / 300 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export function iconSvg(name: string, colour: string): string {
  const icon = iconSet().icons.get(name);
  const label = name.replace(/-/g, ' ');
  const inside = icon
    ? placed(icon, 14, 14, 36)
    : `<text x="32" y="40" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#333">${escapeXml(label.slice(0, 2).toUpperCase())}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(label)}">
<circle cx="32" cy="32" r="30" fill="${colour}" fill-opacity="0.2"/>
${inside}
</svg>`;
}
