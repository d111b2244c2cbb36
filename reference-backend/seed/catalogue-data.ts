/**
 * The seeded Italian catalogue: 12 departments, three levels, product lines per leaf.
 * A line is "Name|pack|price|brands|type": price in euro (per kg for Sfuso and for pieces of
 * variable weight), brands comma-separated (one product per brand), type P (Pezzo, default),
 * C (Confezione), S (Sfuso, by weight) or V (Pezzo of variable weight, priced per kg).
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
  lines: string[];
}
export interface Department {
  name: string;
  slug?: string;
  sector: string;
  color: string;
  /** IVA rate of the department's products. */
  iva: '0.04' | '0.10' | '0.22';
  groups: { name: string; icon: string; leaves: Leaf[] }[];
}

export const DEPARTMENTS: readonly Department[] = [
  {
    name: 'Pasta',
    slug: 'pasta',
    sector: 'Dispensa',
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
            lines: [
              'Spaghetti n.5|500 g|0.89|Barilla,De Cecco,Sporta',
              'Linguine n.13|500 g|0.95|Barilla,Garofalo',
              'Bucatini|500 g|1.09|De Cecco,Rummo',
              'Spaghetti integrali|500 g|1.29|Barilla,Sporta Bio',
              'Tagliatelle all’uovo|250 g|1.69|Giovanni Rana,Sporta',
            ],
          },
          {
            name: 'Pasta corta',
            kind: 'box',
            lines: [
              'Penne rigate n.73|500 g|0.89|Barilla,Sporta',
              'Mezze maniche rigate|1 kg|1.49|Divella,Garofalo',
              'Fusilli n.34|500 g|0.95|De Cecco,Rummo,Sporta',
              'Rigatoni|500 g|1.05|Rummo,La Molisana',
              'Farfalle|500 g|0.99|Barilla,La Molisana',
              'Penne senza glutine|400 g|2.39|Barilla,Felicia',
            ],
          },
        ],
      },
      {
        name: 'Pasta fresca e ripiena',
        icon: 'ravioli',
        leaves: [
          {
            name: 'Pasta ripiena',
            kind: 'tray',
            lines: [
              'Tortellini al prosciutto crudo|250 g|2.49|Giovanni Rana,Sporta',
              'Ravioli ricotta e spinaci|250 g|2.29|Giovanni Rana,Fini',
              'Cappelletti alla carne|500 g|3.99|Fini',
            ],
          },
          {
            name: 'Gnocchi e sfoglie',
            kind: 'tray',
            lines: [
              'Gnocchi di patate|500 g|1.49|Sporta,Giovanni Rana',
              'Sfoglia per lasagne|250 g|1.79|Giovanni Rana',
            ],
          },
        ],
      },
      {
        name: 'Riso e cereali',
        icon: 'rice',
        leaves: [
          {
            name: 'Riso',
            kind: 'box',
            lines: [
              'Riso Carnaroli|1 kg|3.29|Scotti,Gallo,Sporta',
              'Riso Arborio|1 kg|2.49|Gallo,Sporta',
              'Riso Basmati|500 g|1.99|Scotti',
              'Riso Venere integrale|500 g|2.89|Scotti',
            ],
          },
          {
            name: 'Cereali e legumi secchi',
            kind: 'bag',
            lines: [
              'Farro perlato|400 g|1.89|Sporta Bio,Valle Fiorita',
              'Orzo perlato|500 g|1.39|Sporta',
              'Quinoa|300 g|2.99|Sporta Bio',
            ],
          },
        ],
      },
      {
        name: 'Farine e preparati',
        icon: 'flour',
        leaves: [
          {
            name: 'Farine',
            kind: 'bag',
            lines: [
              'Farina 00|1 kg|0.79|Molino Chiavazza,Sporta',
              'Farina Manitoba|1 kg|1.49|Molino Chiavazza',
              'Farina integrale|1 kg|1.29|Sporta Bio',
            ],
          },
          {
            name: 'Preparati e lieviti',
            kind: 'box',
            lines: [
              'Lievito di birra secco|3 x 7 g|0.99|Paneangeli',
              'Preparato per pizza|1 kg|2.19|Molino Chiavazza',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Dispensa',
    sector: 'Dispensa',
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
            lines: [
              'Passata di pomodoro|700 g|0.99|Mutti,Cirio,Sporta',
              'Polpa di pomodoro a pezzettoni|400 g|0.79|Mutti,Cirio',
              'Pomodori pelati|400 g|0.69|Cirio,Sporta',
              'Concentrato di pomodoro|3 x 70 g|1.19|Mutti',
            ],
          },
          {
            name: 'Sughi pronti',
            kind: 'jar',
            lines: [
              'Sugo al basilico|400 g|1.89|Barilla,Sporta',
              'Ragù alla bolognese|400 g|2.49|Barilla,Star',
              'Pesto alla genovese|190 g|2.59|Barilla,Sacla',
            ],
          },
        ],
      },
      {
        name: 'Olio, aceto e condimenti',
        icon: 'oil',
        leaves: [
          {
            name: 'Olio',
            kind: 'bottle',
            lines: [
              'Olio extravergine di oliva|1 l|9.49|Monini,Carapelli,Sporta',
              'Olio extravergine di oliva biologico|750 ml|8.99|Monini,Sporta Bio',
              'Olio di semi di girasole|1 l|2.29|Sporta,Cuore',
            ],
          },
          {
            name: 'Aceto e salse',
            kind: 'bottle',
            lines: [
              'Aceto balsamico di Modena IGP|500 ml|2.99|Ponti,Sporta',
              'Maionese|225 ml|1.69|Calvé,Kraft',
              'Ketchup|390 g|1.99|Heinz',
            ],
          },
        ],
      },
      {
        name: 'Legumi e scatolame',
        icon: 'can',
        leaves: [
          {
            name: 'Legumi in scatola',
            kind: 'can',
            lines: [
              'Ceci lessati|3 x 400 g|2.29|Valfrutta,Sporta',
              'Fagioli borlotti|400 g|0.89|Valfrutta,Cirio',
              'Lenticchie lessate|400 g|0.99|Valfrutta',
            ],
          },
          {
            name: 'Tonno e pesce in scatola',
            kind: 'can',
            lines: [
              'Tonno all’olio di oliva|3 x 80 g|3.99|Rio Mare,Nostromo,Sporta',
              'Sgombro al naturale|2 x 110 g|2.79|Rio Mare',
              'Filetti di acciughe|46 g|2.19|Rizzoli',
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
            lines: [
              'Sale marino fino iodato|1 kg|0.59|Sosalt,Sporta',
              'Zucchero semolato|1 kg|1.19|Eridania,Italia Zuccheri',
              'Zucchero di canna|500 g|1.49|Eridania',
            ],
          },
          {
            name: 'Spezie ed erbe',
            kind: 'jar',
            lines: [
              'Origano|15 g|1.29|Cannamela',
              'Pepe nero macinato|50 g|2.49|Cannamela,Sporta',
              'Dado vegetale|10 cubi|1.19|Star,Knorr',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Colazione e dolci',
    sector: 'Dispensa',
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
            lines: [
              'Biscotti frollini|800 g|2.99|Mulino Bianco,Sporta',
              'Biscotti integrali|700 g|2.79|Mulino Bianco,Gentilini',
              'Frollini al cioccolato|350 g|1.99|Mulino Bianco,Balocco',
              'Fette biscottate|36 pz|1.89|Mulino Bianco,Buitoni',
            ],
          },
          {
            name: 'Merendine',
            kind: 'box',
            lines: [
              'Merendine al cacao|10 x 35 g|2.49|Mulino Bianco,Kinder',
              'Croissant all’albicocca|6 x 50 g|2.19|Bauli,Sporta',
            ],
          },
        ],
      },
      {
        name: 'Caffè, tè e tisane',
        icon: 'coffee',
        leaves: [
          {
            name: 'Caffè',
            kind: 'pack',
            lines: [
              'Caffè macinato classico|2 x 250 g|6.49|Lavazza,Kimbo,Sporta',
              'Caffè in grani|1 kg|14.90|Lavazza,Illy',
              'Capsule compatibili espresso|30 pz|7.99|Lavazza,Kimbo',
              'Caffè decaffeinato|250 g|3.99|Lavazza,Hag',
            ],
          },
          {
            name: 'Tè e tisane',
            kind: 'box',
            lines: [
              'Tè nero English Breakfast|25 filtri|2.29|Twinings',
              'Tisana camomilla|20 filtri|1.79|Bonomelli,Sporta',
            ],
          },
        ],
      },
      {
        name: 'Cereali e creme',
        icon: 'cereal',
        leaves: [
          {
            name: 'Cereali per la colazione',
            kind: 'box',
            lines: [
              'Corn flakes|375 g|2.69|Kellogg’s,Sporta',
              'Muesli con frutta|500 g|2.99|Sporta Bio',
            ],
          },
          {
            name: 'Confetture e creme spalmabili',
            kind: 'jar',
            lines: [
              'Confettura extra di albicocche|340 g|2.59|Zuegg,Sporta',
              'Crema spalmabile alle nocciole|400 g|3.79|Nutella,Sporta',
              'Miele millefiori|500 g|4.99|Ambrosoli,Sporta Bio',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Frutta e verdura',
    sector: 'Ortofrutta',
    color: '#4caf50',
    iva: '0.04',
    groups: [
      {
        name: 'Frutta',
        icon: 'apple',
        leaves: [
          {
            name: 'Frutta fresca',
            kind: 'fruit',
            lines: [
              'Mele Golden Delicious|al kg|2.29|Melinda|S',
              'Mele Fuji|al kg|2.49|Val Venosta|S',
              'Banane|al kg|1.79|Chiquita,Sporta|S',
              'Arance da tavola|al kg|1.99|Sporta|S',
              'Kiwi|al kg|2.99|Zespri|S',
              'Pere Abate|al kg|2.69|Sporta|S',
              'Ananas|1 pz circa 1,5 kg|2.19|Del Monte|V',
            ],
          },
          {
            name: 'Frutti di bosco e confezionata',
            kind: 'cup',
            lines: [
              'Mirtilli|125 g|2.49|Sporta',
              'Fragole|500 g|3.49|Sporta',
              'Uva da tavola Italia|500 g|2.29|Sporta',
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
            lines: [
              'Pomodori ramati|al kg|2.79|Sporta|S',
              'Zucchine|al kg|2.49|Sporta|S',
              'Patate a pasta gialla|al kg|1.29|Sporta|S',
              'Carote|al kg|1.19|Sporta|S',
              'Cipolle dorate|al kg|1.39|Sporta|S',
              'Melanzane|al kg|2.29|Sporta|S',
              'Finocchi|al kg|1.99|Sporta|S',
            ],
          },
          {
            name: 'Insalate e verdure pronte',
            kind: 'bag',
            lines: [
              'Insalata mista lavata|250 g|1.69|Bonduelle,Sporta',
              'Rucola lavata|125 g|1.29|Bonduelle,Sporta',
              'Minestrone fresco da cuocere|600 g|2.49|Sporta',
            ],
          },
        ],
      },
      {
        name: 'Frutta secca',
        icon: 'nut',
        leaves: [
          {
            name: 'Frutta secca e disidratata',
            kind: 'bag',
            lines: [
              'Noci sgusciate|200 g|3.99|Noberasco,Sporta',
              'Mandorle pelate|200 g|3.49|Noberasco',
              'Pistacchi tostati salati|250 g|4.99|Sporta',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Latte, latticini e uova',
    sector: 'Freschi',
    color: '#2f80ed',
    iva: '0.04',
    groups: [
      {
        name: 'Latte',
        icon: 'milk',
        leaves: [
          {
            name: 'Latte fresco e UHT',
            kind: 'carton',
            lines: [
              'Latte UHT parzialmente scremato|1 l|1.09|Granarolo,Parmalat,Sporta',
              'Latte fresco intero alta qualità|1 l|1.79|Granarolo,Centrale del Latte di Milano',
              'Latte senza lattosio|1 l|1.69|Zymil,Sporta',
            ],
          },
          {
            name: 'Bevande vegetali',
            kind: 'carton',
            lines: [
              'Bevanda di soia|1 l|1.79|Alpro,Sporta Bio',
              'Bevanda d’avena|1 l|1.99|Alpro,Oatly',
            ],
          },
        ],
      },
      {
        name: 'Yogurt e dessert',
        icon: 'yogurt',
        leaves: [
          {
            name: 'Yogurt',
            kind: 'cup',
            lines: [
              'Yogurt bianco intero|2 x 125 g|0.99|Müller,Yomo,Sporta|C',
              'Yogurt greco 0% grassi|170 g|1.29|Fage,Sporta',
              'Yogurt alla fragola|4 x 125 g|2.19|Yomo,Müller|C',
            ],
          },
          {
            name: 'Dessert',
            kind: 'cup',
            lines: [
              'Budino al cioccolato|4 x 100 g|1.99|Cameo',
              'Panna cotta|2 x 100 g|1.79|Sporta',
            ],
          },
        ],
      },
      {
        name: 'Formaggi',
        icon: 'cheese',
        leaves: [
          {
            name: 'Formaggi freschi',
            kind: 'cheese',
            lines: [
              'Mozzarella di latte vaccino|125 g|0.99|Santa Lucia,Vallelata,Sporta',
              'Mozzarella di bufala campana DOP|250 g|3.49|Sporta',
              'Stracchino|165 g|1.69|Nonno Nanni,Sporta',
              'Ricotta vaccina|250 g|1.49|Vallelata,Sporta',
            ],
          },
          {
            name: 'Formaggi stagionati',
            kind: 'cheese',
            lines: [
              'Parmigiano Reggiano DOP 24 mesi|al kg|21.90|Sporta|S',
              'Grana Padano DOP grattugiato|100 g|1.99|Sporta,Zanetti',
              'Gorgonzola DOP dolce|al kg|12.90|Igor|S',
              'Taleggio DOP|200 g|3.29|Sporta',
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
            lines: [
              'Uova fresche da galline allevate a terra|6 pz|1.99|Sporta,Aia',
              'Uova biologiche|4 pz|2.29|Sporta Bio',
            ],
          },
          {
            name: 'Burro e panna',
            kind: 'pack',
            lines: [
              'Burro|250 g|2.49|Granarolo,Sporta',
              'Panna fresca da montare|200 ml|1.49|Granarolo',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Carne e pesce',
    sector: 'Freschi',
    color: '#b03a48',
    iva: '0.10',
    groups: [
      {
        name: 'Carne',
        icon: 'meat',
        leaves: [
          {
            name: 'Bovino',
            kind: 'tray',
            lines: [
              'Fettine di scottona|circa 400 g|18.90|Sporta|V',
              'Macinato scelto di bovino|circa 500 g|11.90|Sporta|V',
              'Hamburger di bovino|2 x 100 g|2.99|Sporta',
            ],
          },
          {
            name: 'Pollo e tacchino',
            kind: 'tray',
            lines: [
              'Petto di pollo a fette|circa 450 g|10.90|Amadori,Aia|V',
              'Cosce di pollo|circa 800 g|5.90|Amadori|V',
              'Fesa di tacchino a fette|circa 300 g|13.50|Aia|V',
            ],
          },
        ],
      },
      {
        name: 'Salumi',
        icon: 'ham',
        leaves: [
          {
            name: 'Salumi al banco',
            kind: 'tray',
            lines: [
              'Prosciutto crudo di Parma DOP|al etto|34.90|Sporta|S',
              'Prosciutto cotto alta qualità|al etto|22.90|Sporta|S',
              'Mortadella Bologna IGP|al etto|14.90|Sporta|S',
            ],
          },
          {
            name: 'Salumi confezionati',
            kind: 'pack',
            lines: [
              'Bresaola della Valtellina IGP|80 g|3.49|Rigamonti,Sporta',
              'Salame Milano|100 g|2.29|Citterio,Sporta',
              'Speck Alto Adige IGP|100 g|2.79|Sporta',
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
            lines: [
              'Filetto di salmone|circa 300 g|24.90|Sporta|V',
              'Orata di allevamento|circa 400 g|12.90|Sporta|V',
              'Cozze pulite|1 kg|4.99|Sporta',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Pane e pasticceria',
    sector: 'Pane',
    color: '#d4a373',
    iva: '0.04',
    groups: [
      {
        name: 'Pane fresco',
        icon: 'bread',
        leaves: [
          {
            name: 'Pane del forno',
            kind: 'bread',
            lines: [
              'Pane casereccio|500 g|1.99|Forno Sporta',
              'Michette|4 pz|1.49|Forno Sporta',
              'Pane integrale ai cereali|400 g|2.29|Forno Sporta',
              'Focaccia genovese|300 g|2.49|Forno Sporta',
            ],
          },
        ],
      },
      {
        name: 'Pane confezionato e sostituti',
        icon: 'toast',
        leaves: [
          {
            name: 'Pancarrè e piadine',
            kind: 'bag',
            lines: [
              'Pancarrè|400 g|1.69|Mulino Bianco,Sporta',
              'Piadina romagnola|4 pz|1.99|Sporta',
            ],
          },
          {
            name: 'Grissini e crackers',
            kind: 'box',
            lines: [
              'Grissini torinesi|250 g|1.59|Sporta',
              'Crackers salati|500 g|1.49|Mulino Bianco,Sporta',
              'Gallette di riso|130 g|1.19|Sporta Bio',
            ],
          },
        ],
      },
      {
        name: 'Pasticceria',
        icon: 'cake',
        leaves: [
          {
            name: 'Torte e dolci da forno',
            kind: 'box',
            lines: [
              'Torta della nonna|600 g|8.90|Pasticceria Sporta',
              'Crostata alla frutta|700 g|9.90|Pasticceria Sporta',
              'Panettone classico|1 kg|9.99|Motta,Bauli',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Surgelati',
    sector: 'Surgelati',
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
            lines: [
              'Piselli fini|750 g|2.49|Findus,Orogel,Sporta',
              'Spinaci in foglia|750 g|2.29|Orogel,Sporta',
              'Minestrone tradizionale|1 kg|2.69|Orogel,Findus',
            ],
          },
          {
            name: 'Pizze e piatti pronti',
            kind: 'box',
            lines: [
              'Pizza margherita|2 x 330 g|3.99|Buitoni,Sporta',
              'Lasagne alla bolognese|600 g|4.49|Findus',
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
            lines: [
              'Bastoncini di merluzzo|18 pz|3.99|Findus,Sporta',
              'Filetti di platessa|400 g|4.99|Findus',
              'Gamberetti sgusciati|250 g|4.49|Sporta',
            ],
          },
        ],
      },
      {
        name: 'Gelati',
        icon: 'icecream',
        leaves: [
          {
            name: 'Gelati e coni',
            kind: 'box',
            lines: [
              'Coni alla vaniglia|6 x 75 g|3.99|Algida,Sammontana',
              'Vaschetta gelato al fiordilatte|500 g|3.49|Sammontana,Sporta',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bevande',
    sector: 'Bevande',
    color: '#16a085',
    iva: '0.22',
    groups: [
      {
        name: 'Acqua',
        icon: 'water',
        leaves: [
          {
            name: 'Acqua minerale',
            kind: 'bottle',
            lines: [
              'Acqua minerale naturale|6 x 1,5 l|1.99|San Benedetto,Levissima,Sporta|C',
              'Acqua minerale frizzante|6 x 1,5 l|2.19|San Pellegrino,Ferrarelle|C',
              'Acqua naturale in bottiglia di vetro|1 l|0.89|Panna',
            ],
          },
        ],
      },
      {
        name: 'Bibite e succhi',
        icon: 'soda',
        leaves: [
          {
            name: 'Bibite',
            kind: 'can',
            lines: [
              'Cola|6 x 330 ml|3.49|Coca-Cola,Pepsi|C',
              'Aranciata|1,5 l|1.49|San Pellegrino,Fanta',
              'Tè freddo al limone|1,5 l|1.29|San Benedetto,Estathé',
            ],
          },
          {
            name: 'Succhi di frutta',
            kind: 'carton',
            lines: [
              'Succo di arancia 100%|1 l|1.89|Santal,Sporta',
              'Succo ACE|3 x 200 ml|1.39|Santal,Yoga',
            ],
          },
        ],
      },
      {
        name: 'Birra e vino',
        icon: 'wine',
        leaves: [
          {
            name: 'Birra',
            kind: 'bottle',
            lines: [
              'Birra lager|6 x 330 ml|4.49|Peroni,Moretti|C',
              'Birra artigianale IPA|500 ml|3.29|Birrificio Lambrate',
            ],
          },
          {
            name: 'Vino',
            kind: 'bottle',
            lines: [
              'Barbera d’Asti DOCG|750 ml|6.90|Sporta Cantina',
              'Lugana DOC|750 ml|9.50|Sporta Cantina',
              'Franciacorta Brut DOCG|750 ml|18.90|Sporta Cantina',
              'Prosecco DOC extra dry|750 ml|7.49|Sporta Cantina',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Casa e pulizia',
    sector: 'Casa',
    color: '#7f8c8d',
    iva: '0.22',
    groups: [
      {
        name: 'Bucato',
        icon: 'washing',
        leaves: [
          {
            name: 'Detersivi per bucato',
            kind: 'bottle',
            lines: [
              'Detersivo liquido lavatrice|30 lavaggi|6.99|Dash,Dixan,Sporta',
              'Ammorbidente concentrato|40 lavaggi|2.99|Coccolino,Sporta',
            ],
          },
        ],
      },
      {
        name: 'Piatti e superfici',
        icon: 'spray',
        leaves: [
          {
            name: 'Detersivi piatti',
            kind: 'bottle',
            lines: [
              'Detersivo piatti al limone|900 ml|1.49|Svelto,Sporta',
              'Pastiglie lavastoviglie|40 pz|7.99|Finish,Sporta',
            ],
          },
          {
            name: 'Pulizia superfici',
            kind: 'bottle',
            lines: [
              'Sgrassatore universale|750 ml|2.49|Chanteclair,Sporta',
              'Detergente pavimenti|1 l|1.99|Mastro Lindo,Sporta',
            ],
          },
        ],
      },
      {
        name: 'Carta e usa e getta',
        icon: 'paper',
        leaves: [
          {
            name: 'Carta per la casa',
            kind: 'pack',
            lines: [
              'Carta igienica|8 rotoli|3.49|Scottex,Regina,Sporta',
              'Carta da cucina|4 rotoli|2.99|Regina,Sporta',
              'Fazzoletti|10 x 9 pz|1.49|Tempo,Sporta',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Cura della persona',
    sector: 'Casa',
    color: '#9b59b6',
    iva: '0.22',
    groups: [
      {
        name: 'Igiene orale',
        icon: 'tooth',
        leaves: [
          {
            name: 'Dentifrici e spazzolini',
            kind: 'tube',
            lines: [
              'Dentifricio sbiancante|75 ml|2.29|Colgate,AZ,Sporta',
              'Spazzolino medio|2 pz|2.99|Oral-B,Sporta',
            ],
          },
        ],
      },
      {
        name: 'Corpo e capelli',
        icon: 'shampoo',
        leaves: [
          {
            name: 'Bagnoschiuma e saponi',
            kind: 'bottle',
            lines: [
              'Bagnoschiuma idratante|500 ml|2.49|Neutro Roberts,Dove,Sporta',
              'Sapone liquido mani|300 ml|1.59|Dove,Sporta',
            ],
          },
          {
            name: 'Shampoo e balsamo',
            kind: 'bottle',
            lines: [
              'Shampoo per capelli normali|250 ml|2.79|Pantene,Garnier,Sporta',
              'Balsamo nutriente|200 ml|2.99|Pantene',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bimbi e animali',
    sector: 'Casa',
    color: '#f39c12',
    iva: '0.10',
    groups: [
      {
        name: 'Bimbi',
        icon: 'baby',
        leaves: [
          {
            name: 'Pannolini',
            kind: 'pack',
            lines: [
              'Pannolini taglia 4 (7-18 kg)|46 pz|13.90|Pampers,Huggies',
              'Salviettine detergenti|72 pz|1.99|Pampers,Sporta',
            ],
          },
          {
            name: 'Pappe e omogeneizzati',
            kind: 'jar',
            lines: [
              'Omogeneizzato di mela|2 x 80 g|1.49|Plasmon,Mellin',
              'Biscotti per la prima infanzia|320 g|2.99|Plasmon',
            ],
          },
        ],
      },
      {
        name: 'Animali',
        icon: 'paw',
        leaves: [
          {
            name: 'Cibo per cani',
            kind: 'can',
            lines: [
              'Crocchette per cani adulti al pollo|3 kg|9.90|Purina,Sporta',
              'Bocconcini per cani al manzo|4 x 100 g|2.49|Cesar',
            ],
          },
          {
            name: 'Cibo per gatti',
            kind: 'can',
            lines: [
              'Crocchette per gatti sterilizzati|1,5 kg|7.49|Purina,Sporta',
              'Umido per gatti al salmone|12 x 85 g|5.99|Felix,Gourmet',
            ],
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
