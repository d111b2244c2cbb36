import { type EbsnClient, EbsnError, type Product } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { failureText } from '../../../platform/results/failure-text';
import { isMissing } from '../../../platform/results/outcome';
import { spaghetti } from './product.test-helpers';
import { italianAmounts, productDescriptions } from './product-descriptions';
import { productOptions } from './product-options';
import {
  findProduct,
  productFacts,
  productPageMeta,
  productPicture,
  productTrail,
  productVideos,
  quantityOptions,
  videoTitle,
} from './product-page';

const fact = (product: Product, label: string) =>
  productFacts(product).find((item) => item.label === label)?.value;

describe('productTrail', () => {
  it('links each category to its page and ends with the product, not linked', () => {
    expect(productTrail(spaghetti)).toEqual([
      { label: 'Pasta', href: '/category/pasta' },
      { label: 'Pasta secca', href: '/category/pasta-secca' },
      { label: 'Pasta lunga', href: '/category/pasta-lunga' },
      { label: 'Spaghetti n.5' },
    ]);
  });
});

describe('productPageMeta', () => {
  it('titles the page with name, brand and pack, and says the price in the description', () => {
    const meta = productPageMeta(spaghetti);
    expect(meta.title).toBe('Spaghetti n.5 Barilla, 500 g | Sporta');
    expect(meta.description).toContain('Spaghetti n.5 Barilla, 500 g');
    expect(meta.description).toMatch(/0,99\s€/);
  });
});

describe('productPicture and productVideos', () => {
  it('takes the medium picture, then a picture of media, then the placeholder', () => {
    expect(productPicture(spaghetti)).toBe('/ebsn/api/photo/large/101.jpg');
    const { mediaURLMedium: _, mediaURL: __, ...bare } = spaghetti;
    expect(productPicture({ ...bare, media: [{ medium: '/a.jpg', type: 'image' }] })).toBe(
      '/a.jpg',
    );
    expect(productPicture(bare)).toBe('/images/product-placeholder.svg');
  });

  it('finds the links of type video, whatever their form, and names each frame', () => {
    const withVideos: Product = {
      ...spaghetti,
      media: [
        { medium: '/ebsn/api/photo/large/101.jpg', type: 'image' },
        { medium: 'https://www.youtube.com/watch?v=SportaLasa1', type: 'video' },
        { medium: 'https://youtu.be/SportaSalm1', type: 'VIDEO' },
        { medium: 'javascript:alert(1)', type: 'video' },
      ],
    };
    expect(productVideos(withVideos)).toEqual([
      'https://www.youtube.com/watch?v=SportaLasa1',
      'https://youtu.be/SportaSalm1',
    ]);
    expect(productVideos(spaghetti)).toEqual([]);
    expect(videoTitle(spaghetti, 0, 1)).toBe('Video: Spaghetti n.5');
    expect(videoTitle(spaghetti, 1, 2)).toBe('Video 2 di 2: Spaghetti n.5');
  });
});

describe('productOptions', () => {
  const option = (values: string[], selected: string | null = null) => ({
    name: 'Affettatura',
    parameterName: 'slicing',
    selected,
    options: values.map((value) => ({ key: value.toLowerCase(), value })),
  });

  it('offers up to four choices as radios and more in a select', () => {
    const [few, many] = productOptions({
      ...spaghetti,
      selectOptions: [
        option(['Intero', 'Affettato', 'A fette sottili', 'A cubetti']),
        { ...option(['A', 'B', 'C', 'D', 'E']), name: 'Scritta', parameterName: 'writing' },
      ],
    });
    expect(few).toMatchObject({ control: 'radio', legend: 'Affettatura', name: 'slicing' });
    expect(few?.choices).toHaveLength(4);
    expect(few?.choices[0]).toEqual({ value: 'intero', label: 'Intero' });
    expect(many).toMatchObject({ control: 'select', legend: 'Scritta', name: 'writing' });
  });

  it('keeps a known selected key and drops options it cannot send', () => {
    const options = productOptions({
      ...spaghetti,
      selectOptions: [
        option(['Intero', 'Affettato'], 'affettato'),
        option(['Intero'], 'sconosciuto'),
        { name: 'Senza parametro', options: [{ key: 'a', value: 'A' }] },
        { ...option([]), parameterName: 'vuota' },
      ],
    });
    expect(options.map((item) => item.selected)).toEqual(['affettato', undefined]);
  });
});

