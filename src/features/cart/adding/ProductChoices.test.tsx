/**
 * The option dialog of a card (spec: shopping §4, §5): "Aggiungi al carrello" only once every
 * option is chosen; the answer is the item's parameters, the selectable promo's only when ticked;
 * closed without adding, the add is told nothing was chosen.
 */
import { sellingRule } from '@sporta/rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartSlotProduct } from '../../../platform/slots/cart-slot';
import { closeOverlay } from '../../../shell/overlay/overlay';
import { chooseFor } from './ProductChoices';

const BREAD: CartSlotProduct = {
  productId: 439,
  name: 'Pane casereccio',
  rule: sellingRule({ productInfos: { TIPOLOGIA: 'Pezzo' } }),
  choices: {
    options: [
      {
        control: 'radio',
        legend: 'Taglio',
        name: 'taglio',
        choices: [
          { value: 'intero', label: 'Intero' },
          { value: 'affettato', label: 'Affettato' },
        ],
        selected: undefined,
      },
      {
        control: 'select',
        legend: 'Peso',
        name: 'peso',
        choices: ['500', '750', '1000', '1500', '2000'].map((grams) => ({
          value: grams,
          label: `${grams} g`,
        })),
        selected: undefined,
      },
    ],
    promo: { id: 1913009, text: 'Sconto del 20% riservato ai titolari della carta Sporta' },
  },
};

afterEach(() => {
  act(() => closeOverlay());
});

const dialog = () => within(screen.getByRole('dialog', { hidden: true }));
const addButton = () =>
  dialog().getByRole('button', { name: 'Aggiungi al carrello', hidden: true });

describe('the option dialog of a card', () => {
  it('given options not all chosen, then it cannot add; chosen with the promo, it answers them all', async () => {
    let answer!: Promise<Record<string, string> | undefined>;
    act(() => {
      answer = chooseFor(BREAD);
    });
    expect(addButton()).toBeDisabled();
    act(() => {
      fireEvent.click(dialog().getByRole('radio', { name: 'Affettato', hidden: true }));
    });
    expect(addButton()).toBeDisabled();
    act(() => {
      fireEvent.change(dialog().getByRole('combobox', { name: /Peso/, hidden: true }), {
        target: { value: '750' },
      });
      fireEvent.click(dialog().getByRole('checkbox', { name: /carta Sporta/, hidden: true }));
    });
    expect(addButton()).toBeEnabled();
    act(() => {
      fireEvent.click(addButton());
    });
    expect(await answer).toEqual({ taglio: 'affettato', peso: '750', warehousePromoId: '1913009' });
  });

  it('given the promo left unticked, then the answer has no promo; closed, it answers nothing', async () => {
    const onlyPromo: CartSlotProduct = {
      ...BREAD,
      choices: { options: [], ...(BREAD.choices?.promo ? { promo: BREAD.choices.promo } : {}) },
    };
    let answer!: Promise<Record<string, string> | undefined>;
    act(() => {
      answer = chooseFor(onlyPromo);
    });
    act(() => {
      fireEvent.click(addButton());
    });
    expect(await answer).toEqual({});

    act(() => {
      answer = chooseFor(onlyPromo);
    });
    act(() => closeOverlay());
    expect(await answer).toBeUndefined();
  });
});
