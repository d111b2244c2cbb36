import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its content and passes attributes through', () => {
    render(
      <Badge tone="secondary" aria-hidden="true" data-testid="count">
        3
      </Badge>,
    );
    const badge = screen.getByTestId('count');
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });
});
