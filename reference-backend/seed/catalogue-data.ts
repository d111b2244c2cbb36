/**
 * The seeded Italian catalogue: 12 departments, three levels, product lines per leaf.
 * A line is "Name|pack|price|brands|type|icon": price in euro (per kg for Sfuso and for pieces of
 * variable weight), brands comma-separated (one product per brand), type P (Pezzo, default),
 * C (Confezione), S (Sfuso, by weight) or V (Pezzo of variable weight, priced per kg), icon an
 * optional picture for the line instead of the leaf's.
 *
 * Product ids follow the order of the catalogue (seed/catalogue.ts): first every leaf's `lines`,
 * then every leaf's `added`. Seeded orders, lists and provider states name products by id, so new
 * lines go into `added` (new leaves and groups at the end of their parent), never into `lines`.
 *
 * Icons (departments, groups, leaves, lines) are names from Fluent Emoji Flat by Microsoft
 * (MIT licence), shipped in the npm package @iconify-json/fluent-emoji-flat; pages/pictures.ts
 * draws product pictures and category icons from it, with no network.
 */

export type Kind =
  | 'box'
  | 'bottle'
  | 'jar'
  | 'can'
  | 'bag'
  | 'fruit'
  | 'leaf'
  | 'tray'
  | 'cheese'
  | 'bread'
  | 'carton'
  | 'tube'
  | 'cup'
  | 'egg'
  | 'fish'
  | 'pack';

export interface Leaf {
  name: string;
  kind: Kind;
  /** Fluent Emoji Flat icon of the leaf's products. */
  icon: string;
  lines: string[];
  /** Lines added later, numbered after all `lines` of the catalogue so earlier ids stay put. */
  added?: string[];
}
export interface Department {
  name: string;
  slug?: string;
  sector: string;
  /** Fluent Emoji Flat icon of the department's category. */
  icon: string;
  color: string;
  /** IVA rate of the department's products. */
  iva: '0.04' | '0.10' | '0.22';
  /** At most nine groups: their ids are department id + 1 … + 9. */
  groups: {
    name: string;
    /** Fluent Emoji Flat icon. */
    icon: string;
    /**
     * The group's maximum of units a shopper may buy in one order, across its products (spec:
     * shopping §9 "A category group can have a per-group maximum of units (tooltip)"); served as
     * metaData.category_info.MAXACQ of the group's category.
     */
    maxUnits?: number;
    leaves: Leaf[];
  }[];
}

