import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $pendingRequests } from '../overlay/requests';
import UpdateDialog from './UpdateDialog';

function renderDialog({
  typing = false,
  openStore,
}: {
  typing?: boolean;
  openStore?: () => void;
} = {}) {
  const reload = vi.fn();
  const onLater = vi.fn();
  render(
    <UpdateDialog
      open
      openStore={openStore}
      formBeingTyped={() => typing}
      reload={reload}
      onLater={onLater}
    />,
  );
  return { reload, onLater };
}

const button = (name: string) => screen.getByRole('button', { name, hidden: true });

describe('UpdateDialog', () => {
  afterEach(() => {
    $pendingRequests.set(0);
  });

  it('given nothing under way, then "Aggiorna ora" reloads and "Più tardi" only closes', async () => {
    const { reload, onLater } = renderDialog();
    expect(screen.getByText('Aggiorna la pagina per usare la nuova versione.')).toBeInTheDocument();
    await userEvent.click(button('Più tardi'));
    expect(onLater).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(button('Aggiorna ora'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('given a form being typed, then it asks first and reloads only on "Aggiorna comunque"', async () => {
    const { reload } = renderDialog({ typing: true });
    await userEvent.click(button('Aggiorna ora'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText(/Stai compilando un modulo/)).toBeInTheDocument();
    await userEvent.click(button('Aggiorna comunque'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('given a cart change being saved (aria-busy), then it waits and reloads once the page is done', async () => {
    const stepper = document.createElement('div');
    stepper.setAttribute('aria-busy', 'true');
    document.body.append(stepper);
    const { reload } = renderDialog();
    await userEvent.click(button('Aggiorna ora'));
    expect(screen.getByText(/Stiamo salvando le ultime modifiche/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      stepper.setAttribute('aria-busy', 'false');
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    stepper.remove();
  });

  it('given requests under way, then it waits for the last answer', async () => {
    $pendingRequests.set(1);
    const { reload } = renderDialog();
    await userEvent.click(button('Aggiorna ora'));
    expect(reload).not.toHaveBeenCalled();
    act(() => $pendingRequests.set(0));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('given the app wrapper, then "Aggiorna" opens the store and never reloads', async () => {
    const openStore = vi.fn();
    const { reload, onLater } = renderDialog({ openStore });
    expect(screen.getByText('Scarica l’ultima versione dell’app dallo store.')).toBeInTheDocument();
    await userEvent.click(button('Aggiorna'));
    expect(openStore).toHaveBeenCalledOnce();
    expect(onLater).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });
});
