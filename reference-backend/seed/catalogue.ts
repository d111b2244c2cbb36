/**
 * Writes the catalogue of catalogue-data.ts into the database: categories (ids by position:
 * department 10, 20 …; group department+n; leaf group*100+n), vendors, characteristics and
 * products with coherent productInfos. Products 101–103 are the ones the contracts name
 * (contracts/provider-states.ts): spaghetti, passata, and milk with purchase limits. The others
 * are numbered from 104 in tree order, first the leaves' `lines`, then their `added` lines, so
 * the ids that seeded history and provider states use do not move when the catalogue grows.
 */
import type { Database } from '../database.ts';
import {
  DEPARTMENTS,
  type Department,
  type Kind,
  type Leaf,
  PRODUCT_CLASSES,
} from './catalogue-data.ts';
import { FILTER_CLASSES } from './filter-classes.ts';
import { descriptionOf } from './product-texts.ts';

interface Draft {
  name: string;
  pack: string;
  basePrice: number;
  brand: string;
  type: 'P' | 'C' | 'S' | 'V';
  department: Department;
  groupName: string;
  leaf: Leaf;
  categoryId: number;
}

/** The anchors of the contracts: [name, brand] → id and overrides. */
const ANCHORS = [
  {
    id: 101,
    name: 'Spaghetti n.5',
    brand: 'Barilla',
    slug: 'spaghetti-n5',
    barcode: '8001234567890',
  },
  { id: 102, name: 'Passata di pomodoro', brand: 'Mutti' },
  { id: 103, name: 'Latte UHT parzialmente scremato', brand: 'Granarolo' },
] as const;

/**
 * Products with videos of the video service (detail mode: `media` items of type 'video'), one
 * link form each: watch, shorts and short link. The ids are made up: the host's player says the
 * video is unavailable, which is enough for the storefront's embed.
 */
export const PRODUCT_VIDEOS: Readonly<Record<string, readonly string[]>> = {
  'gastronomia-sporta-lasagne-fresche-alla-bolognese-400-g': [
    'https://www.youtube.com/watch?v=SportaLasa1',
  ],
  'forno-sporta-focaccia-genovese-300-g': ['https://www.youtube.com/shorts/SportaFoca1'],
  'sporta-filetto-di-salmone-circa-300-g': ['https://youtu.be/SportaSalm1'],
};

