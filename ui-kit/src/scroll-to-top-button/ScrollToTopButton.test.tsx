import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './ScrollToTopButton';

describe('ScrollToTopButton', () => {
  it('given it is hidden, then there is no button', () => {
    render(<ScrollToTopButton visible={false} onClick={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('given it is visible, when activated by keyboard, then onClick fires', async () => {
    const onClick = vi.fn();
    render(<ScrollToTopButton visible onClick={onClick} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Torna su' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
