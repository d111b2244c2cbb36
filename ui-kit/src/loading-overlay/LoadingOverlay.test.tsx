import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('given it is inactive, then nothing renders', () => {
    const { container } = render(<LoadingOverlay active={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('given it is active, then a busy progress indicator is named in Italian', () => {
    render(<LoadingOverlay active />);
    const overlay = screen.getByRole('progressbar', { name: 'Caricamento in corso' });
    expect(overlay).toHaveAttribute('aria-busy', 'true');
  });

  it('given an own label, then it uses it', () => {
    render(<LoadingOverlay active label="Invio dell'ordine" />);
    expect(screen.getByRole('progressbar', { name: "Invio dell'ordine" })).toBeInTheDocument();
  });
});