/** A category group's per-group maximum of units by its slug (catalogue-data.ts `maxUnits`). */
export const GROUP_MAXIMUMS: ReadonlyMap<string, number> = new Map(
  DEPARTMENTS.flatMap((department) =>
    department.groups.flatMap((group) =>
      group.maxUnits ? [[slugify(group.name), group.maxUnits] as const] : [],
    ),
  ),
);

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An EAN-13 with its check digit. */
export function ean13(body12: string): string {
  const digits = body12.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Kilograms (or litres) in a pack text such as "500 g", "6 x 1,5 l", "circa 400 g". */
export function packKilos(pack: string): number | undefined {
  const match = /(?:(\d+)\s*x\s*)?(\d+(?:[.,]\d+)?)\s*(kg|g|l|ml|cl)\b/i.exec(pack);
  if (!match) return undefined;
  const count = match[1] ? Number(match[1]) : 1;
  const amount = Number((match[2] ?? '0').replace(',', '.'));
  const unit = (match[3] ?? '').toLowerCase();
  const factor = unit === 'g' || unit === 'ml' ? 0.001 : unit === 'cl' ? 0.01 : 1;
  return count * amount * factor;
}

/** One line of catalogue-data.ts: "Name|pack|price|brands|type|icon". */
export function parseLine(line: string): {
  name: string;
  pack: string;
  price: string;
  brandList: string;
  type: Draft['type'];
  icon: string | undefined;
} {
  const [name = '', pack = '', price = '0', brandList = 'Sporta', type = '', icon = ''] =
    line.split('|');
  return {
    name,
    pack,
    price,
    brandList,
    type: (type || 'P') as Draft['type'],
    icon: icon || undefined,
  };
}

/** Every line's icon by department and product name, and all the icon names the catalogue uses. */
export function catalogueIcons(): { byProduct: Map<string, string>; all: Set<string> } {
  const byProduct = new Map<string, string>();
  const all = new Set<string>();
  for (const department of DEPARTMENTS) {
    all.add(department.icon);
    for (const group of department.groups) {
      all.add(group.icon);
      for (const leaf of group.leaves) {
        all.add(leaf.icon);
        for (const line of [...leaf.lines, ...(leaf.added ?? [])]) {
          const { name, icon = leaf.icon } = parseLine(line);
          all.add(icon);
          const key = productIconKey(department.name, name);
          if (!byProduct.has(key)) byProduct.set(key, icon);
        }
      }
    }
  }
  return { byProduct, all };
}

export const productIconKey = (department: string, name: string) => `${department}\u0000${name}`;

export function seedCatalogue(db: Database, today: Date): { products: number; categories: number } {
  const drafts: Draft[] = [];
  let categories = 0;
  const insertCategory = (
    id: number,
    parentId: number | null,
    level: number,
    position: number,
    name: string,
    slug: string,
    sector: string,
    icon: string | null,
  ) => {
    db.run(
      'INSERT INTO categories (category_id, parent_id, level, position, name, slug, sector, icon, title) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      id,
      parentId,
      level,
      position,
      name,
      slug,
      sector,
      icon,
      level === 1 ? `${name}: la spesa online di Sporta` : null,
    );
    categories++;
  };

  const added: Draft[] = [];
  DEPARTMENTS.forEach((department, d) => {
    const departmentId = (d + 1) * 10;
    if (department.groups.length > 9) throw new Error(`Too many groups in ${department.name}`);
    const departmentSlug = department.slug ?? slugify(department.name);
    insertCategory(
      departmentId,
      null,
      1,
      d,
      department.name,
      departmentSlug,
      department.sector,
      department.icon,
    );
    department.groups.forEach((group, g) => {
      const groupId = departmentId + g + 1;
      insertCategory(
        groupId,
        departmentId,
        2,
        g,
        group.name,
        slugify(group.name),
        department.sector,
        group.icon,
      );
      group.leaves.forEach((leaf, l) => {
        const leafId = groupId * 100 + l + 1;
        insertCategory(
          leafId,
          groupId,
          3,
          l,
          leaf.name,
          slugify(leaf.name),
          department.sector,
          null,
        );
        const lines = [
          ...leaf.lines.map((line) => ({ line, into: drafts })),
          ...(leaf.added ?? []).map((line) => ({ line, into: added })),
        ];
        for (const { line, into } of lines) {
          const { name, pack, price, brandList, type } = parseLine(line);
          const brands = brandList.split(',');
          // The shop's own label sits next to most products, as on a real shelf.
          if (!brands.some((b) => b.startsWith('Sporta')) && type !== 'S' && type !== 'V')
            brands.push('Sporta');
          const first = brands[0] ?? 'Sporta';
          if (
            (type === 'P' || type === 'C') &&
            !/\bx\b/.test(pack) &&
            packKilos(pack) !== undefined
          ) {
            into.push({
              name,
              pack: `3 x ${pack}`,
              basePrice: round2(Number(price) * 3 * 0.9),
              brand: first,
              type: 'C',
              department,
              groupName: group.name,
              leaf,
              categoryId: leafId,
            });
          }
          for (const [b, brand] of brands.entries()) {
            // Other brands cost a little more or less than the first, as on a real shelf.
            const factor = brand.startsWith('Sporta') ? 0.82 : 1 + ((b * 7) % 5) * 0.04;
            into.push({
              name,
              pack,
              basePrice: round2(Number(price) * (b === 0 ? 1 : factor)),
              brand: brand.trim(),
              type,
              department,
              groupName: group.name,
              leaf,
              categoryId: leafId,
            });
          }
        }
      });
    });
  });

  drafts.push(...added);

  const vendors = new Map<string, number>();
  for (const draft of drafts) {
    if (!vendors.has(draft.brand)) {
      const vendorId = 124000 + vendors.size + 1;
      vendors.set(draft.brand, vendorId);
      db.run(
        'INSERT INTO vendors (vendor_id, name) VALUES (?, ?)',
        vendorId,
        draft.brand.toUpperCase(),
      );
    }
  }
  for (const productClass of [
    ...PRODUCT_CLASSES,
    ...FILTER_CLASSES.flatMap((facet) => facet.values),
  ]) {
    db.run(
      'INSERT INTO product_classes (class_id, name, descr) VALUES (?, ?, ?)',
      productClass.classId,
      productClass.name,
      productClass.descr,
    );
  }

  // Anchors first, then everything else in tree order.
  const ordered: { draft: Draft; id: number; slug?: string; barcode?: string }[] = [];
  const taken = new Set<Draft>();
  for (const anchor of ANCHORS) {
    const draft = drafts.find((d) => d.name === anchor.name && d.brand === anchor.brand);
    if (!draft) throw new Error(`Seed anchor missing: ${anchor.name}`);
    taken.add(draft);
    ordered.push({
      draft,
      id: anchor.id,
      ...('slug' in anchor ? { slug: anchor.slug, barcode: anchor.barcode } : {}),
    });
  }
  let nextId = 104;
  for (const draft of drafts) if (!taken.has(draft)) ordered.push({ draft, id: nextId++ });

  const usedSlugs = new Set<string>();
  for (const [index, entry] of ordered.entries()) {
    insertProduct(db, entry, index, vendors, usedSlugs, today);
  }
  for (const slug of Object.keys(PRODUCT_VIDEOS))
    if (!usedSlugs.has(slug)) throw new Error(`Seed video product missing: ${slug}`);
  return { products: ordered.length, categories };
}

function insertProduct(
  db: Database,
  entry: { draft: Draft; id: number; slug?: string; barcode?: string },
  index: number,
  vendors: Map<string, number>,
  usedSlugs: Set<string>,
  today: Date,
): void {
  const { draft, id } = entry;
  const leafName = draft.leaf.name;
  const tipologia = draft.type === 'S' ? 'Sfuso' : draft.type === 'C' ? 'Confezione' : 'Pezzo';
  const variable = draft.type === 'V';
  const loose = draft.type === 'S';
  const kilos = packKilos(draft.pack);
  const infos: Record<string, string> = {
    TIPOLOGIA: tipologia,
    MINACQ: '1',
    WEB_ENABLED: '1',
    CHECKED: 'true',
    STOCK_DAYS: String(60 + ((id * 37) % 400)),
    WEIGHT_VARIABLE: variable || loose ? 'true' : 'false',
    WEIGHT_UNIT_BASE: loose ? 'KG' : 'PZ',
    WEIGHT_SELLING: '0.0',
  };
  let price = draft.basePrice;
  let priceUm: number | null = kilos ? round2(price / kilos) : null;
  let um = 'PZ';
  if (loose) {
    const deli = /etto/.test(draft.pack);
    const cheese = draft.leaf.kind === 'cheese';
    infos.WEIGHT_SELLING = deli ? '0.1' : cheese ? '0.2' : '0.5';
    infos.STEP_SELLING = deli || cheese ? '0.1' : '0.25';
    infos.WEIGHT_UNIT_SELLING = 'KG';
    infos.UNIT_SELLING = 'KG';
    priceUm = price;
    um = 'KG';
  } else if (variable) {
    const weight = kilos ?? 1;
    infos.WEIGHT_SELLING_SINGLE_UNIT = String(weight);
    infos.WEIGHT_SELLING_SINGLE_UNIT_UM = 'KG';
    priceUm = price;
    price = round2(price * weight);
  } else {
    infos.QTY_MULT = '1';
    infos.UNIT_SELLING = 'PZ';
  }
  // Rules by department, so the availability codes of the cart have real cases.
  if (leafName === 'Torte e dolci da forno') infos.LEAD_TIME = '48';
  if (leafName === 'Piatti pronti freschi') infos.LEAD_TIME = '24';
  if (leafName === 'Pesce fresco') {
    infos.LEAD_TIME = '24';
    infos.DAY_LOCK = '2';
    infos.PRODUCT_LOCK_CUTOFF = '1-12:00';
  }
  if (leafName === 'Pane del forno') infos.DAY_LOCK = '1 7_3';
  if (draft.department.sector === 'Freschi' || draft.department.sector === 'Ortofrutta') {
    infos.IS_REPLACEABLE = 'true';
  }
  if (leafName === 'Acqua minerale') infos.MAXACQ = '10';
  if (id === 103) {
    Object.assign(infos, { MINACQ: '2', QTY_MULT: '2', QTY_LOCKED: 'true', MAXACQ: '10' });
  }

  // About one product in six is on promotion; some new; promos have a daily maximum.
  let promo: Record<string, unknown> | null = null;
  let priceDisplay = price;
  const validity = formatDay(addDays(today, -3));
  const expire = formatDay(addDays(today, 11));
  if (index % 7 === 3) {
    const discount = 10 + ((index * 13) % 31);
    priceDisplay = round2(price * (1 - discount / 100));
    promo = {
      warehousePromoId: 1911000 + id,
      discountPerc: round2((1 - priceDisplay / price) * 100 * 10) / 10,
      promoType: 'tapvis',
      warehousePromoTypeId: 5,
      cashDeskPromo: false,
      validityDate: validity,
      expireDate: expire,
      view: { cssClass: 'promo_discount promo_tapvis', body: 'PROMO' },
    };
    infos.MAXACQ ??= '12';
  } else if (index % 29 === 5 && !loose && !variable) {
    promo = {
      warehousePromoId: 1912000 + id,
      promoType: '3x2',
      warehousePromoTypeId: 6,
      cashDeskPromo: true,
      validityDate: validity,
      expireDate: formatDay(addDays(today, 5)),
      view: {
        cssClass: 'promo_axb',
        header: '3<span class="small">x</span>2',
        body: '3x2',
        promoOther: { nPrice: 3, m: 2 },
      },
    };
    infos.PRODUCT_AXB_CUTOFF = isoDay(addDays(today, 5));
  } else if (index % 31 === 9) {
    promo = {
      warehousePromoId: 1913000 + id,
      promoType: 'fidelity',
      warehousePromoTypeId: 7,
      selectable: true,
      discountPerc: 20,
      validityDate: validity,
      expireDate: expire,
      view: {
        cssClass: 'promo_selectable',
        body: '-20% CARTA',
        selectablePromoText: 'Sconto del 20% riservato ai titolari della carta Sporta',
      },
    };
  }

  const slugBase = entry.slug ?? slugify(`${draft.brand} ${draft.name} ${loose ? '' : draft.pack}`);
  let slug = slugBase;
  for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugBase}-${n}`;
  usedSlugs.add(slug);

  const selectOptions = selectOptionsOf(leafName, draft.name);
  const classes = PRODUCT_CLASSES.filter((c) => c.match.test(`${draft.name} ${draft.brand}`));
  db.run(
    `INSERT INTO products (product_id, category_id, vendor_id, code, name, brand, pack, slug, barcode,
      tipologia, price, price_display, price_um, um, iva_pct, infos, promo, select_options, description,
      is_new, available, kind, position, search)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    draft.categoryId,
    vendors.get(draft.brand) ?? 0,
    String(200000 + id),
    draft.name,
    draft.brand,
    loose
      ? /etto/.test(draft.pack)
        ? 'Prezzo al kg, venduto a etti'
        : 'Prezzo al kg'
      : draft.pack,
    slug,
    entry.barcode ?? ean13(`800${String(id).padStart(9, '0')}`),
    tipologia,
    price,
    priceDisplay,
    priceUm,
    um,
    draft.department.iva,
    JSON.stringify(infos),
    promo ? JSON.stringify(promo) : null,
    selectOptions ? JSON.stringify(selectOptions) : null,
    JSON.stringify(descriptionOf(draft.department.name, draft.groupName, draft.name)),
    index % 11 === 4,
    // A few products are out of stock: they show in lists as inactive.
    index % 53 === 17 ? 0 : 1,
    draft.leaf.kind satisfies Kind,
    index,
    `${draft.name} ${draft.brand} ${draft.pack} ${leafName} ${draft.groupName} ${draft.department.name}`.toLowerCase(),
  );
  // The product filter classes 40056, 40057, 40060-40064 (filter-classes.ts): every value that holds.
  const classed = {
    text: `${draft.name} ${draft.brand} ${draft.pack} ${leafName} ${draft.groupName} ${draft.department.name}`.toLowerCase(),
    sector: draft.department.sector,
    department: draft.department.name,
    tipologia,
  };
  const filterClasses = FILTER_CLASSES.flatMap((facet) =>
    facet.values.filter((value) => value.holds(classed)),
  );
  for (const productClass of [...classes, ...filterClasses]) {
    db.run(
      'INSERT INTO product_class_links (product_id, class_id) VALUES (?, ?)',
      id,
      productClass.classId,
    );
  }
}

