/**
 * A script the shell writes inline: scroll is restored by the shell (shell.client.ts), so
 * the browser must not restore it first, which a deferred module script would be too late for.
 * astro.config.mjs hashes this text into every page's Content-Security-Policy.
 */
export const SCROLL_RESTORATION_SCRIPT = "history.scrollRestoration = 'manual';";
