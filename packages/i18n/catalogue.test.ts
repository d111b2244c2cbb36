// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t, tn } from './index';
import { account } from './messages/account';
import { cart } from './messages/cart';
import { errors } from './messages/errors';
import { messages } from './messages/index';
import { login } from './messages/login';
import { orders } from './messages/orders';
import { request } from './messages/request';
import { timeslots } from './messages/timeslots';
import { uiAccount } from './messages/ui-account';
import { uiCart } from './messages/ui-cart';
import { uiDelivery } from './messages/ui-delivery';
import { uiForms } from './messages/ui-forms';
import { validation } from './messages/validation';

type Catalogue = Readonly<Record<string, string>>;

/**
 * Every message file of the folder, found on disk so a file added later is checked too.
 * index.ts merges them; browser.ts re-exports a part of them, so neither is a source file.
 */
const MESSAGES_DIR = join(import.meta.dirname, 'messages');
const sourceFiles = readdirSync(MESSAGES_DIR).filter(
  (file) => file.endsWith('.ts') && !['index.ts', 'browser.ts'].includes(file),
);
const files: [string, Catalogue][] = await Promise.all(
  sourceFiles.map(async (file) => {
    const base = file.replace(/\.ts$/, '');
    const module = (await import(`./messages/${base}.ts`)) as Record<string, Catalogue>;
    const [catalogue, ...more] = Object.values(module);
    if (!catalogue || more.length > 0) throw new Error(`${file} must export one catalogue object`);
    return [file, catalogue] as [string, Catalogue];
  }),
);
const all: Catalogue = messages;

