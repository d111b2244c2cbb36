import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('describes its trigger and is hidden by Escape until focus leaves', async () => {
    render(
      <Tooltip text="Non modificabile">
        {(describedBy) => (
          <button type="button" aria-describedby={describedBy}>
            Modifica
          </button>
        )}
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Modifica' });
    expect(trigger).toHaveAccessibleDescription('Non modificabile');
    trigger.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true }).className).toMatch(/dismissed/);
  });
});
