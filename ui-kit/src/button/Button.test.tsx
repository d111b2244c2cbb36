import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('given no type, then it never submits a surrounding form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Svuota carrello</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Svuota carrello' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given type submit, then it submits', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Accedi</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('given it is disabled, then a click does nothing', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Concludi ordine
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Concludi ordine' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps a caller class next to its own, and each variant looks different', () => {
    render(
      <Button variant="danger" className="extra">
        Elimina
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('extra');
    const looks = (['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) =>
      buttonClass({ variant }),
    );
    expect(new Set(looks).size).toBe(4);
  });
});
