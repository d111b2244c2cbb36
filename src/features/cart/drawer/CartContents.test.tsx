import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, heldServer } from '../../../platform/server/proxy/held-server.test-helpers';
import type { Cart } from '../../../platform/shopper/cart-state';
import { $cart, $held, $intents, $lineErrors, cartSettled } from '../cart';
import { CartContents } from './CartContents';

const biscuits = {
  itemId: 'i1',
  quantity: 1,
  grossTotal: 2.99,
  product: {
    productId: 273,
    name: 'Biscotti frollini',
    productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '1' },
  },
};
const apples = {
  itemId: 'i2',
  quantity: 0.5,
  weight: 0.5,
  grossTotal: 1.1,
  product: {
    productId: 323,
    name: 'Mele Golden Delicious',
    productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.25' },
  },
};
const cart: Cart = {
  cartId: 55,
  totalItems: 2,
  totalPrice: 4.09,
  totalPriceVariable: 1.1,
  sectors: [
    { name: 'Dolci e colazione', size: 1, cartItems: [biscuits] },
    { name: 'Ortofrutta', size: 1, cartItems: [apples] },
  ],
};

describe('CartContents', () => {
  // One server for the file: the page's request core keeps the fetch it was made with.
  const server = heldServer();
  // The drawer's first render in a module registry reads the delivery fee and the purchase
  // restrictions once: made here, so a test's calls are its cart changes in any order.
  beforeAll(() => {
    server.install();
    $cart.set(cart);
    render(<CartContents cartCount={2} />);
    cleanup();
  });
  beforeEach(() => {
    server.install();
    $cart.set(cart);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $cart.set(null);
    $intents.set(new Map());
    $lineErrors.set({});
    $held.set(new Map());
  });

  it('groups the lines by sector under the header, with weights for loose goods', () => {
    render(<CartContents cartCount={2} />);
    expect(screen.getByText('Hai 2 prodotti nel carrello')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ortofrutta (1 prodotto)' })).toBeInTheDocument();
    expect(
      screen.getByRole('spinbutton', { name: 'Quantità di Mele Golden Delicious' }),
    ).toHaveAttribute('aria-valuetext', '0,50 kg');
    expect(screen.getByText('Di cui a peso')).toBeInTheDocument();
  });

  it('a press moves the line and the totals at once; a refusal puts them back with the reason', async () => {
    const user = userEvent.setup();
    render(<CartContents cartCount={2} />);
    const group = screen.getByRole('region', { name: 'Ortofrutta (1 prodotto)' });
    await user.click(within(group).getByRole('button', { name: 'Aumenta quantità' }));
    const apple = screen.getByRole('spinbutton', { name: 'Quantità di Mele Golden Delicious' });
    expect(apple).toHaveAttribute('aria-valuetext', '0,75 kg');
    // 1.10 € for 0.5 kg → 1.65 € for 0.75 kg; the items total moves with it.
    expect(screen.getAllByText('4,64 €').length).toBeGreaterThan(0);

    await act(async () => {
      server.waiting[0]?.answer(
        envelope(null, [
          'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
        ]),
      );
    });
    // Back to the server's line (reloaded), the reason on the line.
    await vi.waitFor(() => expect(server.waiting[1]?.path).toBe('/ebsn/api/cart/view'));
    await act(async () => server.waiting[1]?.answer(envelope(cart)));
    await act(() => cartSettled());
    expect(apple).toHaveAttribute('aria-valuetext', '0,50 kg');
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'Hai superato la quantità massima giornaliera',
    );
  });

  it('presses quicker than a redraw each count, and make one request at a time', async () => {
    render(<CartContents cartCount={2} />);
    const group = screen.getByRole('region', { name: 'Ortofrutta (1 prodotto)' });
    const plus = within(group).getByRole('button', { name: 'Aumenta quantità' });
    act(() => {
      for (let press = 0; press < 3; press++) plus.click();
    });
    expect(
      screen.getByRole('spinbutton', { name: 'Quantità di Mele Golden Delicious' }),
    ).toHaveAttribute('aria-valuetext', '1,25 kg');
    await vi.waitFor(() => expect(server.waiting).toHaveLength(1));
    // The first request carried the first press; the next carries the last quantity.
    const settled = { ...cart, totalPrice: 5.74 };
    await act(async () => server.waiting[0]?.answer(envelope(cart)));
    await vi.waitFor(() => expect(server.waiting).toHaveLength(2));
    const sent = server.fetch.mock.calls[1]?.[0] as Request;
    const body = JSON.parse(await sent.text()) as {
      items: { quantity: number }[];
    };
    expect(body.items[0]?.quantity).toBe(1.25);
    await act(async () => server.waiting[1]?.answer(envelope(settled)));
    await act(() => cartSettled());
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('plus on a packaged line at its multiple adds a package (plusChange), not an update', async () => {
    const milk = {
      itemId: 'i3',
      quantity: 2,
      grossTotal: 3.8,
      product: {
        productId: 103,
        name: 'Latte UHT',
        productInfos: { TIPOLOGIA: 'Confezione', MINACQ: '2', QTY_MULT: '2', MAXACQ: '10' },
      },
    };
    $cart.set({ ...cart, totalItems: 3, cartItems: [milk] });
    const user = userEvent.setup();
    render(<CartContents cartCount={3} />);
    const line = screen.getByRole('article', { name: 'Latte UHT' });
    await user.click(within(line).getByRole('button', { name: 'Aumenta quantità' }));
    expect(within(line).getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '4 conf');
    await vi.waitFor(() => expect(server.waiting).toHaveLength(1));
    expect(server.waiting[0]?.path).toBe('/ebsn/api/cart/add');
    const sent = server.fetch.mock.calls[0]?.[0] as Request;
    // The package only, without infos: the line's substitution choice stays as it is.
    expect(JSON.parse(await sent.text())).toEqual({ items: [{ productId: 103, quantity: 2 }] });
    await act(async () =>
      server.waiting[0]?.answer(envelope({ ...cart, cartItems: [{ ...milk, quantity: 4 }] })),
    );
    await act(() => cartSettled());
  });

  it('for an order reopened for changes (status 7), says which order is being changed', () => {
    $cart.set({ ...cart, cartStatusId: 7, order: { orderId: 886 } } as Cart);
    render(<CartContents cartCount={2} />);
    expect(screen.getByText('Stai modificando l’ordine n. 886')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ANNULLA modifiche' })).toBeInTheDocument();
  });

  it('for a cart being filled, says nothing of an order', () => {
    render(<CartContents cartCount={2} />);
    expect(screen.queryByText(/Stai modificando/)).not.toBeInTheDocument();
  });

  it('minus at the first quantity asks before the line goes; No keeps it', async () => {
    const user = userEvent.setup();
    render(<CartContents cartCount={2} />);
    const group = screen.getByRole('region', { name: 'Dolci e colazione (1 prodotto)' });
    await user.click(within(group).getByRole('button', { name: 'Diminuisci quantità' }));
    expect(screen.getByText('Vuoi eliminare Biscotti frollini dal carrello?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(server.fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('spinbutton', { name: 'Quantità di Biscotti frollini' })).toBeVisible();
  });
  // spec: shopping §4 "Minus below minAcq gives an error" (@sporta/rules minusChange).
  it.each([
    ['at minAcq 3', 3],
    ['held by the server below a raised minimum (2 of 3)', 2],
  ])('minus %s would land between 0 and minAcq: errors.minAcq, nothing sent', async (_, held) => {
    const eggs = {
      itemId: 'i4',
      quantity: held,
      grossTotal: 2.4,
      product: {
        productId: 310,
        name: 'Uova fresche',
        minAcq: 3,
        productInfos: { TIPOLOGIA: 'Pezzo' },
      },
    };
    $cart.set({ ...cart, totalItems: 1, cartItems: [eggs] });
    const user = userEvent.setup();
    render(<CartContents cartCount={1} />);
    const line = screen.getByRole('article', { name: 'Uova fresche' });
    await user.click(within(line).getByRole('button', { name: 'Diminuisci quantità' }));
    expect(within(line).getByRole('alert')).toHaveTextContent(
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    );
    expect(screen.queryByText('Vuoi eliminare Uova fresche dal carrello?')).not.toBeInTheDocument();
    expect(within(line).getByRole('spinbutton')).toHaveAttribute('aria-valuetext', `${held} pz`);
    expect(server.fetch).not.toHaveBeenCalled();
  });
  describe('with the cart-update switch off (PUBLIC_CART_UPDATE=0)', () => {
    beforeEach(() => document.documentElement.setAttribute('data-cart-update-off', ''));
    afterEach(() => document.documentElement.removeAttribute('data-cart-update-off'));

    it('holds a step on the page until "Aggiorna carrello" sends it', async () => {
      const user = userEvent.setup();
      render(<CartContents cartCount={2} />);
      const group = screen.getByRole('region', { name: 'Dolci e colazione (1 prodotto)' });
      await user.click(within(group).getByRole('button', { name: 'Aumenta quantità' }));
      await user.click(within(group).getByRole('button', { name: 'Aumenta quantità' }));
      expect(
        screen.getByRole('spinbutton', { name: 'Quantità di Biscotti frollini' }),
      ).toHaveAttribute('aria-valuetext', '3 pz');
      expect(screen.getByRole('status')).toHaveTextContent('Hai modificato le quantità');
      expect(server.fetch).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Aggiorna carrello' }));
      await vi.waitFor(() => expect(server.waiting).toHaveLength(1));
      expect(server.waiting[0]?.path).toBe('/ebsn/api/cart/update');
      const sent = server.fetch.mock.calls[0]?.[0] as Request;
      expect(JSON.parse(await sent.text())).toEqual({ items: [{ itemId: 'i1', quantity: 3 }] });
      expect(screen.queryByRole('button', { name: 'Aggiorna carrello' })).not.toBeInTheDocument();
      const settled = {
        ...cart,
        sectors: [
          { ...cart.sectors?.[0], cartItems: [{ ...biscuits, quantity: 3 }] },
          cart.sectors?.[1],
        ],
      };
      await act(async () => server.waiting[0]?.answer(envelope(settled)));
      await act(() => cartSettled());
    });
  });
});
