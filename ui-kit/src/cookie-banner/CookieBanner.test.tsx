import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';

function banner(overrides: Partial<CookieBannerProps> = {}) {
  const props = {
    open: true,
    preferences: { analytics: false, profiling: false },
    onAcceptAll: vi.fn(),
    onRejectAll: vi.fn(),
    onSave: vi.fn(),
    ...overrides,
  };
  const view = render(<CookieBanner {...props} />);
  return { ...props, ...view };
}

describe('CookieBanner', () => {
  it('given it is open, then it is a region named by its heading, with technical cookies locked on', () => {
    banner();
    expect(screen.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
    const technical = screen.getByRole('checkbox', { name: 'Tecnici (sempre attivi)' });
    expect(technical).toBeChecked();
    expect(technical).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Analisi' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Profilazione' })).not.toBeChecked();
  });

  it('given it is closed, then nothing renders', () => {
    banner({ open: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('when Accetta tutti or Solo necessari is pressed, then the matching event fires', async () => {
    const { onAcceptAll, onRejectAll } = banner();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    await userEvent.click(screen.getByRole('button', { name: 'Solo necessari' }));
    expect(onAcceptAll).toHaveBeenCalledOnce();
    expect(onRejectAll).toHaveBeenCalledOnce();
  });

  it('when analytics is ticked by keyboard and saved, then the choice is sent', async () => {
    const { onSave } = banner();
    const user = userEvent.setup();
    screen.getByRole('checkbox', { name: 'Analisi' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Salva le preferenze' }));
    expect(onSave).toHaveBeenCalledWith({ analytics: true, profiling: false });
  });

  it('given stored preferences, when reopened after an abandoned edit, then it starts from them', async () => {
    const { rerender, onSave, ...rest } = banner({
      preferences: { analytics: false, profiling: true },
    });
    expect(screen.getByRole('checkbox', { name: 'Profilazione' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analisi' }));
    const props = { ...rest, onSave, preferences: { analytics: false, profiling: true } };
    rerender(<CookieBanner {...props} open={false} />);
    rerender(<CookieBanner {...props} open />);
    expect(screen.getByRole('checkbox', { name: 'Analisi' })).not.toBeChecked();
  });

  it('given a policy address, then it links to the cookie policy', () => {
    banner({ policyHref: '/page/cookie-policy' });
    expect(screen.getByRole('link', { name: 'Leggi la cookie policy' })).toHaveAttribute(
      'href',
      '/page/cookie-policy',
    );
  });
});
