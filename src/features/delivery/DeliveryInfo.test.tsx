import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, type Cart } from '../../platform/shopper/cart-state';
import { DeliveryInfo } from './DeliveryInfo';

const chosen: Cart = {
  cartId: 55,
  cartStatusId: 1,
  shippingAddress: {
    addressId: 310,
    addressName: 'Casa',
    address1: 'Via Italia',
    addressNumber: '20',
    city: 'Monza',
    deliveryServiceId: 2,
    autoAssigned: false,
  },
  timeslot: { date: '2026-11-25', timeslotId: 12, beginTime: '10:00', endTime: '12:00' },
};

const button = (name: string) => screen.getByRole('button', { name });

describe('the delivery info of the cart drawer', () => {
  beforeEach(() => $cart.set(null));

  it('shows nothing until there is a cart', () => {
    const { container } = render(<DeliveryInfo pathname="/" />);
    expect(container).toBeEmptyDOMElement();
    act(() => $cart.set({ cartId: 0 }));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the service, the address and the slot, each with a button to change it', () => {
    $cart.set(chosen);
    render(<DeliveryInfo pathname="/" />);
    expect(screen.getByText('Consegna a domicilio')).toBeInTheDocument();
    expect(screen.getByText('Casa — Via Italia 20, Monza')).toBeInTheDocument();
    expect(screen.getByText('mercoledì 25 novembre, 10:00 - 12:00')).toBeInTheDocument();
    expect(button('Cambia indirizzo')).toBeEnabled();
    expect(button('Cambia fascia oraria')).toBeEnabled();
  });

  it('an assumed address and slot count as not chosen: the shopper is asked to choose', () => {
    $cart.set({
      ...chosen,
      shippingAddress: { ...chosen.shippingAddress, addressId: 310, autoAssigned: true },
      timeslot: { ...chosen.timeslot, autoAssigned: true },
    });
    render(<DeliveryInfo pathname="/" />);
    expect(screen.getByText('Nessun indirizzo scelto')).toBeInTheDocument();
    expect(screen.getByText('Nessuna fascia oraria scelta')).toBeInTheDocument();
    expect(button('Scegli indirizzo')).toBeEnabled();
    // No slot can be chosen before the address.
    expect(button('Scegli fascia oraria')).toBeDisabled();
  });

  it('an order being modified locks the address and says why; the slot stays changeable', () => {
    $cart.set({ ...chosen, cartStatusId: 7 });
    render(<DeliveryInfo pathname="/" />);
    // A locked change is not offered (no dead button): the lock's text says why.
    expect(screen.queryByRole('button', { name: 'Cambia indirizzo' })).toBeNull();
    expect(button('Cambia fascia oraria')).toBeEnabled();
    expect(screen.getByText(/Stai modificando un ordine/)).toBeInTheDocument();
  });

  it('on /payment both are locked', () => {
    $cart.set(chosen);
    render(<DeliveryInfo pathname="/payment" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText(/Durante il pagamento/)).toBeInTheDocument();
  });
});
