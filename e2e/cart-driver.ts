/**
 * A shopper pressing the cart's controls at random (issue 16, "Updates that are never lost"):
 * adds, steps, typed quantities and removals over the product cards of one page, as fast as a
 * thumb, then the page at rest compared with the server's cart. Used by the fault journey
 * (e2e/cart-faults.spec.ts) and its 200-sequence bench (bench/cart-faults.mjs).
 */
import type { Page } from '@playwright/test';

export interface SlotProduct {
  productId: number;
  kind: 'pieces' | 'weight';
}

/** The products of the page's add-to-cart slots, one of each type first, up to `count`. */
/** A cart ready to check out (e2e/checkout.spec.ts, bench/checkout.mjs, Lighthouse): above home delivery's 35 € minimum: biscuits, milk and water, none blocked for any slot. */
export const FULL_CART = {
  slotChosen: true,
  items: [
    { productId: 273, quantity: 10 },
    { productId: 103, quantity: 10 },
    { productId: 500, quantity: 10 },
  ],
};

export async function slotProducts(page: Page, count: number): Promise<SlotProduct[]> {
  const all = await page
    .$$eval('[data-cart-slot]', (slots) =>
      slots.map((slot) => {
        const product = JSON.parse(slot.getAttribute('data-cart-slot') ?? '{}') as {
          productId: number;
          rule: { kind: 'pieces' | 'weight'; productType: string };
          choices?: unknown;
        };
        return {
          productId: product.productId,
          kind: product.rule.kind,
          type: product.rule.productType,
          // Options or a promo to choose: its "Aggiungi" opens a dialog, it has no stepper.
          steppable: product.choices === undefined,
        };
      }),
    )
    .then((slots) => slots.filter((product) => product.steppable));
  const chosen: typeof all = [];
  for (const type of ['Pezzo', 'Confezione', 'Sfuso'])
    chosen.push(...all.filter((product) => product.type === type).slice(0, 1));
  for (const product of all)
    if (chosen.length < count && !chosen.includes(product)) chosen.push(product);
  return chosen.slice(0, count).map(({ productId, kind }) => ({ productId, kind }));
}

const slot = (page: Page, productId: number) =>
  page.locator(`[data-cart-slot*='"productId":${productId},']`);

/** What each product's control shows: its quantity, 0 where "Aggiungi" shows. */
export function shownQuantities(page: Page, products: SlotProduct[]) {
  return page.evaluate(
    (ids) => {
      const shown: Record<number, number> = {};
      for (const id of ids) {
        const element = document.querySelector(`[data-cart-slot*='"productId":${id},']`);
        const add = element?.querySelector<HTMLElement>('[data-add-to-cart]');
        const value = element?.querySelector('[role="spinbutton"]');
        shown[id] = add && !add.hidden ? 0 : Number(value?.getAttribute('aria-valuenow') ?? NaN);
      }
      return shown;
    },
    products.map((product) => product.productId),
  );
}

/** The server's cart: quantity and number of lines by product. */
export function serverCart(page: Page) {
  return page.evaluate(async () => {
    type Line = { quantity: number; product: { productId: number } };
    type Answer = { data?: { cartItems?: Line[]; sectors?: { cartItems?: Line[] }[] } | null };
    // The check's own call meets the faults too: asked again until the server answers.
    let answer: Answer = {};
    for (let attempt = 0; attempt < 20 && !answer.data; attempt++) {
      const response = await fetch('/ebsn/api/cart/view');
      answer = response.ok ? ((await response.json()) as Answer) : {};
    }
    if (!answer.data) throw new Error('cart/view never answered');
    const lines = [
      ...(answer.data.cartItems ?? []),
      ...(answer.data.sectors ?? []).flatMap((sector) => sector.cartItems ?? []),
    ];
    const quantities: Record<number, number> = {};
    const lineCounts: Record<number, number> = {};
    for (const line of lines) {
      const id = line.product.productId;
      quantities[id] = (quantities[id] ?? 0) + line.quantity;
      lineCounts[id] = (lineCounts[id] ?? 0) + 1;
    }
    return { quantities, lineCounts };
  });
}

/**
 * One press (or typed quantity) on a random product, on whatever its control shows at that very
 * moment ("Aggiungi" or the stepper), as a thumb would; returns what it did.
 */