describe('productFacts', () => {
  it('says what a piece is sold by, its minimum, the certifications, EAN and availability', () => {
    const facts = productFacts({
      ...spaghetti,
      productInfos: { TIPOLOGIA: 'Confezione', QTY_MULT: '2', MINACQ: '2', MAXACQ: '10' },
      productClasses: [{ name: 'Biologico' }, { name: 'Integrale' }],
    });
    expect(facts).toEqual([
      { label: 'Formato', value: '500 g' },
      { label: 'Venduto', value: 'In confezione' },
      { label: 'Quantità minima', value: '2 pz' },
      { label: 'Si acquista a multipli di', value: '2 pz' },
      { label: 'Quantità massima', value: '10 pz' },
      { label: 'Certificazioni', value: 'Biologico, Integrale' },
      { label: 'Codice EAN', value: '8001234567890' },
      { label: 'Disponibilità', value: 'Disponibile' },
    ]);
  });

  it('gives loose goods their weights in kg and a variable-weight piece its weight', () => {
    const loose: Product = {
      ...spaghetti,
      description: 'Prezzo al kg',
      productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.25' },
    };
    // "Prezzo al kg" is how it is priced, not its format (issue 38: the kiwi).
    expect(fact(loose, 'Formato')).toBe('Venduto a peso');
    expect(fact(loose, 'Venduto')).toBeUndefined();
    expect(quantityOptions(loose).slice(0, 3)).toEqual([
      { value: '0.5', label: '0,50 kg' },
      { value: '0.75', label: '0,75 kg' },
      { value: '1', label: '1,00 kg' },
    ]);
    expect(quantityOptions(spaghetti)[0]?.label).toMatch(/^\d+ pz$/);
    expect(quantityOptions({ ...loose, available: 0 })).toEqual([]);
    expect(fact(loose, 'Quantità minima')).toBe('0,50 kg');
    expect(fact(loose, 'Incremento')).toBe('0,25 kg');
    const piece: Product = {
      ...spaghetti,
      productInfos: {
        TIPOLOGIA: 'Pezzo',
        WEIGHT_VARIABLE: 'true',
        WEIGHT_SELLING_SINGLE_UNIT: '1.2',
        WEIGHT_SELLING_SINGLE_UNIT_UM: 'KG',
      },
    };
    expect(fact(piece, 'Peso')).toBe('circa 1,2 kg');
    expect(fact({ ...spaghetti, available: 0 }, 'Disponibilità')).toBe('Non disponibile');
  });
});

describe('italianAmounts', () => {
  it('writes the amounts of a nutrition table with a decimal comma, leaving thousands as they are', () => {
    expect(
      italianAmounts('<td>4.0 g</td><td>39.9 g</td><td>1.502 kJ / 359 kcal</td><td>0.25mg</td>'),
    ).toBe('<td>4,0 g</td><td>39,9 g</td><td>1.502 kJ / 359 kcal</td><td>0,25mg</td>');
  });
});

describe('productDescriptions', () => {
  it('sanitises the HTML of the API, in the order of the page, and leaves out JSON texts', () => {
    const descriptions = productDescriptions({
      ...spaghetti,
      metaData: {
        product_description: {
          storage: '<p>In luogo fresco</p>',
          ingredients: '<p onclick="alert(1)">Semola</p><script>alert(2)</script>',
          NUTRITIONAL_INFO: '{"type":"TABLE_TEXTUAL","rows":[]}',
          nutritional_values: '<table><tr><td>Energia</td></tr></table>',
          unknown: '<p>?</p>',
        },
      } as unknown as NonNullable<Product['metaData']>,
    });
    expect(descriptions).toEqual([
      { key: 'ingredients', title: 'Ingredienti', html: '<p>Semola</p>' },
      {
        key: 'nutritional_values',
        title: 'Valori nutrizionali',
        html: '<table><tr><td>Energia</td></tr></table>',
      },
      { key: 'storage', title: 'Conservazione', html: '<p>In luogo fresco</p>' },
    ]);
    // Two nutrition tables: the first one only, so no title (and landmark) shows twice.
    const twice = productDescriptions({
      ...spaghetti,
      metaData: {
        product_description: { nutritional_values: '<p>A</p>', NUTRITIONAL_INFO: '<p>B</p>' },
      } as unknown as NonNullable<Product['metaData']>,
    });
    expect(twice.map((description) => description.html)).toEqual(['<p>A</p>']);
    expect(productDescriptions(spaghetti)).toEqual([]);
  });
});

describe('findProduct', () => {
  const client = (bySlug: () => Promise<Product>) =>
    ({ product: { bySlug } }) as unknown as EbsnClient;
  const refusal = (errors: string[], httpStatus: number) =>
    new EbsnError({ status: 1, errors, warnings: [], infos: [] }, { httpStatus });

  it('gives the product of the slug', async () => {
    expect(
      await findProduct(
        client(async () => spaghetti),
        'spaghetti-n5',
      ),
    ).toEqual({ ok: true, value: spaghetti });
  });

  it('given a refused slug (a 200 answer with its text) or a 404, then the product is missing', async () => {
    const refused = refusal(['Il prodotto richiesto non è disponibile.'], 200);
    expect(
      await findProduct(
        client(() => Promise.reject(refused)),
        'nope',
      ),
    ).toSatisfy(isMissing);
    const notFound = EbsnError.withoutEnvelope({ httpStatus: 404 });
    expect(
      await findProduct(
        client(() => Promise.reject(notFound)),
        'nope',
      ),
    ).toSatisfy(isMissing);
  });

  it('given no answer, a server error or a bad answer, then it is a failure, not a missing product', async () => {
    for (const error of [
      EbsnError.withoutEnvelope(),
      EbsnError.withoutEnvelope({ httpStatus: 502 }),
      EbsnError.withoutEnvelope({ httpStatus: 200 }),
      new TypeError('fetch failed'),
    ]) {
      const lookup = await findProduct(
        client(() => Promise.reject(error)),
        'spaghetti-n5',
      );
      expect(isMissing(lookup)).toBe(false);
      expect(lookup).toMatchObject({ ok: false, text: failureText(error) });
    }
  });
});
