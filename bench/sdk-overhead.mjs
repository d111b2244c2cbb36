#!/usr/bin/env node
import { mkdtempSync, rmSync } from 'node:fs';
/**
 * What the SDK costs per call compared with a raw fetch (issue 3: ≤ 1.1×). A local HTTP server on
 * 127.0.0.1 answers GET cart/view with a cart of 30 lines whose products carry the fields seen on
 * real EBSN sites (shared/reference/ebsn-observed.md §3.3). The same number of calls is made
 * (a) with fetch + the same headers + JSON + a status check, the least any caller must do;
 * (b) with openapi-fetch alone, same headers, no middleware: the floor set by the library the
 * SDK is built on; (c) with sdk.cart.view(): openapi-fetch plus the request layer (headers,
 * tokens, pending count, timeout), the envelope, toasts and zod validation of the cart. Calls run one at a time, in rounds that rotate
 * the order so all see the same machine state; ratios of the total times are printed, with the
 * overhead per call in microseconds. The SDK is bundled by esbuild first, as a consumer loads it.
 *
 *   npx node bench/sdk-overhead.mjs [calls=4000]
 */
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import createClient from 'openapi-fetch';

const CALLS = Number(process.argv[2] ?? 4000);
const ROUNDS = 20;
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'sporta-sdk-bench-'));

const product = (id) => ({
  id,
  productId: id,
  codInt: `${204100 + id}`,
  code: `${204100 + id}`,
  codVar: '1',
  codeVariant: '1',
  name: `MEZZE MANICHE N.${id}`,
  shortDescr: 'DIVELLA',
  description: '500 g',
  pubState: 1,
  slug: `divella-mezze-maniche-${id}`,
  itemUrl: `/product/divella-mezze-maniche-${id}`,
  storeId: 5,
  vendor: { vendorId: 124785, name: 'DIVELLA' },
  categoryId: 45141,
  ivaCategory: { ivaCategoryId: 25, code: '4', descr: 'IVA 4%', ivaPct: '0.04' },
  unitMeasureBase: { umId: 1, um: 'KG', umDes: '' },
  productInfos: {
    WEIGHT_SELLING: '0.0',
    MINACQ: '1',
    STOCK_DAYS: '414',
    WEB_ENABLED: '1',
    WEIGHT_VARIABLE: 'false',
    TIPOLOGIA: 'Pezzo',
    WEIGHT_UNIT_BASE: 'KG',
  },
  mediaURL: `/photo/2026/08/07/e/main/thumb/000${204100 + id}_scancubefoto0000.jpg`,
  mediaURLMedium: `/photo/2026/08/07/e/main/photo/000${204100 + id}_scancubefoto0000.jpg`,
  price: 1.49,
  priceId: 117193520 + id,
  priceListName: 'Gros',
  currency: { currencyTypeId: 2, name: 'Euro', currencySymbol: '', codInt: '' },
  priceDisplay: 0.67,
  priceStandardDisplay: 1.49,
  weightUnitDisplay: 'KG',
  priceUnitDisplay: 'pz',
  priceUmDisplay: 1.34,
  available: 100000000,
  warehousePromo: {
    warehousePromoId: 1911673,
    discountPerc: 55.034,
    promoType: 'tapvis',
    view: { cssClass: 'promo_discount promo_tapvis', body: 'PROMO' },
  },
});
const cart = {
  response: { status: 0, errors: [], warnings: [], infos: [] },
  data: {
    cartId: 7,
    totalItems: 30,
    cartItems: Array.from({ length: 30 }, (_, i) => ({
      itemId: i + 1,
      quantity: 1,
      product: product(i + 1),
    })),
  },
};
const body = JSON.stringify(cart);

const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/ebsn/api`;

try {
  const outfile = join(work, 'sdk.mjs');
  await build({
    entryPoints: [join(root, 'sdk/src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  });
  const { createEbsnClient } = await import(pathToFileURL(outfile).href);
  const sdk = createEbsnClient({
    baseUrl: base,
    cache: false,
    clientUuid: '64b2d6318bb8f97bb1aba47dd8af38f6',
  });
  const headers = {
    accept: 'application/json',
    'x-ebsn-client': 'site',
    'x-ebsn-version': '5.11.11',
  };

  const raw = async () => {
    const response = await fetch(`${base}/cart/view?show_sectors=false`, { headers });
    const json = await response.json();
    if (json.response.status !== 0) throw new Error('status');
    return json.data;
  };
  const bare = createClient({ baseUrl: base, headers });
  const layer = () => bare.GET('/cart/view', { params: { query: { show_sectors: false } } });
  const full = () => sdk.cart.view();
  const variants = { raw, layer, full };

  async function time(call, count) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) await call();
    return Number(process.hrtime.bigint() - start) / 1e6;
  }

  for (const call of Object.values(variants)) await time(call, 300);
  const totals = { raw: 0, layer: 0, full: 0 };
  const names = Object.keys(variants);
  const perRound = Math.ceil(CALLS / ROUNDS);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) totals[name] += await time(variants[name], perRound);
  }
  const calls = perRound * ROUNDS;
  const per = (ms) => `${((ms / calls) * 1000).toFixed(1).padStart(6)} µs/call`;
  const extra = (ms) => `+${(((ms - totals.raw) / calls) * 1000).toFixed(1)} µs`;
  const ratio = (ms) => `${(ms / totals.raw).toFixed(2)}×`;
  console.log(
    `SDK call overhead vs raw fetch — ${calls} sequential GET cart/view each, 127.0.0.1, 30-line cart (${(body.length / 1024).toFixed(0)} KB)\n`,
  );
  console.log(`  (a) raw fetch + headers + JSON + status check   ${per(totals.raw)}`);
  console.log(
    `  (b) openapi-fetch alone (the floor)              ${per(totals.layer)}  ${ratio(totals.layer)}  ${extra(totals.layer)}`,
  );
  console.log(
    `  (c) sdk.cart.view(): layer + envelope + zod     ${per(totals.full)}  ${ratio(totals.full)}  ${extra(totals.full)}`,
  );
  const verdict = (ms) => (ms / totals.raw <= 1.1 ? 'within' : 'over');
  console.log(
    `\n  budget ≤ 1.10× for (c): ${verdict(totals.full)} budget; SDK's own cost over openapi-fetch: ${(totals.full / totals.layer).toFixed(2)}× (one run, loopback: every µs counts)`,
  );
} finally {
  server.close();
  rmSync(work, { recursive: true, force: true });
}
