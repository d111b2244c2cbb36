/**
 * Documents in the app (spec: account §8 'Errore apertura fattura', 'Nessuna App disponibile per
 * aprire il documento'): a web view downloads nothing, so the page hands a document it fetched
 * (the invoice PDF) to the wrapper's bridge (`window.sportaApp.openDocument`, app/src/bridge.ts),
 * which opens it with an app of the device.
 */

/** How a document handed to the app went. */
export type InApp = 'opened' | 'noApp' | 'failed';

/**
 * The wrapper's way to open a document, when the page runs in an app that has one; undefined in
 * a browser (the page downloads it itself).
 */
export function appDocumentOpener(): ((file: Blob, name: string) => Promise<InApp>) | undefined {
  const app = typeof window === 'undefined' ? undefined : window.sportaApp;
  if (typeof app?.openDocument !== 'function') return undefined;
  return async (file, name) => {
    try {
      // false: no app of the device opens the document's type.
      return (await app.openDocument?.(file, name)) ? 'opened' : 'noApp';
    } catch {
      return 'failed';
    }
  };
}
