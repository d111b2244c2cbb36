/**
 * What the development pages need to print safely: every value escaped, and return addresses
 * kept to the storefront's own origin (a one-time sign-in code must never reach another host).
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `address` when it is an http(s) URL on the storefront's origin, else undefined. */
export function storefrontAddress(address: string, storefrontUrl: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  return url.origin === new URL(storefrontUrl).origin ? url : undefined;
}
