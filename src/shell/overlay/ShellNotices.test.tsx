import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { $cookieBannerOpen, $cookiePreferences } from '../shopper/cookie-consent';
import { $pendingRequests, requestSettled, requestStarted } from './requests';
import ShellNotices from './ShellNotices';
import { clearToasts, showToast } from './toasts';

describe('ShellNotices', () => {
  beforeEach(() => {
    clearToasts();
    $pendingRequests.set(0);
    $cookiePreferences.set(null);
    $cookieBannerOpen.set(false);
    localStorage.setItem(
      'sporta.cookiePreferences',
      JSON.stringify({
        technical: true,
        analytics: false,
        profiling: false,
        savedAt: '2026-11-01T00:00:00Z',
        uuid: '0b7f5c1e-8a5e-4d57-9a51-1f1de8c1b001',
      }),
    );
  });

  it('given a pending request, then the loading overlay shows until every request settles', () => {
    render(<ShellNotices />);
    expect(screen.queryByLabelText('Caricamento in corso')).not.toBeInTheDocument();
    act(() => {
      requestStarted();
      requestStarted();
    });
    expect(screen.getByLabelText('Caricamento in corso')).toBeInTheDocument();
    act(() => requestSettled());
    expect(screen.getByLabelText('Caricamento in corso')).toBeInTheDocument();
    act(() => requestSettled());
    expect(screen.queryByLabelText('Caricamento in corso')).not.toBeInTheDocument();
  });

  it('given a toast, then it shows with its default title and can be dismissed', async () => {
    render(<ShellNotices />);
    act(() => {
      showToast({ kind: 'error', message: 'Impossibile svuotare il carrello' });
    });
    expect(screen.getByText('Impossibile svuotare il carrello')).toBeInTheDocument();
    expect(screen.getByText('Si è verificato un errore')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.queryByText('Impossibile svuotare il carrello')).not.toBeInTheDocument();
  });
});
