/**
 * A switch saved on the server (the checkout's substitutions, the invoice request): it moves at
 * the click, and a refusal puts it back with the server's reason — never left showing a choice
 * the cart does not have.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { done, type Outcome } from '../../platform/results/outcome';
import { SavedSwitch } from './CheckoutOptions';

function held() {
  let settle!: (outcome: Outcome<unknown>) => void;
  const answer = new Promise<Outcome<unknown>>((resolve) => {
    settle = resolve;
  });
  return { answer, settle };
}

describe('a switch saved on the server', () => {
  it('given a click, then it moves at once; refused, it goes back with the reason', async () => {
    const call = held();
    render(<SavedSwitch label="Accetto sostituzioni" saved={false} save={() => call.answer} />);
    const box = screen.getByRole('checkbox', { name: 'Accetto sostituzioni' });
    fireEvent.click(box);
    expect(box).toBeChecked();
    await act(async () => call.settle({ ok: false, text: 'Impossibile salvare la scelta' }));
    expect(box).not.toBeChecked();
    expect(screen.getByText('Impossibile salvare la scelta')).toBeTruthy();
  });

  it('given the server accepting, then it shows the saved value it is given', async () => {
    const call = held();
    const { rerender } = render(
      <SavedSwitch label="Accetto sostituzioni" saved={false} save={() => call.answer} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Accetto sostituzioni' }));
    rerender(<SavedSwitch label="Accetto sostituzioni" saved save={() => call.answer} />);
    await act(async () => call.settle(done(undefined)));
    expect(screen.getByRole('checkbox', { name: 'Accetto sostituzioni' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given some of its lines on, then it is mixed; a click checks it and saves all', async () => {
    const call = held();
    let asked: boolean | undefined;
    render(
      <SavedSwitch
        label="Tutto l'ordine"
        saved={false}
        mixed
        save={(accept) => {
          asked = accept;
          return call.answer;
        }}
      />,
    );
    const box = screen.getByRole('checkbox', { name: "Tutto l'ordine" });
    expect(box).toBePartiallyChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(asked).toBe(true);
    await act(async () => call.settle(done(undefined)));
  });
});
