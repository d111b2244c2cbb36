import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ToastMessage, ToastStack } from './ToastStack';

const toast = (n: number, kind: ToastMessage['kind'] = 'success'): ToastMessage => ({
  id: `t${n}`,
  kind,
  message: `Messaggio ${n}`,
});

describe('ToastStack', () => {
  it('given a toast of each kind, then each shows its default Italian title', () => {
    render(
      <ToastStack
        toasts={[toast(1, 'error'), toast(2, 'warning'), toast(3, 'success'), toast(4, 'info')]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Si è verificato un errore Messaggio 1');
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual([
      'Attenzione Messaggio 2',
      'Ok Messaggio 3',
      'Informazione Messaggio 4',
    ]);
  });

  it('given an own title, then it replaces the default one', () => {
    render(
      <ToastStack
        toasts={[{ id: 'a', kind: 'success', title: 'Prodotto aggiunto', message: '2 pz Latte' }]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Prodotto aggiunto 2 pz Latte');
    expect(screen.queryByText('Ok')).not.toBeInTheDocument();
  });

  it('given seven toasts, then only the five newest show', () => {
    render(<ToastStack toasts={[1, 2, 3, 4, 5, 6, 7].map((n) => toast(n))} onDismiss={() => {}} />);
    const shown = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(shown).toHaveLength(5);
    expect(shown[0]).toHaveTextContent('Messaggio 3');
    expect(shown[4]).toHaveTextContent('Messaggio 7');
  });

  it('when a close button is pressed, then that toast is dismissed by id', async () => {
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[toast(1), toast(2)]} onDismiss={onDismiss} />);
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Chiudi notifica' }));
    expect(onDismiss).toHaveBeenCalledWith('t2');
  });

  it('given an action, then the toast offers it as a link', () => {
    render(
      <ToastStack
        toasts={[
          {
            id: 'p',
            kind: 'info',
            message: 'Pasta in offerta',
            action: { label: 'Apri', href: '/category/pasta' },
          },
        ]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Apri' })).toHaveAttribute('href', '/category/pasta');
  });

  it('given no toasts, then the empty list stays in place for screen readers', () => {
    render(<ToastStack toasts={[]} onDismiss={() => {}} />);
    expect(
      within(screen.getByRole('region', { name: 'Notifiche' })).getByRole('list'),
    ).toBeEmptyDOMElement();
  });
});
