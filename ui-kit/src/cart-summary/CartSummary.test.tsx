import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartSummary, type CartSummaryProps } from './CartSummary';

const base: CartSummaryProps = {
  cartId: 42,
  itemCount: 3,
  itemsTotal: 23.5,
  weightedTotal: 4.2,
  grandTotal: 27.49,
};
const flat = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('CartSummary', () => {
  it('given no cart, then only the no-cart message shows', () => {
    render(<CartSummary {...base} cartId={0} />);
    expect(screen.getByText('Nessun carrello disponibile')).toBeVisible();
    expect(screen.queryByText('TOTALE')).not.toBeInTheDocument();
  });

  it('given a cart, then items total, the part by weight and TOTALE show, and checkout links', () => {
    render(<CartSummary {...base} minimumPurchaseHint="Spesa minima 30,00 €" />);
    const summary = screen.getByRole('region', { name: 'Riepilogo del carrello' });
    expect(flat(summary.textContent)).toContain(
      'Totale prodotti23,50 €Di cui a peso4,20 €TOTALE27,49 €',
    );
    expect(screen.getByText('Spesa minima 30,00 €')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Concludi ordine' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('given a plain cart, then Svuota carrello shows; editing an order, ANNULLA modifiche', async () => {
    const onEmptyCart = vi.fn();
    const { rerender } = render(
      <CartSummary {...base} onEmptyCart={onEmptyCart} onCancelEdits={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Svuota carrello' }));
    expect(onEmptyCart).toHaveBeenCalledOnce();
    rerender(
      <CartSummary {...base} editingOrder onEmptyCart={onEmptyCart} onCancelEdits={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Svuota carrello' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ANNULLA modifiche' })).toBeVisible();
  });

  it('given full mode, then certificates (removable), bags and certificates to generate show; no empty button', async () => {
    const onRemoveGiftCertificate = vi.fn();
    render(
      <CartSummary
        {...base}
        full
        onEmptyCart={() => {}}
        giftCertificates={[{ id: 7, description: 'Buono pane 5 €' }]}
        onRemoveGiftCertificate={onRemoveGiftCertificate}
        packagesTotal={0.3}
        packages={[
          { id: 1, description: 'Sacchetto compostabile', quantity: 3, unitCost: 0.1, total: 0.3 },
        ]}
        giftCertificatesToGenerate={[{ description: 'Buono fedeltà', amount: 2 }]}
      />,
    );
    expect(flat(screen.getByText(/Sacchetto compostabile/).textContent)).toBe(
      'Sacchetto compostabile 3 x 0,10 €',
    );
    expect(screen.getByText('Buono fedeltà')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Svuota carrello' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi Buono pane 5 €' }));
    expect(onRemoveGiftCertificate).toHaveBeenCalledWith(7);
  });

  it('given an empty cart, then there is no checkout', () => {
    render(<CartSummary {...base} itemCount={0} />);
    expect(screen.queryByRole('link', { name: 'Concludi ordine' })).not.toBeInTheDocument();
  });

  it('given a delivery fee and discounts, then they show before TOTALE, which is the grand total given', () => {
    const { rerender } = render(
      <CartSummary
        {...base}
        packagesTotal={0.3}
        deliveryFee={7.9}
        discountsTotal={5}
        grandTotal={26.7}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Riepilogo del carrello' });
    expect(flat(summary.textContent)).toContain(
      'Sacchetti0,30 €Spese di consegna7,90 €Sconti e buoni−5,00 €TOTALE26,70 €',
    );
    rerender(<CartSummary {...base} deliveryFee={0} />);
    expect(flat(summary.textContent)).toContain('Spese di consegnagratuita');
  });
});
