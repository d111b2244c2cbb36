import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderCartActions from './OrderCartActions';

const actions = vi.hoisted(() => ({
  modifyOrder: vi.fn(),
  deleteOrder: vi.fn(),
  addOrderToCart: vi.fn(),
}));
vi.mock('./order-actions', () => actions);

const refused = (message: string) => ({ ok: false, message });

describe('OrderCartActions', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows Modifica and Annulla only where the server’s flags allow them', () => {
    const { rerender } = render(
      <OrderCartActions orderId={886} editable deletable={false} lineCount={3} />,
    );
    expect(screen.getByRole('button', { name: 'Modifica ordine' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
    rerender(<OrderCartActions orderId={886} editable={false} deletable lineCount={0} />);
    expect(screen.queryByRole('button', { name: 'Modifica ordine' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annulla ordine' })).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Aggiungi tutto al carrello' }),
    ).not.toBeInTheDocument();
  });

  it('asks before reopening; No does nothing, a refusal is said in place and the focus returns', async () => {
    const user = userEvent.setup();
    actions.modifyOrder.mockResolvedValue(refused('L’ordine non può più essere modificato.'));
    render(<OrderCartActions orderId={886} editable deletable lineCount={3} />);
    const modify = screen.getByRole('button', { name: 'Modifica ordine' });
    await user.click(modify);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Vuoi riaprire l’ordine 886 per modificarlo?',
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(actions.modifyOrder).not.toHaveBeenCalled();
    expect(modify).toHaveFocus();

    await user.click(modify);
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(actions.modifyOrder).toHaveBeenCalledWith(886);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’ordine non può più essere modificato.',
    );
    expect(modify).toHaveFocus();
  });

  it('cancels after Si', async () => {
    const user = userEvent.setup();
    actions.deleteOrder.mockResolvedValue({ ok: true, value: undefined });
    render(<OrderCartActions orderId={900} editable deletable lineCount={3} />);
    await user.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Vuoi annullare l’ordine 900?');
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(actions.deleteOrder).toHaveBeenCalledWith(900);
  });

  it('after a cancellation, says so', () => {
    render(
      <OrderCartActions orderId={900} editable={false} deletable={false} lineCount={0} cancelled />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('L’ordine è stato annullato');
  });

  it('buy again: how many lines were added, and which products were not', async () => {
    const user = userEvent.setup();
    actions.addOrderToCart.mockResolvedValue({
      ok: true,
      value: {
        before: { cartId: 55 },
        after: { cartId: 55 },
        warnings: ['Latte UHT: Prodotto non disponibile'],
        infos: [],
      },
    });
    render(<OrderCartActions orderId={897} editable={false} deletable={false} lineCount={4} />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi tutto al carrello' }));
    const [warnings, infos] = await screen.findAllByRole('status');
    expect(warnings).toHaveTextContent('Non aggiunto: Latte UHT: Prodotto non disponibile');
    expect(infos).toHaveTextContent('Aggiunti al carrello 3 prodotti');
  });
});