export const DEPARTMENTS: readonly Department[] = [
  {
    name: 'Pasta',
    slug: 'pasta',
    sector: 'Dispensa',
    icon: 'spaghetti',
    color: '#e8a33d',
    iva: '0.04',
    groups: [
      {
        name: 'Pasta secca',
        icon: 'spaghetti',
        leaves: [
          {
            name: 'Pasta lunga',
            kind: 'box',
            icon: 'spaghetti',
            lines: [
              'Spaghetti n.5|500 g|0.89|Barilla,De Cecco,Sporta',
              'Linguine n.13|500 g|0.95|Barilla,Garofalo',
              'Bucatini|500 g|1.09|De Cecco,Rummo',
              'Spaghetti integrali|500 g|1.29|Barilla,Sporta Bio',
              'Tagliatelle all’uovo|250 g|1.69|Giovanni Rana,Sporta',
            ],
            added: [
              'Spaghettoni n.7|500 g|1.15|Rummo,Voiello',
              'Vermicelli|500 g|1.19|Garofalo',
              'Pappardelle all’uovo|250 g|1.89|Giovanni Rana,Sporta',
            ],
          },
          {
            name: 'Pasta corta',
            kind: 'box',
            icon: 'spaghetti',
            lines: [
              'Penne rigate n.73|500 g|0.89|Barilla,Sporta',
              'Mezze maniche rigate|1 kg|1.49|Divella,Garofalo',
              'Fusilli n.34|500 g|0.95|De Cecco,Rummo,Sporta',
              'Rigatoni|500 g|1.05|Rummo,La Molisana',
              'Farfalle|500 g|0.99|Barilla,La Molisana',
              'Penne senza glutine|400 g|2.39|Barilla,Felicia',
            ],
            added: [
              'Paccheri di Gragnano IGP|500 g|1.69|Garofalo,Voiello',
              'Orecchiette|500 g|1.29|Divella',
              'Tortiglioni|500 g|0.99|Barilla,Sporta',
              'Trofie liguri|500 g|1.39|Rummo',
            ],
          },
          {
            name: 'Pastina e formati per minestre',
            kind: 'box',
            icon: 'steaming-bowl',
            lines: [],
            added: [
              'Ditalini rigati|500 g|0.89|Barilla,De Cecco',
              'Stelline|500 g|0.99|Barilla',
              'Anellini siciliani|500 g|1.09|Poiatti',
            ],
          },
        ],
      },
      {
        name: 'Pasta fresca e ripiena',
        icon: 'dumpling',
        leaves: [
          {
            name: 'Pasta ripiena',
            kind: 'tray',
            icon: 'dumpling',
            lines: [
              'Tortellini al prosciutto crudo|250 g|2.49|Giovanni Rana,Sporta',
              'Ravioli ricotta e spinaci|250 g|2.29|Giovanni Rana,Fini',
              'Cappelletti alla carne|500 g|3.99|Fini',
            ],
            added: [
              'Tortelloni ricotta e spinaci|250 g|2.59|Giovanni Rana',
              'Agnolotti piemontesi al brasato|250 g|3.19|Sporta',
            ],
          },
          {
            name: 'Gnocchi e sfoglie',
            kind: 'tray',
            icon: 'dumpling',
            lines: [
              'Gnocchi di patate|500 g|1.49|Sporta,Giovanni Rana',
              'Sfoglia per lasagne|250 g|1.79|Giovanni Rana|P|shallow-pan-of-food',
            ],
            added: [
              'Trofie fresche|400 g|1.99|Sporta',
              'Chicche di patate|500 g|1.79|Giovanni Rana',
            ],
          },
        ],
      },
      {
        name: 'Riso e cereali',
        icon: 'cooked-rice',
        leaves: [
          {
            name: 'Riso',
            kind: 'box',
            icon: 'cooked-rice',
            lines: [
              'Riso Carnaroli|1 kg|3.29|Scotti,Gallo,Sporta',
              'Riso Arborio|1 kg|2.49|Gallo,Sporta',
              'Riso Basmati|500 g|1.99|Scotti',
              'Riso Venere integrale|500 g|2.89|Scotti',
            ],
            added: [
              'Riso Originario per minestre|1 kg|1.79|Flora',
              'Riso Vialone Nano IGP|1 kg|3.49|Sporta',
            ],
          },
          {
            name: 'Cereali e legumi secchi',
            kind: 'bag',
            icon: 'sheaf-of-rice',
            lines: [
              'Farro perlato|400 g|1.89|Sporta Bio,Valle Fiorita',
              'Orzo perlato|500 g|1.39|Sporta',
              'Quinoa|300 g|2.99|Sporta Bio',
            ],
            added: [
              'Lenticchie secche|500 g|1.99|Sporta Bio,Valle Fiorita|P|beans',
              'Cous cous|500 g|1.59|Sporta|P|cooked-rice',
              'Ceci secchi|500 g|1.69|Valle Fiorita|P|beans',
            ],
          },
        ],
      },
      {
        name: 'Farine e preparati',
        icon: 'sheaf-of-rice',
        leaves: [
          {
            name: 'Farine',
            kind: 'bag',
            icon: 'sheaf-of-rice',
            lines: [
              'Farina 00|1 kg|0.79|Molino Chiavazza,Sporta',
              'Farina Manitoba|1 kg|1.49|Molino Chiavazza',
              'Farina integrale|1 kg|1.29|Sporta Bio',
            ],
            added: [
              'Farina di semola rimacinata|1 kg|1.39|Molino Chiavazza',
              'Farina di mais per polenta|1 kg|1.69|Valsugana|P|ear-of-corn',
            ],
          },
          {
            name: 'Preparati e lieviti',
            kind: 'box',
            icon: 'birthday-cake',
            lines: [
              'Lievito di birra secco|3 x 7 g|0.99|Paneangeli|P|bread',
              'Preparato per pizza|1 kg|2.19|Molino Chiavazza|P|pizza',
            ],
            added: [
              'Lievito per dolci vanigliato|3 x 16 g|0.89|Paneangeli',
              'Preparato per torta al cioccolato|400 g|2.79|Cameo|P|chocolate-bar',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Dispensa',
    sector: 'Dispensa',
    icon: 'canned-food',
    color: '#c0392b',
    iva: '0.10',
    groups: [
      {
        name: 'Conserve e sughi',
        icon: 'tomato',
        leaves: [
          {
            name: 'Passate e polpe',
            kind: 'bottle',
            icon: 'tomato',
            lines: [
              'Passata di pomodoro|700 g|0.99|Mutti,Cirio,Sporta',
              'Polpa di pomodoro a pezzettoni|400 g|0.79|Mutti,Cirio',
              'Pomodori pelati|400 g|0.69|Cirio,Sporta',
              'Concentrato di pomodoro|3 x 70 g|1.19|Mutti',
            ],
            added: [
              'Passata rustica|690 g|1.29|Mutti,Pomì',
              'Pomodorini ciliegini|400 g|1.49|Cirio',
            ],
          },
          {
            name: 'Sughi pronti',
            kind: 'jar',
            icon: 'jar',
            lines: [
              'Sugo al basilico|400 g|1.89|Barilla,Sporta',
              'Ragù alla bolognese|400 g|2.49|Barilla,Star',
              'Pesto alla genovese|190 g|2.59|Barilla,Sacla|P|herb',
            ],
            added: [
              'Sugo all’arrabbiata|400 g|1.99|Barilla,Sacla|P|hot-pepper',
              'Pesto rosso|190 g|2.69|Sacla|P|tomato',
              'Ragù di cinghiale|180 g|3.49|Sporta|P|pot-of-food',
            ],
          },
          {
            name: 'Sottoli e sottaceti',
            kind: 'jar',
            icon: 'jar',
            lines: [],
            added: [
              'Carciofini sott’olio|280 g|3.29|Sacla,Sporta',
              'Olive verdi denocciolate|290 g|1.79|Sacla|P|olive',
              'Giardiniera|290 g|1.69|Ponti|P|bell-pepper',
              'Capperi sotto sale|100 g|1.99|Sporta|P|herb',
            ],
          },
        ],
      },
      {
        name: 'Olio, aceto e condimenti',
        icon: 'olive',
        leaves: [
          {
            name: 'Olio',
            kind: 'bottle',
            icon: 'olive',
            lines: [
              'Olio extravergine di oliva|1 l|9.49|Monini,Carapelli,Sporta',
              'Olio extravergine di oliva biologico|750 ml|8.99|Monini,Sporta Bio',
              'Olio di semi di girasole|1 l|2.29|Sporta,Cuore',
            ],
            added: [
              'Olio extravergine di oliva Toscano IGP|500 ml|8.49|Sporta',
              'Olio di semi di arachide|1 l|2.99|Cuore',
            ],
          },
          {
            name: 'Aceto e salse',
            kind: 'bottle',
            icon: 'jar',
            lines: [
              'Aceto balsamico di Modena IGP|500 ml|2.99|Ponti,Sporta',
              'Maionese|225 ml|1.69|Calvé,Kraft|P|egg',
              'Ketchup|390 g|1.99|Heinz|P|tomato',
            ],
            added: [
              'Aceto di vino bianco|1 l|0.99|Ponti,Sporta',
              'Senape delicata|200 g|1.49|Develey',
              'Salsa tonnata|135 g|2.19|Star|P|fish',
            ],
          },
        ],
      },
      {
        name: 'Legumi e scatolame',
        icon: 'canned-food',
        leaves: [
          {
            name: 'Legumi in scatola',
            kind: 'can',
            icon: 'beans',
            lines: [
              'Ceci lessati|3 x 400 g|2.29|Valfrutta,Sporta',
              'Fagioli borlotti|400 g|0.89|Valfrutta,Cirio',
              'Lenticchie lessate|400 g|0.99|Valfrutta',
            ],
            added: [
              'Fagioli cannellini|400 g|0.89|Valfrutta,Cirio',
              'Mais dolce|3 x 160 g|1.99|Bonduelle,Sporta|P|ear-of-corn',
              'Piselli finissimi in scatola|400 g|0.99|Valfrutta|P|pea-pod',
            ],
          },
          {
            name: 'Tonno e pesce in scatola',
            kind: 'can',
            icon: 'canned-food',
            lines: [
              'Tonno all’olio di oliva|3 x 80 g|3.99|Rio Mare,Nostromo,Sporta',
              'Sgombro al naturale|2 x 110 g|2.79|Rio Mare|P|fish',
              'Filetti di acciughe|46 g|2.19|Rizzoli|P|fish',
            ],
            added: [
              'Filetti di tonno all’olio di oliva|180 g|5.49|Callipo,As do Mar',
              'Salmone al naturale|160 g|3.79|Rio Mare|P|fish',
            ],
          },
        ],
      },
      {
        name: 'Sale, zucchero e spezie',
        icon: 'salt',
        leaves: [
          {
            name: 'Sale e zucchero',
            kind: 'box',
            icon: 'salt',
            lines: [
              'Sale marino fino iodato|1 kg|0.59|Sosalt,Sporta',
              'Zucchero semolato|1 kg|1.19|Eridania,Italia Zuccheri|P|candy',
              'Zucchero di canna|500 g|1.49|Eridania|P|candy',
            ],
            added: [
              'Sale grosso marino|1 kg|0.45|Sosalt,Sporta',
              'Zucchero a velo|250 g|1.09|Eridania|P|candy',
            ],
          },
          {
            name: 'Spezie ed erbe',
            kind: 'jar',
            icon: 'herb',
            lines: [
              'Origano|15 g|1.29|Cannamela',
              'Pepe nero macinato|50 g|2.49|Cannamela,Sporta|P|salt',
              'Dado vegetale|10 cubi|1.19|Star,Knorr|P|pot-of-food',
            ],
            added: [
              'Paprika dolce|40 g|1.69|Cannamela|P|hot-pepper',
              'Peperoncino frantumato|30 g|1.49|Cannamela,Sporta|P|hot-pepper',
              'Brodo granulare|120 g|1.99|Knorr,Star|P|pot-of-food',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Colazione e dolci',
    sector: 'Dispensa',
    icon: 'croissant',
    color: '#8e5a2b',
    iva: '0.10',
    groups: [
      {
        name: 'Biscotti e merendine',
        icon: 'cookie',
        leaves: [
          {
            name: 'Biscotti',
            kind: 'bag',
            icon: 'cookie',
            lines: [
              'Biscotti frollini|800 g|2.99|Mulino Bianco,Sporta',
              'Biscotti integrali|700 g|2.79|Mulino Bianco,Gentilini',
              'Frollini al cioccolato|350 g|1.99|Mulino Bianco,Balocco|P|chocolate-bar',
              'Fette biscottate|36 pz|1.89|Mulino Bianco,Buitoni|P|bread',
            ],
            added: [
              'Cantucci toscani alle mandorle|250 g|2.99|Sporta',
              'Wafer alla nocciola|175 g|1.59|Loacker',
              'Biscotti al burro|400 g|2.29|Galbusera',
            ],
          },
          {
            name: 'Merendine',
            kind: 'box',
            icon: 'cupcake',
            lines: [
              'Merendine al cacao|10 x 35 g|2.49|Mulino Bianco,Kinder',
              'Croissant all’albicocca|6 x 50 g|2.19|Bauli,Sporta|P|croissant',
            ],
            added: [
              'Pan di Spagna|400 g|1.99|Sporta|P|shortcake',
              'Plumcake allo yogurt|10 x 33 g|2.29|Mulino Bianco,Sporta',
            ],
          },
        ],
      },
      {
        name: 'Caffè, tè e tisane',
        icon: 'hot-beverage',
        leaves: [
          {
            name: 'Caffè',
            kind: 'pack',
            icon: 'hot-beverage',
            lines: [
              'Caffè macinato classico|2 x 250 g|6.49|Lavazza,Kimbo,Sporta',
              'Caffè in grani|1 kg|14.90|Lavazza,Illy',
              'Capsule compatibili espresso|30 pz|7.99|Lavazza,Kimbo|P|hot-beverage',
              'Caffè decaffeinato|250 g|3.99|Lavazza,Hag',
            ],
            added: [
              'Caffè macinato 100% arabica|250 g|3.99|Illy,Pellini',
              'Cialde caffè ESE|50 pz|9.90|Kimbo',
              'Orzo solubile|120 g|2.49|Crastan',
            ],
          },
          {
            name: 'Tè e tisane',
            kind: 'box',
            icon: 'teapot',
            lines: [
              'Tè nero English Breakfast|25 filtri|2.29|Twinings',
              'Tisana camomilla|20 filtri|1.79|Bonomelli,Sporta',
            ],
            added: [
              'Tè verde|20 filtri|1.99|Twinings,Sporta',
              'Infuso ai frutti di bosco|20 filtri|1.89|Pompadour',
            ],
          },
        ],
      },
      {
        name: 'Cereali e creme',
        icon: 'bowl-with-spoon',
        leaves: [
          {
            name: 'Cereali per la colazione',
            kind: 'box',
            icon: 'bowl-with-spoon',
            lines: [
              'Corn flakes|375 g|2.69|Kellogg’s,Sporta',
              'Muesli con frutta|500 g|2.99|Sporta Bio',
            ],
            added: [
              'Fiocchi d’avena|500 g|1.49|Quaker,Sporta Bio',
              'Cereali integrali al cioccolato|375 g|3.19|Kellogg’s',
            ],
          },
          {
            name: 'Confetture e creme spalmabili',
            kind: 'jar',
            icon: 'honey-pot',
            lines: [
              'Confettura extra di albicocche|340 g|2.59|Zuegg,Sporta|P|peach',
              'Crema spalmabile alle nocciole|400 g|3.79|Nutella,Sporta|P|chocolate-bar',
              'Miele millefiori|500 g|4.99|Ambrosoli,Sporta Bio|P|honey-pot',
            ],
            added: [
              'Confettura extra di fragole|340 g|2.59|Zuegg,Rigoni di Asiago|P|strawberry',
              'Crema di pistacchio|200 g|4.99|Sporta|P|jar',
              'Miele di acacia|250 g|3.99|Ambrosoli',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Frutta e verdura',
    sector: 'Ortofrutta',
    icon: 'red-apple',
    color: '#4caf50',
    iva: '0.04',
    groups: [
      {
        name: 'Frutta',
        icon: 'red-apple',
        leaves: [
          {
            name: 'Frutta fresca',
            kind: 'fruit',
            icon: 'red-apple',
            lines: [
              'Mele Golden Delicious|al kg|2.29|Melinda|S|green-apple',
              'Mele Fuji|al kg|2.49|Val Venosta|S|red-apple',
              'Banane|al kg|1.79|Chiquita,Sporta|S|banana',
              'Arance da tavola|al kg|1.99|Sporta|S|tangerine',
              'Kiwi|al kg|2.99|Zespri|S|kiwi-fruit',
              'Pere Abate|al kg|2.69|Sporta|S|pear',
              'Ananas|1 pz circa 1,5 kg|2.19|Del Monte|V|pineapple',
            ],
            added: [
              'Limoni di Sicilia|al kg|2.49|Sporta|S|lemon',
              'Clementine di Calabria IGP|al kg|2.29|Sporta|S|tangerine',
              'Pesche gialle|al kg|2.99|Sporta|S|peach',
              'Melone retato|1 pz circa 1,2 kg|1.89|Sporta|V|melon',
              'Anguria|1 pz circa 5 kg|0.79|Sporta|V|watermelon',
              'Mango|1 pz circa 400 g|5.90|Sporta|V|mango',
              'Avocado Hass|2 pz|2.99|Sporta|P|avocado',
              'Cocco|1 pz|1.99|Sporta|P|coconut',
            ],
          },
          {
            name: 'Frutti di bosco e confezionata',
            kind: 'cup',
            icon: 'blueberries',
            lines: [
              'Mirtilli|125 g|2.49|Sporta|P|blueberries',
              'Fragole|500 g|3.49|Sporta|P|strawberry',
              'Uva da tavola Italia|500 g|2.29|Sporta|P|grapes',
            ],
            added: [
              'Ciliegie di Vignola IGP|500 g|4.99|Sporta|P|cherries',
              'Lamponi|125 g|2.99|Sporta',
            ],
          },
        ],
      },
      {
        name: 'Verdura',
        icon: 'carrot',
        leaves: [
          {
            name: 'Verdura fresca',
            kind: 'leaf',
            icon: 'carrot',
            lines: [
              'Pomodori ramati|al kg|2.79|Sporta|S|tomato',
              'Zucchine|al kg|2.49|Sporta|S|cucumber',
              'Patate a pasta gialla|al kg|1.29|Sporta|S|potato',
              'Carote|al kg|1.19|Sporta|S|carrot',
              'Cipolle dorate|al kg|1.39|Sporta|S|onion',
              'Melanzane|al kg|2.29|Sporta|S|eggplant',
              'Finocchi|al kg|1.99|Sporta|S|leafy-green',
            ],
            added: [
              'Peperoni gialli e rossi|al kg|2.99|Sporta|S|bell-pepper',
              'Broccoli|al kg|2.49|Sporta|S|broccoli',
              'Cetrioli|al kg|1.79|Sporta|S|cucumber',
              'Zenzero|al kg|6.90|Sporta|S|ginger-root',
              'Aglio bianco|3 teste|1.29|Sporta|P|garlic',
              'Funghi champignon|400 g|2.49|Sporta|P|brown-mushroom',
              'Lattuga romana|1 pz|0.99|Sporta|P|leafy-green',
              'Pomodorini datterini|500 g|2.79|Sporta|P|tomato',
              'Patate dolci|al kg|2.99|Sporta|S|roasted-sweet-potato',
            ],
          },
          {
            name: 'Insalate e verdure pronte',
            kind: 'bag',
            icon: 'green-salad',
            lines: [
              'Insalata mista lavata|250 g|1.69|Bonduelle,Sporta',
              'Rucola lavata|125 g|1.29|Bonduelle,Sporta|P|leafy-green',
              'Minestrone fresco da cuocere|600 g|2.49|Sporta|P|pot-of-food',
            ],
            added: [
              'Valeriana lavata|100 g|1.49|Bonduelle,Sporta|P|leafy-green',
              'Spinacini novelli|150 g|1.79|Sporta|P|leafy-green',
            ],
          },
        ],
      },
      {
        name: 'Frutta secca',
        icon: 'chestnut',
        leaves: [
          {
            name: 'Frutta secca e disidratata',
            kind: 'bag',
            icon: 'chestnut',
            lines: [
              'Noci sgusciate|200 g|3.99|Noberasco,Sporta|P|chestnut',
              'Mandorle pelate|200 g|3.49|Noberasco|P|chestnut',
              'Pistacchi tostati salati|250 g|4.99|Sporta|P|peanuts',
            ],
            added: [
              'Arachidi tostate|500 g|2.49|Sporta|P|peanuts',
              'Nocciole del Piemonte IGP|150 g|4.49|Noberasco',
              'Datteri Deglet Nour|250 g|2.99|Noberasco|P|chestnut',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Latte, latticini e uova',
    sector: 'Freschi',
    icon: 'glass-of-milk',
    color: '#2f80ed',
    iva: '0.04',
    groups: [
      {
        name: 'Latte',
        icon: 'glass-of-milk',
        leaves: [
          {
            name: 'Latte fresco e UHT',
            kind: 'carton',
            icon: 'glass-of-milk',
            lines: [
              'Latte UHT parzialmente scremato|1 l|1.09|Granarolo,Parmalat,Sporta',
              'Latte fresco intero alta qualità|1 l|1.79|Granarolo,Centrale del Latte di Milano',
              'Latte senza lattosio|1 l|1.69|Zymil,Sporta',
            ],
            added: [
              'Latte fresco parzialmente scremato|1 l|1.59|Granarolo,Sporta',
              'Latte di capra UHT|500 ml|1.99|Sporta',
            ],
          },
          {
            name: 'Bevande vegetali',
            kind: 'carton',
            icon: 'beverage-box',
            lines: [
              'Bevanda di soia|1 l|1.79|Alpro,Sporta Bio',
              'Bevanda d’avena|1 l|1.99|Alpro,Oatly',
            ],
            added: ['Bevanda di mandorla|1 l|2.29|Alpro,Valsoia'],
          },
        ],
      },
      {
        name: 'Yogurt e dessert',
        icon: 'custard',
        leaves: [
          {
            name: 'Yogurt',
            kind: 'cup',
            icon: 'custard',
            lines: [
              'Yogurt bianco intero|2 x 125 g|0.99|Müller,Yomo,Sporta|C',
              'Yogurt greco 0% grassi|170 g|1.29|Fage,Sporta',
              'Yogurt alla fragola|4 x 125 g|2.19|Yomo,Müller|C',
            ],
            added: [
              'Yogurt da bere ai frutti di bosco|4 x 200 g|2.49|Yomo|C',
              'Kefir bianco|500 g|2.19|Sporta|P|glass-of-milk',
            ],
          },
          {
            name: 'Dessert',
            kind: 'cup',
            icon: 'custard',
            lines: [
              'Budino al cioccolato|4 x 100 g|1.99|Cameo',
              'Panna cotta|2 x 100 g|1.79|Sporta',
            ],
            added: ['Tiramisù|2 x 90 g|2.49|Sporta', 'Crème caramel|2 x 100 g|1.69|Cameo'],
          },
        ],
      },
      {
        name: 'Formaggi',
        icon: 'cheese-wedge',
        leaves: [
          {
            name: 'Formaggi freschi',
            kind: 'cheese',
            icon: 'cheese-wedge',
            lines: [
              'Mozzarella di latte vaccino|125 g|0.99|Santa Lucia,Vallelata,Sporta',
              'Mozzarella di bufala campana DOP|250 g|3.49|Sporta',
              'Stracchino|165 g|1.69|Nonno Nanni,Sporta',
              'Ricotta vaccina|250 g|1.49|Vallelata,Sporta',
            ],
            added: [
              'Burrata pugliese|200 g|3.29|Sporta',
              'Mascarpone|250 g|2.19|Galbani,Sporta',
              'Robiola|100 g|1.49|Osella',
            ],
          },
          {
            name: 'Formaggi stagionati',
            kind: 'cheese',
            icon: 'cheese-wedge',
            lines: [
              'Parmigiano Reggiano DOP 24 mesi|al kg|21.90|Sporta|S',
              'Grana Padano DOP grattugiato|100 g|1.99|Sporta,Zanetti',
              'Gorgonzola DOP dolce|al kg|12.90|Igor|S',
              'Taleggio DOP|200 g|3.29|Sporta',
            ],
            added: [
              'Pecorino Romano DOP|al kg|16.90|Sporta|S',
              'Asiago DOP fresco|al kg|11.90|Sporta|S',
              'Provolone Valpadana DOP dolce|al kg|10.90|Auricchio|S',
              'Fontina DOP|al kg|17.50|Sporta|S',
            ],
          },
        ],
      },
      {
        name: 'Uova, burro e panna',
        icon: 'egg',
        leaves: [
          {
            name: 'Uova',
            kind: 'egg',
            icon: 'egg',
            lines: [
              'Uova fresche da galline allevate a terra|6 pz|1.99|Sporta,Aia',
              'Uova biologiche|4 pz|2.29|Sporta Bio',
            ],
            added: ['Uova fresche grandi|10 pz|3.19|Sporta,Aia'],
          },
          {
            name: 'Burro e panna',
            kind: 'pack',
            icon: 'butter',
            lines: [
              'Burro|250 g|2.49|Granarolo,Sporta',
              'Panna fresca da montare|200 ml|1.49|Granarolo|P|glass-of-milk',
            ],
            added: [
              'Panna da cucina|200 ml|0.99|Chef,Sporta|P|glass-of-milk',
              'Burro di montagna|250 g|3.19|Brimi',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Carne e pesce',
    sector: 'Freschi',
    icon: 'cut-of-meat',
    color: '#b03a48',
    iva: '0.10',
    groups: [
      {
        name: 'Carne',
        icon: 'cut-of-meat',
        leaves: [
          {
            name: 'Bovino',
            kind: 'tray',
            icon: 'cut-of-meat',
            lines: [
              'Fettine di scottona|circa 400 g|18.90|Sporta|V',
              'Macinato scelto di bovino|circa 500 g|11.90|Sporta|V',
              'Hamburger di bovino|2 x 100 g|2.99|Sporta|P|hamburger',
            ],
            added: [
              'Arrosto di vitello|circa 800 g|22.90|Sporta|V',
              'Spezzatino di manzo|circa 500 g|13.90|Sporta|V',
              'Bistecca di scottona|circa 350 g|26.90|Sporta|V|meat-on-bone',
            ],
          },
          {
            name: 'Pollo e tacchino',
            kind: 'tray',
            icon: 'poultry-leg',
            lines: [
              'Petto di pollo a fette|circa 450 g|10.90|Amadori,Aia|V',
              'Cosce di pollo|circa 800 g|5.90|Amadori|V|poultry-leg',
              'Fesa di tacchino a fette|circa 300 g|13.50|Aia|V',
            ],
            added: [
              'Petto di pollo intero|circa 1 kg|9.90|Amadori,Aia|V',
              'Cotolette di pollo impanate|250 g|3.49|Amadori,Aia',
            ],
          },
          {
            name: 'Suino',
            kind: 'tray',
            icon: 'cut-of-meat',
            lines: [],
            added: [
              'Salsiccia di suino|circa 400 g|8.90|Sporta|V|hot-dog',
              'Lonza di maiale a fette|circa 400 g|9.50|Sporta|V',
              'Costine di maiale|circa 800 g|7.90|Sporta|V|meat-on-bone',
            ],
          },
        ],
      },
      {
        name: 'Salumi',
        icon: 'bacon',
        leaves: [
          {
            name: 'Salumi al banco',
            kind: 'tray',
            icon: 'bacon',
            lines: [
              'Prosciutto crudo di Parma DOP|al etto|34.90|Sporta|S',
              'Prosciutto cotto alta qualità|al etto|22.90|Sporta|S',
              'Mortadella Bologna IGP|al etto|14.90|Sporta|S',
            ],
            added: [
              'Culatello di Zibello DOP|al etto|69.90|Sporta|S',
              'Salame Felino IGP|al etto|29.90|Sporta|S',
            ],
          },
          {
            name: 'Salumi confezionati',
            kind: 'pack',
            icon: 'bacon',
            lines: [
              'Bresaola della Valtellina IGP|80 g|3.49|Rigamonti,Sporta',
              'Salame Milano|100 g|2.29|Citterio,Sporta',
              'Speck Alto Adige IGP|100 g|2.79|Sporta',
            ],
            added: [
              'Prosciutto cotto a cubetti|2 x 80 g|1.99|Citterio,Rovagnati',
              'Pancetta affumicata a cubetti|2 x 80 g|2.19|Rovagnati',
              'Würstel di pollo e tacchino|4 x 100 g|1.79|Wudy|P|hot-dog',
            ],
          },
        ],
      },
      {
        name: 'Pesce',
        icon: 'fish',
        leaves: [
          {
            name: 'Pesce fresco',
            kind: 'fish',
            icon: 'fish',
            lines: [
              'Filetto di salmone|circa 300 g|24.90|Sporta|V|fish',
              'Orata di allevamento|circa 400 g|12.90|Sporta|V|tropical-fish',
              'Cozze pulite|1 kg|4.99|Sporta|P|oyster',
            ],
            added: [
              'Spigola di allevamento|circa 400 g|13.90|Sporta|V|tropical-fish',
              'Vongole veraci|500 g|7.90|Sporta|P|oyster',
              'Gamberi rossi|circa 300 g|39.90|Sporta|V|shrimp',
              'Calamari puliti|circa 500 g|16.90|Sporta|V|squid',
            ],
          },
          {
            name: 'Pesce affumicato e marinato',
            kind: 'pack',
            icon: 'fish',
            lines: [],
            added: [
              'Salmone affumicato norvegese|100 g|3.99|Sporta,Fjord',
              'Alici marinate|150 g|3.29|Sporta',
              'Pesce spada affumicato|80 g|4.49|Sporta',
            ],
          },
        ],
      },
      {
        name: 'Gastronomia',
        icon: 'shallow-pan-of-food',
        leaves: [
          {
            name: 'Piatti pronti freschi',
            kind: 'tray',
            icon: 'shallow-pan-of-food',
            lines: [],
            added: [
              'Lasagne fresche alla bolognese|400 g|4.90|Gastronomia Sporta',
              'Parmigiana di melanzane|400 g|5.50|Gastronomia Sporta|P|eggplant',
              'Insalata di riso|300 g|3.90|Gastronomia Sporta|P|cooked-rice',
              'Polpette al sugo|circa 400 g|14.90|Gastronomia Sporta|V|pot-of-food',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Pane e pasticceria',
    sector: 'Pane',
    icon: 'bread',
    color: '#d4a373',
    iva: '0.04',
    groups: [
      {
        name: 'Pane fresco',
        icon: 'baguette-bread',
        leaves: [
          {
            name: 'Pane del forno',
            kind: 'bread',
            icon: 'baguette-bread',
            lines: [
              'Pane casereccio|500 g|1.99|Forno Sporta',
              'Michette|4 pz|1.49|Forno Sporta|P|bread',
              'Pane integrale ai cereali|400 g|2.29|Forno Sporta',
              'Focaccia genovese|300 g|2.49|Forno Sporta|P|flatbread',
            ],
            added: [
              'Ciabatta|2 pz|1.79|Forno Sporta',
              'Pane di Altamura DOP|500 g|2.99|Forno Sporta',
              'Baguette|250 g|1.29|Forno Sporta',
            ],
          },
        ],
      },
      {
        name: 'Pane confezionato e sostituti',
        icon: 'bread',
        leaves: [
          {
            name: 'Pancarrè e piadine',
            kind: 'bag',
            icon: 'bread',
            lines: [
              'Pancarrè|400 g|1.69|Mulino Bianco,Sporta',
              'Piadina romagnola|4 pz|1.99|Sporta|P|flatbread',
            ],
            added: [
              'Pan bauletto integrale|400 g|1.89|Mulino Bianco',
              'Tigelle|6 pz|1.99|Sporta|P|flatbread',
            ],
          },
          {
            name: 'Grissini e crackers',
            kind: 'box',
            icon: 'pretzel',
            lines: [
              'Grissini torinesi|250 g|1.59|Sporta',
              'Crackers salati|500 g|1.49|Mulino Bianco,Sporta',
              'Gallette di riso|130 g|1.19|Sporta Bio|P|rice-cracker',
            ],
            added: [
              'Taralli pugliesi all’olio|250 g|1.79|Sporta',
              'Crostini dorati|120 g|1.29|Sporta|P|bread',
            ],
          },
        ],
      },
      {
        name: 'Pasticceria',
        icon: 'shortcake',
        leaves: [
          {
            name: 'Torte e dolci da forno',
            kind: 'box',
            icon: 'shortcake',
            lines: [
              'Torta della nonna|600 g|8.90|Pasticceria Sporta|P|pie',
              'Crostata alla frutta|700 g|9.90|Pasticceria Sporta|P|pie',
              'Panettone classico|1 kg|9.99|Motta,Bauli|P|birthday-cake',
            ],
            added: [
              'Pandoro classico|1 kg|8.99|Bauli,Melegatti|P|birthday-cake',
              'Colomba tradizionale|1 kg|9.99|Motta|P|birthday-cake',
              'Tiramisù della casa|500 g|7.90|Pasticceria Sporta|P|custard',
            ],
          },
          {
            name: 'Dolci da colazione',
            kind: 'box',
            icon: 'croissant',
            lines: [],
            added: [
              'Cornetti vuoti|6 x 40 g|2.49|Sporta',
              'Brioche al cioccolato|6 x 45 g|2.79|Bauli|P|chocolate-bar',
              'Cannoli siciliani|4 pz|5.90|Pasticceria Sporta|P|custard',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Surgelati',
    sector: 'Surgelati',
    icon: 'snowflake',
    color: '#5dade2',
    iva: '0.10',
    groups: [
      {
        name: 'Verdure e piatti pronti',
        icon: 'snowflake',
        leaves: [
          {
            name: 'Verdure surgelate',
            kind: 'bag',
            icon: 'snowflake',
            lines: [
              'Piselli fini|750 g|2.49|Findus,Orogel,Sporta|P|pea-pod',
              'Spinaci in foglia|750 g|2.29|Orogel,Sporta|P|leafy-green',
              'Minestrone tradizionale|1 kg|2.69|Orogel,Findus|P|pot-of-food',
            ],
            added: [
              'Fagiolini finissimi|750 g|2.39|Orogel,Findus|P|pea-pod',
              'Patate fritte|1 kg|2.29|McCain,Sporta|P|french-fries',
              'Carciofi a spicchi|450 g|3.49|Orogel|P|leafy-green',
            ],
          },
          {
            name: 'Pizze e piatti pronti',
            kind: 'box',
            icon: 'pizza',
            lines: [
              'Pizza margherita|2 x 330 g|3.99|Buitoni,Sporta',
              'Lasagne alla bolognese|600 g|4.49|Findus|P|shallow-pan-of-food',
            ],
            added: [
              'Risotto ai funghi porcini|500 g|3.99|Findus|P|brown-mushroom',
              'Pizza alla diavola|350 g|2.99|Cameo,Buitoni',
              'Arancini di riso|6 x 90 g|4.49|Sporta|P|rice-ball',
            ],
          },
        ],
      },
      {
        name: 'Pesce surgelato',
        icon: 'fish',
        leaves: [
          {
            name: 'Pesce e bastoncini',
            kind: 'box',
            icon: 'fried-shrimp',
            lines: [
              'Bastoncini di merluzzo|18 pz|3.99|Findus,Sporta',
              'Filetti di platessa|400 g|4.99|Findus',
              'Gamberetti sgusciati|250 g|4.49|Sporta|P|shrimp',
            ],
            added: [
              'Filetti di merluzzo|400 g|5.49|Findus,Sporta|P|fish',
              'Seppie pulite|500 g|6.90|Sporta|P|squid',
              'Polpo|circa 800 g|14.90|Sporta|V|octopus',
            ],
          },
        ],
      },
      {
        name: 'Gelati',
        icon: 'ice-cream',
        leaves: [
          {
            name: 'Gelati e coni',
            kind: 'box',
            icon: 'ice-cream',
            lines: [
              'Coni alla vaniglia|6 x 75 g|3.99|Algida,Sammontana|P|soft-ice-cream',
              'Vaschetta gelato al fiordilatte|500 g|3.49|Sammontana,Sporta',
            ],
            added: [
              'Biscotto gelato|6 x 55 g|3.29|Algida,Sammontana|P|ice-cream',
              'Sorbetto al limone|500 g|3.29|Sammontana|P|lemon',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bevande',
    sector: 'Bevande',
    icon: 'cup-with-straw',
    color: '#16a085',
    iva: '0.22',
    groups: [
      {
        name: 'Acqua',
        icon: 'droplet',
        maxUnits: 24,
        leaves: [
          {
            name: 'Acqua minerale',
            kind: 'bottle',
            icon: 'droplet',
            lines: [
              'Acqua minerale naturale|6 x 1,5 l|1.99|San Benedetto,Levissima,Sporta|C',
              'Acqua minerale frizzante|6 x 1,5 l|2.19|San Pellegrino,Ferrarelle|C',
              'Acqua naturale in bottiglia di vetro|1 l|0.89|Panna',
            ],
            added: [
              'Acqua minerale leggermente frizzante|6 x 1,5 l|2.09|Sant’Anna,Lete|C',
              'Acqua naturale in bottiglia piccola|6 x 500 ml|1.69|Levissima,Sporta|C',
            ],
          },
        ],
      },
      {
        name: 'Bibite e succhi',
        icon: 'cup-with-straw',
        leaves: [
          {
            name: 'Bibite',
            kind: 'can',
            icon: 'cup-with-straw',
            lines: [
              'Cola|6 x 330 ml|3.49|Coca-Cola,Pepsi|C|cup-with-straw',
              'Aranciata|1,5 l|1.49|San Pellegrino,Fanta|P|tangerine',
              'Tè freddo al limone|1,5 l|1.29|San Benedetto,Estathé|P|lemon',
            ],
            added: [
              'Chinotto|1,5 l|1.59|San Pellegrino,Lurisia',
              'Gassosa|1 l|0.99|Sporta',
              'Bibita energetica|250 ml|1.49|Red Bull|P|high-voltage',
            ],
          },
          {
            name: 'Succhi di frutta',
            kind: 'carton',
            icon: 'beverage-box',
            lines: [
              'Succo di arancia 100%|1 l|1.89|Santal,Sporta|P|tangerine',
              'Succo ACE|3 x 200 ml|1.39|Santal,Yoga',
            ],
            added: [
              'Succo di pera|3 x 200 ml|1.49|Yoga,Santal|P|pear',
              'Spremuta di arancia rossa|1 l|2.99|Sporta|P|tangerine',
            ],
          },
        ],
      },
      {
        name: 'Birra e vino',
        icon: 'wine-glass',
        leaves: [
          {
            name: 'Birra',
            kind: 'bottle',
            icon: 'beer-mug',
            lines: [
              'Birra lager|6 x 330 ml|4.49|Peroni,Moretti|C',
              'Birra artigianale IPA|500 ml|3.29|Birrificio Lambrate',
            ],
            added: [
              'Birra Pils|660 ml|1.29|Moretti,Peroni',
              'Birra analcolica|4 x 330 ml|3.49|Moretti|C',
              'Birra rossa doppio malto|330 ml|1.49|Menabrea',
            ],
          },
          {
            name: 'Vino',
            kind: 'bottle',
            icon: 'wine-glass',
            lines: [
              'Barbera d’Asti DOCG|750 ml|6.90|Sporta Cantina',
              'Lugana DOC|750 ml|9.50|Sporta Cantina',
              'Franciacorta Brut DOCG|750 ml|18.90|Sporta Cantina|P|bottle-with-popping-cork',
              'Prosecco DOC extra dry|750 ml|7.49|Sporta Cantina|P|bottle-with-popping-cork',
            ],
            added: [
              'Chianti Classico DOCG|750 ml|11.90|Sporta Cantina',
              'Montepulciano d’Abruzzo DOC|750 ml|5.90|Sporta Cantina',
              'Vermentino di Sardegna DOC|750 ml|7.90|Sporta Cantina',
              'Nero d’Avola Sicilia DOC|750 ml|6.50|Sporta Cantina',
            ],
          },
          {
            name: 'Aperitivi e liquori',
            kind: 'bottle',
            icon: 'cocktail-glass',
            lines: [],
            added: [
              'Aperitivo analcolico|10 x 100 ml|3.99|Crodino,Sanbitter|C',
              'Amaro alle erbe|700 ml|14.90|Montenegro,Averna|P|tumbler-glass',
              'Limoncello di Sorrento|500 ml|9.90|Villa Massa|P|lemon',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Casa e pulizia',
    sector: 'Casa',
    icon: 'broom',
    color: '#7f8c8d',
    iva: '0.22',
    groups: [
      {
        name: 'Bucato',
        icon: 'bubbles',
        leaves: [
          {
            name: 'Detersivi per bucato',
            kind: 'bottle',
            icon: 'bubbles',
            lines: [
              'Detersivo liquido lavatrice|30 lavaggi|6.99|Dash,Dixan,Sporta',
              'Ammorbidente concentrato|40 lavaggi|2.99|Coccolino,Sporta',
            ],
            added: [
              'Detersivo in polvere|40 lavaggi|7.49|Dash,Sporta',
              'Candeggina delicata|1,5 l|1.69|Ace,Sporta',
              'Smacchiatore|1 l|3.49|Vanish',
            ],
          },
        ],
      },
      {
        name: 'Piatti e superfici',
        icon: 'sponge',
        leaves: [
          {
            name: 'Detersivi piatti',
            kind: 'bottle',
            icon: 'sponge',
            lines: [
              'Detersivo piatti al limone|900 ml|1.49|Svelto,Sporta',
              'Pastiglie lavastoviglie|40 pz|7.99|Finish,Sporta|P|sparkles',
            ],
            added: [
              'Detersivo lavastoviglie in gel|1 l|4.99|Finish,Sporta',
              'Spugne abrasive|3 pz|1.29|Vileda,Sporta',
            ],
          },
          {
            name: 'Pulizia superfici',
            kind: 'bottle',
            icon: 'broom',
            lines: [
              'Sgrassatore universale|750 ml|2.49|Chanteclair,Sporta',
              'Detergente pavimenti|1 l|1.99|Mastro Lindo,Sporta',
            ],
            added: [
              'Anticalcare spray|750 ml|2.69|Viakal,Sporta',
              'Detergente vetri|500 ml|1.79|Vetril',
            ],
          },
        ],
      },
      {
        name: 'Carta e usa e getta',
        icon: 'roll-of-paper',
        leaves: [
          {
            name: 'Carta per la casa',
            kind: 'pack',
            icon: 'roll-of-paper',
            lines: [
              'Carta igienica|8 rotoli|3.49|Scottex,Regina,Sporta',
              'Carta da cucina|4 rotoli|2.99|Regina,Sporta',
              'Fazzoletti|10 x 9 pz|1.49|Tempo,Sporta|P|roll-of-paper',
            ],
            added: [
              'Tovaglioli di carta|100 pz|1.29|Sporta',
              'Pellicola trasparente|30 m|1.49|Domopak,Cuki|P|package',
              'Sacchetti gelo|40 pz|1.39|Cuki|P|package',
              'Sacchi per la spazzatura|20 pz|2.29|Sporta|P|wastebasket',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Cura della persona',
    sector: 'Casa',
    icon: 'lotion-bottle',
    color: '#9b59b6',
    iva: '0.22',
    groups: [
      {
        name: 'Igiene orale',
        icon: 'toothbrush',
        leaves: [
          {
            name: 'Dentifrici e spazzolini',
            kind: 'tube',
            icon: 'toothbrush',
            lines: [
              'Dentifricio sbiancante|75 ml|2.29|Colgate,AZ,Sporta',
              'Spazzolino medio|2 pz|2.99|Oral-B,Sporta',
            ],
            added: [
              'Collutorio|500 ml|3.49|Listerine,Sporta|P|lotion-bottle',
              'Filo interdentale|50 m|2.49|Oral-B|P|tooth',
            ],
          },
        ],
      },
      {
        name: 'Corpo e capelli',
        icon: 'soap',
        leaves: [
          {
            name: 'Bagnoschiuma e saponi',
            kind: 'bottle',
            icon: 'soap',
            lines: [
              'Bagnoschiuma idratante|500 ml|2.49|Neutro Roberts,Dove,Sporta',
              'Sapone liquido mani|300 ml|1.59|Dove,Sporta|P|lotion-bottle',
            ],
            added: [
              'Sapone solido|2 x 100 g|1.49|Nesti Dante,Sporta',
              'Deodorante spray|150 ml|2.99|Borotalco,Dove|P|lotion-bottle',
            ],
          },
          {
            name: 'Shampoo e balsamo',
            kind: 'bottle',
            icon: 'lotion-bottle',
            lines: [
              'Shampoo per capelli normali|250 ml|2.79|Pantene,Garnier,Sporta',
              'Balsamo nutriente|200 ml|2.99|Pantene',
            ],
            added: [
              'Shampoo antiforfora|250 ml|3.49|Head & Shoulders',
              'Crema idratante corpo|400 ml|4.49|Nivea,Sporta',
            ],
          },
        ],
      },
      {
        name: 'Rasatura',
        icon: 'razor',
        leaves: [
          {
            name: 'Rasatura e depilazione',
            kind: 'box',
            icon: 'razor',
            lines: [],
            added: [
              'Lamette da barba|4 pz|7.99|Gillette,Wilkinson',
              'Schiuma da barba|300 ml|2.49|Proraso,Gillette|P|lotion-bottle',
              'Rasoi usa e getta|6 pz|3.49|Bic,Sporta',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bimbi e animali',
    sector: 'Casa',
    icon: 'baby-bottle',
    color: '#f39c12',
    iva: '0.10',
    groups: [
      {
        name: 'Bimbi',
        icon: 'baby-bottle',
        leaves: [
          {
            name: 'Pannolini',
            kind: 'pack',
            icon: 'baby',
            lines: [
              'Pannolini taglia 4 (7-18 kg)|46 pz|13.90|Pampers,Huggies',
              'Salviettine detergenti|72 pz|1.99|Pampers,Sporta|P|soap',
            ],
            added: ['Pannolini taglia 5 (11-25 kg)|42 pz|14.90|Pampers,Huggies,Sporta'],
          },
          {
            name: 'Pappe e omogeneizzati',
            kind: 'jar',
            icon: 'baby-bottle',
            lines: [
              'Omogeneizzato di mela|2 x 80 g|1.49|Plasmon,Mellin|P|red-apple',
              'Biscotti per la prima infanzia|320 g|2.99|Plasmon|P|cookie',
            ],
            added: [
              'Omogeneizzato di manzo|2 x 80 g|1.99|Plasmon,Mellin|P|jar',
              'Latte di crescita|1 l|2.49|Mellin,Plasmon',
            ],
          },
        ],
      },
      {
        name: 'Animali',
        icon: 'paw-prints',
        leaves: [
          {
            name: 'Cibo per cani',
            kind: 'can',
            icon: 'dog',
            lines: [
              'Crocchette per cani adulti al pollo|3 kg|9.90|Purina,Sporta',
              'Bocconcini per cani al manzo|4 x 100 g|2.49|Cesar',
            ],
            added: [
              'Snack dentali per cani|7 pz|2.99|Pedigree|P|bone',
              'Crocchette per cani di piccola taglia|1,5 kg|6.49|Purina,Sporta',
            ],
          },
          {
            name: 'Cibo per gatti',
            kind: 'can',
            icon: 'cat',
            lines: [
              'Crocchette per gatti sterilizzati|1,5 kg|7.49|Purina,Sporta',
              'Umido per gatti al salmone|12 x 85 g|5.99|Felix,Gourmet',
            ],
            added: ['Lettiera agglomerante|10 l|5.99|Sporta', 'Snack per gatti|60 g|1.49|Felix'],
          },
        ],
      },
    ],
  },
];

/** Characteristics offered as the facet product_class_10000 (observed §3.7). */
export const PRODUCT_CLASSES = [
  { classId: 10252, name: 'Biologico', descr: 'BIOLOGICO', match: /\bbio\b|biologic/i },
  {
    classId: 10253,
    name: 'Senza glutine',
    descr: 'SENZA GLUTINE',
    match: /senza glutine|gallette/i,
  },
  {
    classId: 10254,
    name: 'Senza lattosio',
    descr: 'SENZA LATTOSIO',
    match: /senza lattosio|zymil|soia|avena/i,
  },
  { classId: 10255, name: 'Integrale', descr: 'INTEGRALE', match: /integral/i },
  { classId: 10256, name: 'DOP e IGP', descr: 'DOP IGP', match: /\b(dop|igp|docg|doc)\b/i },
  { classId: 10257, name: 'Marca Sporta', descr: 'MARCA DEL DISTRIBUTORE', match: /sporta/i },
] as const;
