/** Product detail texts (metaData.product_description, HTML strings as observed §3.6) by department. */

const TEXTS: Record<
  string,
  { ingredients: string; allergens: string; storage: string; kcal: number }
> = {
  Pasta: {
    ingredients: 'Semola di grano duro, acqua.',
    allergens: 'Contiene glutine. Può contenere tracce di soia e senape.',
    storage: 'Conservare in luogo fresco e asciutto.',
    kcal: 359,
  },
  Dispensa: {
    ingredients: 'Ingredienti selezionati di origine italiana.',
    allergens: 'Può contenere tracce di sedano e senape.',
    storage: 'Dopo l’apertura conservare in frigorifero e consumare entro 3 giorni.',
    kcal: 120,
  },
  'Colazione e dolci': {
    ingredients: 'Farina di frumento, zucchero, burro, uova, latte, agenti lievitanti.',
    allergens: 'Contiene glutine, latte e uova. Può contenere frutta a guscio.',
    storage: 'Conservare in luogo fresco e asciutto.',
    kcal: 455,
  },
  'Frutta e verdura': {
    ingredients: 'Prodotto ortofrutticolo fresco. Categoria I.',
    allergens: 'Nessuno.',
    storage: 'Conservare in frigorifero nel cassetto delle verdure.',
    kcal: 45,
  },
  'Latte, latticini e uova': {
    ingredients: 'Latte vaccino, fermenti lattici, caglio, sale.',
    allergens: 'Contiene latte.',
    storage: 'Conservare in frigorifero tra 0 °C e +4 °C.',
    kcal: 250,
  },
  'Carne e pesce': {
    ingredients: 'Carne o pesce freschi, origine indicata in etichetta.',
    allergens: 'Il pesce e i crostacei sono allergeni.',
    storage: 'Conservare in frigorifero tra 0 °C e +4 °C e consumare entro la data indicata.',
    kcal: 180,
  },
  'Pane e pasticceria': {
    ingredients: 'Farina di grano tenero tipo 0, acqua, lievito naturale, sale.',
    allergens: 'Contiene glutine. Può contenere sesamo.',
    storage: 'Conservare in luogo fresco e asciutto; consumare entro il giorno.',
    kcal: 270,
  },
  Surgelati: {
    ingredients: 'Prodotto surgelato.',
    allergens: 'Vedi ingredienti in etichetta.',
    storage: 'Conservare a -18 °C. Una volta scongelato non ricongelare.',
    kcal: 90,
  },
  Bevande: {
    ingredients: 'Acqua, ingredienti indicati in etichetta.',
    allergens: 'Nessuno.',
    storage: 'Conservare al riparo dalla luce e da fonti di calore.',
    kcal: 40,
  },
};

/**
 * Grams of a nutrition table as an Italian shop's label writes them: "4,0 g" (issue 38), one
 * decimal. Data of the stand-in EBSN, so Intl here: @sporta/i18n does not load in plain Node.
 */
const oneDecimal = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const grams = (amount: number) => `${oneDecimal.format(amount)} g`;

export function descriptionOf(department: string, group: string, name: string) {
  const text = TEXTS[department];
  if (!text) {
    return {
      product_description: {
        features: `<p>${name}: ${group.toLowerCase()} di qualità, dalla selezione Sporta.</p>`,
        storage: '<p>Conservare secondo le indicazioni in etichetta.</p>',
      },
    };
  }
  return {
    product_description: {
      ingredients: `<p>${text.ingredients}</p>`,
      allergens: `<p>${text.allergens}</p>`,
      storage: `<p>${text.storage}</p>`,
      nutritional_values: `<table><tr><th>Valori medi</th><th>Per 100 g</th></tr><tr><td>Energia</td><td>${Math.round(text.kcal * 4.184)} kJ / ${text.kcal} kcal</td></tr><tr><td>Grassi</td><td>${grams(text.kcal / 90)}</td></tr><tr><td>Carboidrati</td><td>${grams(text.kcal / 9)}</td></tr><tr><td>Proteine</td><td>${grams(text.kcal / 40)}</td></tr></table>`,
      features: `<p>${name}, dalla selezione Sporta di ${group.toLowerCase()}.</p>`,
    },
  };
}