function selectOptionsOf(leafName: string, productName: string): unknown[] | undefined {
  const option = (name: string, parameterName: string, values: string[]) => ({
    name,
    parameterName,
    selected: null,
    options: values.map((value) => ({ key: slugify(value), value })),
  });
  // More than four choices: the product page offers them in a select (shopping §2).
  if (productName === 'Torta della nonna' || productName === 'Crostata alla frutta')
    return [
      option('Scritta', 'writing', [
        'Nessuna',
        'Buon compleanno',
        'Auguri',
        'Congratulazioni',
        'Buon anniversario',
      ]),
    ];
  if (leafName === 'Pane del forno')
    return [option('Affettatura', 'slicing', ['Intero', 'Affettato'])];
  if (leafName === 'Piatti pronti freschi')
    return [option('Porzione', 'portion', ['Monoporzione', 'Per la famiglia'])];
  if (leafName === 'Salumi al banco')
    return [option('Taglio', 'cut', ['Sottile', 'Normale', 'Spesso'])];
  if (leafName === 'Pesce fresco')
    return [
      option('Pulizia', 'cleaning', ['Intero', 'Eviscerato', 'Sfilettato']),
      option('Confezione', 'packing', ['Vaschetta', 'Sottovuoto']),
    ];
  return undefined;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
function formatDay(date: Date): string {
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}
