// @vitest-environment jsdom
/**
 * The invoice in the app (spec: account §8 'Errore apertura fattura', 'Nessuna App disponibile per
 * aprire il documento'): the page fetches the PDF and hands it to the wrapper's bridge, which
 * answers whether an app of the device opened it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadInvoice } from './order-services.client';

const pdf = () =>
  new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => pdf()),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.sportaApp;
});

function inApp(openDocument: (file: Blob, name: string) => Promise<boolean>) {
  window.sportaApp = { pushDevice: () => undefined, openDocument };
}

describe('the invoice opened in the app', () => {
  it('hands the fetched PDF to the app, by its file name', async () => {
    const openDocument = vi.fn(async () => true);
    inApp(openDocument);
    await expect(downloadInvoice(886)).resolves.toEqual({ ok: true, value: undefined });
    expect(openDocument).toHaveBeenCalledWith(expect.any(Blob), 'fattura-886.pdf');
  });

  it("says 'Nessuna App disponibile per aprire il documento' when no app of the device opens it", async () => {
    inApp(async () => false);
    await expect(downloadInvoice(886)).resolves.toEqual({
      ok: false,
      key: 'errors.noAppForDocument',
      text: 'Nessuna App disponibile per aprire il documento',
    });
  });

  it("says 'Errore apertura fattura' when the bridge fails to hand it over", async () => {
    inApp(async () => {
      throw new Error('bridge gone');
    });
    await expect(downloadInvoice(886)).resolves.toMatchObject({
      ok: false,
      text: 'Errore apertura fattura',
    });
  });

  it('in a browser, downloads it as before: no app is asked', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:fattura');
    URL.revokeObjectURL = vi.fn();
    await expect(downloadInvoice(886)).resolves.toEqual({ ok: true, value: undefined });
    expect(click).toHaveBeenCalledOnce();
  });
});
