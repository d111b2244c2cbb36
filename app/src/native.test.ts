import { describe, expect, it, vi } from 'vitest';
import { type CapacitorRuntime, capacitorNative, isSafeFileName, NO_APP_FOR_FILE } from './native';

/**
 * The native side on a fake Capacitor runtime: the plugins by name, as the web view's
 * `Capacitor.registerPlugin` gives them; Filesystem and FileViewer answer as the test says.
 */
function fakeCapacitor(openFails?: unknown) {
  const writeFile = vi.fn(async ({ path }: { path: string }) => ({
    uri: `file:///data/user/0/it.sporta.app/cache/${path}`,
  }));
  const openDocumentFromLocalPath = vi.fn(async () => {
    if (openFails) throw openFails;
  });
  const plugins: Record<string, unknown> = {
    Filesystem: { writeFile },
    FileViewer: { openDocumentFromLocalPath },
  };
  const capacitor: CapacitorRuntime = {
    getPlatform: () => 'android',
    registerPlugin: <T>(name: string) => (plugins[name] ?? {}) as T,
  };
  return { native: capacitorNative(capacitor), writeFile, openDocumentFromLocalPath };
}

/** A plugin's rejection as Capacitor hands it to the page (CapacitorException: message, code). */
const pluginError = (message: string, code: string) => Object.assign(new Error(message), { code });

const invoice = () => new Blob(['%PDF-1.4 fattura'], { type: 'application/pdf' });

describe('openDocument of the app (spec: account §8)', () => {
  it('writes the document to the cache under its name and opens it: true', async () => {
    const { native, writeFile, openDocumentFromLocalPath } = fakeCapacitor();
    await expect(native.openDocument?.(invoice(), 'fattura-886.pdf')).resolves.toBe(true);
    expect(writeFile).toHaveBeenCalledWith({
      path: 'fattura-886.pdf',
      data: btoa('%PDF-1.4 fattura'),
      directory: 'CACHE',
    });
    expect(openDocumentFromLocalPath).toHaveBeenCalledWith({
      path: 'file:///data/user/0/it.sporta.app/cache/fattura-886.pdf',
    });
  });

  it('writes every byte of a document larger than one slice, binary ones too', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, at) => (at * 7) % 256);
    const { native, writeFile } = fakeCapacitor();
    await native.openDocument?.(new Blob([bytes]), 'fattura-887.pdf');
    const written = writeFile.mock.calls[0]?.[0] as unknown as { data: string };
    expect(Uint8Array.from(atob(written.data), (char) => char.charCodeAt(0))).toEqual(bytes);
  });

  it("given no app of the device opens it, then false ('Nessuna App disponibile…')", async () => {
    const { native } = fakeCapacitor(
      pluginError('There is no app to open this document.', NO_APP_FOR_FILE),
    );
    await expect(native.openDocument?.(invoice(), 'fattura-886.pdf')).resolves.toBe(false);
  });

  it('given the viewer fails otherwise, then it rejects (the page says "Errore apertura fattura")', async () => {
    const failure = pluginError('Could not open the document.', 'OS-PLUG-FLVW-0008');
    const { native } = fakeCapacitor(failure);
    await expect(native.openDocument?.(invoice(), 'fattura-886.pdf')).rejects.toBe(failure);
  });

  it('given the file cannot be written, then it rejects and nothing is opened', async () => {
    const { native, writeFile, openDocumentFromLocalPath } = fakeCapacitor();
    writeFile.mockRejectedValueOnce(pluginError('The operation failed', 'OS-PLUG-FILE-0013'));
    await expect(native.openDocument?.(invoice(), 'fattura-886.pdf')).rejects.toThrow(
      'The operation failed',
    );
    expect(openDocumentFromLocalPath).not.toHaveBeenCalled();
  });

  it.each([
    ['../fattura.pdf'],
    ['documenti/fattura.pdf'],
    ['/etc/passwd.pdf'],
    ['a\\..\\b.pdf'],
    ['fattura..pdf'],
    ['fattura\n886.pdf'],
    ['fattura\u0000.pdf'],
    [''],
    ['.pdf'],
    ['fattura'],
  ])('given the unsafe name %j, then it rejects and writes nothing', async (name) => {
    const { native, writeFile } = fakeCapacitor();
    await expect(native.openDocument?.(invoice(), name)).rejects.toThrow('unsafe document name');
    expect(writeFile).not.toHaveBeenCalled();
  });

  it('takes the names the shop gives its documents', () => {
    expect(isSafeFileName('fattura-886.pdf')).toBe(true);
    expect(isSafeFileName('Fattura 2026_01.PDF')).toBe(true);
  });
});
