/**
 * The browser's EBSN core, one per page. Store actions (never islands) build the areas they
 * need on it (`cartArea(ebsnCore())` in features/cart/cart.ts), so a page only carries the
 * calls it makes; islands render stores and call their actions. Bridged to the shell:
 * requests under way drive the loading overlay, and the messages of answers become toasts
 * (spec: account §7 "Each request counts as pending", §8). Session values stay in the proxy's
 * httpOnly cookies (docs/adr/0002), so the core keeps none.
 */
import { createEbsnCore, type EbsnClientOptions, type EbsnCore, noTokenStore } from '@sporta/sdk';
import { requestSettled, requestStarted } from './requests';
import { showToast } from './toasts';

let shared: EbsnCore | undefined;

export function ebsnCore(): EbsnCore {
  shared ??= connectToShell(createEbsnCore({ tokens: noTokenStore() }));
  return shared;
}

/** Wires a core's pending count and toasts into the shell's stores; returns the core. */
export function connectToShell(core: EbsnCore): EbsnCore {
  let counted = core.pending.get();
  core.pending.subscribe((count) => {
    for (; counted < count; counted += 1) requestStarted();
    for (; counted > count; counted -= 1) requestSettled();
  });
  core.events.on('toast', showToast);
  return core;
}

export type { EbsnClientOptions };