describe('the message files', () => {
  it('include the files of this catalogue', () => {
    const names = files.map(([file]) => file);
    for (const file of ['errors.ts', 'validation.ts', 'cart.ts', 'timeslots.ts', 'login.ts']) {
      expect(names).toContain(file);
    }
    expect(names).toContain('account.ts');
    expect(names).toContain('orders.ts');
  });

  it('define no key in two files', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, catalogue] of files) {
      for (const key of Object.keys(catalogue)) {
        const first = owner.get(key);
        if (first) clashes.push(`${key}: ${first} and ${file}`);
        else owner.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('are all merged into the catalogue, with the same texts', () => {
    const total = files.reduce((sum, [, catalogue]) => sum + Object.keys(catalogue).length, 0);
    expect(Object.keys(all)).toHaveLength(total);
    for (const [, catalogue] of files) {
      for (const [key, text] of Object.entries(catalogue)) expect(all[key]).toBe(text);
    }
  });
});

describe('every message', () => {
  const entries = Object.entries(all);

  it('is non-empty and trimmed', () => {
    const bad = entries.filter(([, text]) => text.length === 0 || text !== text.trim());
    expect(bad).toEqual([]);
  });

  it('names its placeholders with a word, and has no stray braces', () => {
    const bad = entries.filter(([, text]) => {
      const holes = text.match(/\{[^{}]*\}/g) ?? [];
      const braces = text.match(/[{}]/g) ?? [];
      return holes.some((hole) => !/^\{\w+\}$/.test(hole)) || braces.length !== holes.length * 2;
    });
    expect(bad).toEqual([]);
  });

  it('of a plural has all three forms: zero, one and other', () => {
    const keys = new Set(Object.keys(all));
    const bases = [...keys].flatMap((key) => {
      const match = /^(.*)\.(zero|one|other)$/.exec(key);
      return match?.[1] ? [match[1]] : [];
    });
    const incomplete = bases.filter((base) =>
      ['zero', 'one', 'other'].some((form) => !keys.has(`${base}.${form}`)),
    );
    expect(incomplete).toEqual([]);
  });
});

describe('t() and tn()', () => {
  it('t() fills the placeholders it is given and leaves the others', () => {
    expect(t('validation.exactLength', { n: 5 })).toBe('Il campo deve essere lungo 5 caratteri');
    expect(t('success.productAdded', { quantity: 2, unit: 'pz', name: 'Latte intero' })).toBe(
      'Hai aggiunto 2 pz di Latte intero al carrello',
    );
    expect(t('validation.minLength')).toBe('Lunghezza minima {n} caratteri');
    expect(t('errors.minAcq')).toBe(
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    );
  });

  it('tn() chooses the zero, one or other form and fills {count}', () => {
    expect(tn('success.productsAddedToList', 0)).toBe('Nessun prodotto aggiunto alla lista');
    expect(tn('success.productsAddedToList', 1)).toBe('Hai aggiunto 1 prodotto alla lista');
    expect(tn('success.productsAddedToList', 7)).toBe('Hai aggiunto 7 prodotti alla lista');
    expect(tn('cart.sector.count', 12)).toBe('(12 prodotti)');
  });
});

/**
 * The Italian texts quoted in §5 and §8 of both specs, copied from the spec. Where the spec
 * writes "N" or "..." the catalogue has `{n}` or `{code}`.
 */
const SPEC_5_AND_8 = [
  // shopping §5, account §5
  'Campo obbligatorio',
  "Digitare l'e-mail",
  'Digitare la password',
  'Il codice sconto ... non è valido. Verifica di averlo scritto correttamente.',
  "L'indirizzo inserito non è coperto dal servizio.",
  'Digitare un numero di telefono valido',
  'Il CAP deve essere di 4 o 5 cifre',
  'Lo ZIP Code deve avere 10 cifre',
  'La password deve essere lunga 6 caratteri',
  'La password deve essere lunga 8 caratteri',
  'Digitare una e-mail valida',
  'Formato non corretto',
  'P.Iva e C.F. devono avere 11 cifre',
  'Formato della data gg/mm/aaaa',
  "Accetta solo lettere, spazi e l'apostrofo",
  'Accetta solo numeri',
  'Il campo deve essere lungo N caratteri',
  'Lunghezza minima N caratteri',
  'Lunghezza massima N caratteri',
  "L'allegato non deve superare i 5MB",
  // shopping §8, account §8
  'Si è verificato un errore',
  'Attenzione',
  'Ok',
  'Errore nel caricamento del carrello',
  'Pagina non trovata, impossibile continuare',
  'Credenziali Errate',
  'Impossibile svuotare il carrello',
  "Impossibile cambiare l'indirizzo di ritiro",
  "Impossibile cambiare l'orario di ritiro/consegna",
  'Errore nel tentativo di congelare il carrello',
  "Errore nel tentativo di inviare l'ordine",
  "Errore nel tentativo di salvare l'informazione sul carrello",
  'Errore apertura fattura',
  'Nessuna App disponibile per aprire il documento',
  'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  'Non è possibile acquistare una quantità inferiore di questo articolo',
  'No',
  'Si',
  'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  'Si è verificato un errore, riprova tra qualche minuto.',
  "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
];

/** Texts of shopping §2 and account §2, §9 that the files of this catalogue carry themselves. */
const SPEC_SCREENS = [
  'Di cui a peso',
  'TOTALE',
  'Svuota carrello',
  'ANNULLA modifiche',
  'Concludi ordine',
  'Elimina i prodotti',
  'Modifica la data di consegna',
  'CREA',
  '(N prodotti)',
  'OGGI',
  'PROMO',
  'FASCIA QUASI ESAURITA',
  'FASCIA ESAURITA',
  'Consegna standard',
  'Disponibile',
  'Quasi esaurita',
  'Non disponibile',
  'Selezionata',
  'Credenziali Errate',
  'Vantaggi',
  'Il mio profilo',
  'Aggiorna password',
  'Archivio Messaggi',
  'Dettaglio ordine',
  'Dettaglio lista',
  'Sicurezza Avanzata',
  'AGGIUNGI INDIRIZZO',
  '(Consegna Agevolata)',
  'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
  'L’indirizzo non può essere eliminato in quanto è associato alle consegne agevolate.',
  'Indirizzo preferito',
  'Negozio preferito',
  'Faq',
  'Dettaglio Faq',
  'Servizio Clienti',
  'Consegna agevolata',
  'Angeli della spesa',
];

const asSpecWrites = (text: string) =>
  text.replace(/\{(n|count)\}/g, 'N').replace(/\{code\}/g, '...');

describe('the spec-verbatim texts', () => {
  it('of §5 and §8 are each a value of the catalogue', () => {
    const values = new Set(Object.values(all).map(asSpecWrites));
    expect(SPEC_5_AND_8.filter((text) => !values.has(text))).toEqual([]);
  });

  it('of the screens are each a value of the cart, timeslot, login, account or order texts', () => {
    // The ui-kit's files hold the screen texts its components show (the cart summary, timeslots…).
    const own: Catalogue[] = [cart, timeslots, login, account, orders, request, errors];
    own.push(validation, uiCart, uiDelivery, uiAccount, uiForms);
    const values = new Set(own.flatMap((part) => Object.values(part)).map(asSpecWrites));
    expect(SPEC_SCREENS.filter((text) => !values.has(text))).toEqual([]);
  });

  it('fill the keys the spec names', () => {
    expect(all['errors.errorLoadingCart']).toBe('Errore nel caricamento del carrello');
    expect(all['validation.required']).toBe('Campo obbligatorio');
    expect(all['validation.emailRequired']).toBe("Digitare l'e-mail");
    expect(all['errors.generic']).toBe('Si è verificato un errore, riprova tra qualche minuto.');
    expect(all['errors.sessionExpired']).toBe(
      'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
    );
    const named = [
      'errors.errorLogout',
      'errors.errorSettingAddress',
      'errors.errorSettingTimeslot',
      'errors.errorSettingStore',
      'errors.errorSettingCartInfo',
      'errors.errorAddingProductFromOrder',
      'errors.errorAddingProductFromList',
      'errors.errorSettingProduct',
      'errors.errorRemovingProduct',
      'errors.emptyCart',
      'cart.productAddError',
      'cart.productsAddError',
      'errors.minAcq',
      'timeslots.noCart',
      'timeslots.generalWarning',
      'timeslots.homeDeliveryNotAvailable',
      'timeslots.tryStorePickup',
      'timeslots.selectStorePickup',
      'timeslots.freeService',
      'timeslots.noSlots',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18].map((id) => `order.status.${id}`),
      ...[1, 2, 3, 10000, 10002].map((id) => `deliveryService.${id}`),
      ...[2, 3, 5].map((id) => `addressType.${id}`),
    ];
    expect(named.filter((key) => !all[key])).toEqual([]);
  });

  it('say each text of the ui-kit once: a component uses the storefront key of a shared text', () => {
    const keysOf = new Map<string, string[]>();
    for (const [key, text] of Object.entries(all))
      keysOf.set(text, [...(keysOf.get(text) ?? []), key]);
    const twice = [...keysOf.values()].filter(
      (keys) => keys.length > 1 && keys.some((key) => key.startsWith('ui.')),
    );
    expect(twice).toEqual([]);
  });
});
