import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('given it is inactive, then its status region is there and empty', () => {
    render(<LoadingOverlay active={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('given it is active, then a busy progress indicator is named in Italian', () => {
    render(<LoadingOverlay active />);
    const overlay = screen.getByRole('progressbar', { name: 'Caricamento in corso' });
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    // Inside a status: where assistive technology expects one, and a region for axe.
    expect(screen.getByRole('status')).toContainElement(overlay);
  });

  it('given an own label, then it uses it', () => {
    render(<LoadingOverlay active label="Invio dell'ordine" />);
    expect(screen.getByRole('progressbar', { name: "Invio dell'ordine" })).toBeInTheDocument();
  });
});
