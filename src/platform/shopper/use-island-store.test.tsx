// @vitest-environment jsdom
import { atom } from 'nanostores';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useIslandStore } from './use-island-store';

const $open = atom(false);

function Overlay() {
  return <p>{useIslandStore($open) ? 'aperto' : 'chiuso'}</p>;
}

describe('useIslandStore', () => {
  it('hydrates with the value the server rendered, then shows the live one (no mismatch)', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Overlay />);
    // The store moved on before the island hydrated (the shell opened the dialog).
    $open.set(true);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(host, <Overlay />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(host.textContent).toBe('aperto');
    $open.set(false);
  });
});
