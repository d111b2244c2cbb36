import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { $session, GUEST } from '../../../platform/shopper/shopper';
import { $overlay } from '../../../shell/overlay/overlay';
import { $cart } from '../cart';
import CartDrawer from './CartDrawer';

describe('CartDrawer', () => {
  beforeEach(() => {
    $overlay.set(null);
    $cart.set(null);
    $session.set(GUEST);
  });

  it('given a guest, when the cart drawer is open, then it asks to log in', () => {
    render(<CartDrawer shopper={GUEST} />);
    act(() => $overlay.set('cart'));
    expect(
      screen.getByText("E' necessario autenticarsi per visualizzare il carrello"),
    ).toBeInTheDocument();
  });

  it('given a shopper, then the header counts the products the session knows', () => {
    const shopper = { loggedIn: true, userId: 7, firstName: 'Giulia', cartCount: 3 };
    $session.set(shopper);
    render(<CartDrawer shopper={shopper} />);
    expect(screen.getByText('Hai 3 prodotti nel carrello')).toBeInTheDocument();
    act(() => $session.set({ ...shopper, cartCount: 1 }));
    expect(screen.getByText('Hai 1 prodotto nel carrello')).toBeInTheDocument();
  });
});
