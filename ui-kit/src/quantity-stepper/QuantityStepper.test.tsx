import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function stepper(props: Partial<QuantityStepperProps> = {}) {
  const handlers = { onIncrease: vi.fn(), onDecrease: vi.fn() };
  render(
    <QuantityStepper value={2} unit="pz" label="Quantità di Latte" {...handlers} {...props} />,
  );
  return handlers;
}

describe('QuantityStepper', () => {
  it('given pieces, then it is a spin button showing the quantity and unit', () => {
    stepper();
    const spin = screen.getByRole('spinbutton', { name: 'Quantità di Latte' });
    expect(spin).toHaveTextContent('2 pz');
    expect(spin).toHaveAttribute('aria-valuenow', '2');
  });

  it('given a loose weight, then it shows two decimals and the unit', () => {
    stepper({ value: 1.2, unit: 'kg', loose: true });
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '1,20 kg');
  });

  it('when the buttons are clicked, then it asks for the next and previous quantity', async () => {
    const { onIncrease, onDecrease } = stepper();
    await userEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diminuisci quantità' }));
    expect(onIncrease).toHaveBeenCalledOnce();
    expect(onDecrease).toHaveBeenCalledOnce();
  });

  it('when focused by Tab, then arrow keys step and the buttons are not extra tab stops', async () => {
    const { onIncrease, onDecrease } = stepper();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('spinbutton')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(onIncrease).toHaveBeenCalledTimes(2);
    expect(onDecrease).toHaveBeenCalledOnce();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('given the maximum is reached, then plus is off; at 0, minus is off', async () => {
    const { onIncrease } = stepper({ value: 6, max: 6 });
    expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
    screen.getByRole('spinbutton').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onIncrease).not.toHaveBeenCalled();
  });

  it('given it is disabled, then nothing steps and it leaves the tab order', () => {
    stepper({ disabled: true });
    expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Diminuisci quantità' })).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toHaveAttribute('tabindex', '-1');
  });

  it('given manual entry, when a quantity is typed and Enter pressed, then it is entered', async () => {
    const onEnter = vi.fn();
    stepper({ onEnter });
    const input = screen.getByRole('spinbutton', { name: 'Quantità di Latte' });
    expect(input).toHaveValue('2');
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    expect(onEnter).toHaveBeenCalledWith(12);
  });

  it('given manual entry, when Escape is pressed, then the typed text is dropped', async () => {
    const onEnter = vi.fn();
    stepper({ onEnter });
    const input = screen.getByRole('spinbutton');
    await userEvent.type(input, '7{Escape}');
    expect(input).toHaveValue('2');
    await userEvent.tab();
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('given manual entry, when something not a number is typed and focus leaves, then nothing is entered', async () => {
    const onEnter = vi.fn();
    stepper({ onEnter });
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, 'tanti');
    await userEvent.tab();
    expect(onEnter).not.toHaveBeenCalled();
    expect(input).toHaveValue('2');
  });

  it('given a loose product, then typing is not offered even with onEnter', () => {
    stepper({ onEnter: vi.fn(), loose: true, unit: 'kg', value: 0.5 });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton').tagName).toBe('SPAN');
  });
});