/** "Aggiungi" on the product's card, or else its plus or minus: what was pressed. */
function pressStep(page: Page, productId: number, up: boolean): Promise<string> {
  return page.evaluate(
    ({ id, up }) => {
      const slot = document.querySelector(`[data-cart-slot*='"productId":${id},']`);
      const add = slot?.querySelector<HTMLButtonElement>('[data-add-to-cart]');
      if (add && !add.hidden) {
        add.click();
        return `add ${id}`;
      }
      const label = up ? 'Aumenta quantità' : 'Diminuisci quantità';
      slot?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
      return `${up ? 'plus' : 'minus'} ${id}`;
    },
    { id: productId, up },
  );
}

export async function randomPress(
  page: Page,
  products: SlotProduct[],
  random: () => number,
): Promise<string> {
  const product = products[Math.floor(random() * products.length)] as SlotProduct;
  const roll = random();
  const typing = product.kind === 'pieces' && roll >= 0.7;
  if (!typing) return pressStep(page, product.productId, roll < 0.4);
  // Typed: a quantity from 0 (a removal) to 12, rounded, capped or refused by the rules.
  const typed = Math.floor(random() * 13);
  const input = slot(page, product.productId).locator('input[role="spinbutton"]');
  try {
    await input.fill(String(typed), { timeout: 1000 });
    await input.press('Enter', { timeout: 1000 });
    return `type ${typed} on ${product.productId}`;
  } catch {
    // The product left the cart meanwhile: nothing to type into.
    return `type ${typed} on ${product.productId} (no field)`;
  }
}

/**
 * Waits until the cart's controls are at rest (no `aria-busy`), signing in again when the session
 * expired meanwhile (the login dialog opened by a 419).
 */
export async function atRest(page: Page, login: string): Promise<void> {
  const dialog = page.locator('#dialog-login');
  for (;;) {
    const state = await Promise.race([
      page
        .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
          timeout: 20_000,
        })
        .then(() => 'rest' as const),
      dialog.waitFor({ state: 'visible', timeout: 20_000 }).then(() => 'login' as const),
    ]);
    if (state === 'rest' && !(await dialog.isVisible())) return;
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(login);
    await dialog.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

export interface Burst {
  presses: string[];
  /** Product → quantity: what the controls show at rest, what the server has. */
  shown: Record<number, number>;
  server: Record<number, number>;
  /** Products with more than one line in the server's cart (a duplicated add). */
  duplicated: number[];
}

export interface BurstPlan {
  products: SlotProduct[];
  login: string;
  bursts: number;
  random: () => number;
  /** Makes the next cart call meet an expired session (HTTP 419). */
  expireSession(): Promise<unknown>;
  /** Back to the run's faults. */
  restoreFaults(): Promise<unknown>;
}

/**
 * Bursts of 1–4 random presses, each followed by the page at rest and the server's cart; once,
 * in the middle, a press meets an expired session and the shopper signs in again.
 */
export async function runBursts(page: Page, plan: BurstPlan): Promise<Burst[]> {
  const { products, login, random } = plan;
  const bursts: Burst[] = [];
  for (let index = 0; index < plan.bursts; index++) {
    const presses: string[] = [];
    if (index === Math.floor(plan.bursts / 2)) {
      await plan.expireSession();
      // A press that surely calls the server: plus (or add) on the loose product, which has no
      // maximum — a random one may change nothing (plus at MAXACQ, the same quantity typed).
      const loose = products.find((product) => product.kind === 'weight') ?? products[0];
      presses.push(await pressStep(page, loose?.productId ?? 0, true));
      await page.locator('#dialog-login').waitFor({ state: 'visible' });
      await plan.restoreFaults();
      // The shopper signs in again (nothing can be pressed behind the dialog); the change goes on.
      await atRest(page, login);
    }
    const count = 1 + Math.floor(random() * 4);
    for (let press = 0; press < count; press++)
      presses.push(await randomPress(page, products, random));
    await atRest(page, login);
    const server = await serverCart(page);
    bursts.push({
      presses,
      shown: await shownQuantities(page, products),
      server: Object.fromEntries(
        products.map(({ productId }) => [productId, server.quantities[productId] ?? 0]),
      ),
      duplicated: Object.entries(server.lineCounts)
        .filter(([, lines]) => lines > 1)
        .map(([productId]) => Number(productId)),
    });
  }
  return bursts;
}

/** Products whose control differs from the server at rest. */
export const differing = (burst: Burst) =>
  Object.keys(burst.server).filter((id) => burst.shown[Number(id)] !== burst.server[Number(id)]);

/** A small seeded generator, so a failing run can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
