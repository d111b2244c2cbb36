import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrashIcon } from '../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('given a label, then it is the accessible name and the tooltip', () => {
    render(
      <IconButton label="Elimina prodotto">
        <TrashIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Elimina prodotto' });
    expect(button).toHaveAttribute('title', 'Elimina prodotto');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when pressed with Space, then onClick fires', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Elimina prodotto" onClick={onClick}>
        <TrashIcon />
      </IconButton>,
    );
    screen.getByRole('button').focus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
