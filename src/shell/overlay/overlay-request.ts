/**
 * How the shell asks for an overlay's island before it is hydrated: a window event naming the
 * overlay. Shared by shell.client.ts and the `client:intent` directive (a separate bundle that
 * cannot share a store with the page).
 */
export const OVERLAY_REQUEST_EVENT = 'sporta:overlay-request';
/** The history state key under which an open overlay survives a reload (overlay.ts). */
export const OVERLAY_HISTORY_KEY = 'sportaOverlay';
/**
 * An island hydrated on intent says it is live (its first effect ran): the directive then does
 * again what the shopper pressed before (island-ready.ts).
 */
export const ISLAND_READY_EVENT = 'sporta:island-ready';
