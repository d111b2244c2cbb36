/**
 * The product filter classes 40056, 40057 and 40060-40064 (spec: shopping §9): each a facet of
 * the listings, offered as `product_class_<class>` beside `product_class_10000` (observed §3.7),
 * its values product classes of their own. The spec names the classes but not what each holds;
 * the reference backend gives each a grocery meaning a shopper filters by, and places every
 * product by its department, sector, kind of sale and words — so each facet has real cases.
 */

/** What a product is matched on. */
export interface ClassedProduct {
  /** Name, brand, pack, leaf, group and department, lower case. */
  text: string;
  sector: string;
  department: string;
  /** TIPOLOGIA: Pezzo, Sfuso or Confezione. */
  tipologia: string;
}

export interface FilterClass {
  /** The facet: product_class_<facetId>. */
  facetId: number;
  facetName: string;
  values: {
    classId: number;
    name: string;
    descr: string;
    holds(product: ClassedProduct): boolean;
  }[];
}

const FOOD = new Set(['Dispensa', 'Ortofrutta', 'Freschi', 'Pane', 'Surgelati', 'Bevande']);
const food = (p: ClassedProduct) => FOOD.has(p.sector);

export const FILTER_CLASSES: readonly FilterClass[] = [
  {
    facetId: 40056,
    facetName: 'Conservazione',
    values: [
      {
        classId: 4005601,
        name: 'Fresco',
        descr: 'FRESCO',
        holds: (p) => ['Freschi', 'Ortofrutta', 'Pane'].includes(p.sector),
      },
      {
        classId: 4005602,
        name: 'Surgelato',
        descr: 'SURGELATO',
        holds: (p) => p.sector === 'Surgelati',
      },
      {
        classId: 4005603,
        name: 'A lunga conservazione',
        descr: 'LUNGA CONSERVAZIONE',
        holds: (p) => p.sector === 'Dispensa' || p.sector === 'Bevande',
      },
    ],
  },
  {
    facetId: 40057,
    facetName: 'Origine',
    values: [
      {
        classId: 4005701,
        name: 'Prodotto in Italia',
        descr: 'ITALIA',
        holds: (p) => food(p) && /\b(dop|igp|docg?)\b|italian|sporta|pasta/.test(p.text),
      },
      {
        classId: 4005702,
        name: 'Dalla Lombardia',
        descr: 'LOMBARDIA',
        holds: (p) =>
          /lombard|valtellin|bresaola|grana padano|gorgonzola|taleggio|milan/.test(p.text),
      },
    ],
  },
  {
    facetId: 40060,
    facetName: 'Modo di vendita',
    values: [
      { classId: 4006001, name: 'Sfuso', descr: 'SFUSO', holds: (p) => p.tipologia === 'Sfuso' },
      { classId: 4006002, name: 'A pezzo', descr: 'PEZZO', holds: (p) => p.tipologia === 'Pezzo' },
      {
        classId: 4006003,
        name: 'In confezione',
        descr: 'CONFEZIONE',
        holds: (p) => p.tipologia === 'Confezione',
      },
    ],
  },
  {
    facetId: 40061,
    facetName: 'Alimentazione',
    values: [
      {
        classId: 4006101,
        name: 'Vegetariano',
        descr: 'VEGETARIANO',
        holds: (p) =>
          food(p) &&
          p.department !== 'Carne e pesce' &&
          !/tonno|acciugh|salum|prosciutt|bresaola/.test(p.text),
      },
      {
        classId: 4006102,
        name: 'Vegano',
        descr: 'VEGANO',
        holds: (p) =>
          p.sector === 'Ortofrutta' ||
          /soia|avena|legum|ceci|lenticch|fagiol|tofu|farro/.test(p.text),
      },
    ],
  },
  {
    facetId: 40062,
    facetName: 'Formato',
    values: [
      {
        classId: 4006201,
        name: 'Monoporzione',
        descr: 'MONOPORZIONE',
        holds: (p) => /monoporzion|snack|merendin|\b\d+ ?x ?\d/.test(p.text),
      },
      {
        classId: 4006202,
        name: 'Formato famiglia',
        descr: 'FAMIGLIA',
        holds: (p) => /\b([2-9]|1[0-9]) ?(kg|l)\b|\b1,5 ?l\b|\b6 ?x/.test(p.text),
      },
    ],
  },
  {
    facetId: 40063,
    facetName: 'Per chi',
    values: [
      {
        classId: 4006301,
        name: 'Per bambini',
        descr: 'BAMBINI',
        holds: (p) => /bimb|baby|junior|infanzia|omogeneizz|pannolin/.test(p.text),
      },
      {
        classId: 4006302,
        name: 'Per animali',
        descr: 'ANIMALI',
        holds: (p) => /cane|cani|gatt|croccant|lettiera|\bpet\b/.test(p.text),
      },
    ],
  },
  {
    facetId: 40064,
    facetName: 'Sostenibilità',
    values: [
      {
        classId: 4006401,
        name: 'Ricarica e sfuso',
        descr: 'RICARICA',
        holds: (p) => /ricaric|eco|riciclat|compostabil/.test(p.text) || p.tipologia === 'Sfuso',
      },
    ],
  },
];

/** The facet of a filter class value, by its class id. */
export const FACET_OF_CLASS: ReadonlyMap<number, FilterClass> = new Map(
  FILTER_CLASSES.flatMap((facet) => facet.values.map((value) => [value.classId, facet] as const)),
);
