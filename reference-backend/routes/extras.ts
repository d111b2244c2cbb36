/**
 * Answers outside the envelope, under /ebsn/api so they pass through the storefront's proxy:
 * pictures, version.json, the invoice document, the local fake payment and sign-in pages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { categories } from '../domain/categories.ts';
import { DELIVERED_STATUSES, orderById, renderOrder } from '../domain/orders.ts';
import { ORDER_STATUSES } from '../domain/shop.ts';
import { userById } from '../domain/users.ts';
import { type RawHandler, sendRaw } from '../http/raw-handler.ts';
import { resolveSession } from '../http/session.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { escapeHtml } from '../pages/html.ts';
import { invoicePdf } from '../pages/invoice.ts';
import { paymentPage, paymentResult } from '../pages/payment-page.ts';
import { iconSvg, productPhoto, productSvg } from '../pages/pictures.ts';
import {
  SIGN_IN_PROVIDERS,
  signInPage,
  signInResult,
  signInReturn,
} from '../pages/sign-in-page.ts';
import { DEPARTMENTS } from '../seed/catalogue-data.ts';
import type { Shop } from '../shop.ts';

/**
 * The app version the version check compares with (account §4 "App lifecycle"): the storefront's
 * own version when built without SPORTA_APP_VERSION (the client version of account §9), so a
 * development shop never prompts. `POST /_dev/version` announces another (dev/hooks.ts).
 */
export const APP_VERSION = '5.11.11';
/** The oldest version the API still serves (informative: the storefront compares `version`). */
export const MIN_APP_VERSION = '5.0.0';

/** Pictures drawn once per process, by path: a product's JPEG is made while the first asks. */
const pictures = new Map<string, Promise<{ type: string; body: string | Buffer }>>();

/**
 * GET /ebsn/api/photo/{thumb|large}/{productId}.jpg, a product's photo as the real API serves
 * them (observed §3.3: `.jpg` under /photo/…/thumb/ and …/photo/), and
 * GET /ebsn/api/photo/icon/{name}.svg, a category's icon.
 */
function picture(
  shop: Shop,
  _request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): boolean | Promise<boolean> {
  const match = /^\/ebsn\/api\/photo\/(?:(thumb|large)\/(\d+)\.jpg|icon\/([\w-]+)\.svg)$/.exec(
    url.pathname,
  );
  if (!match) return false;
  const [, size, productId, icon] = match;
  const key = url.pathname;
  let made = pictures.get(key);
  if (!made) {
    if (icon) {
      const node = [...categories(shop.db).byId.values()].find((c) => c.icon === icon);
      // Only a category's icon is drawn and kept: a made-up name must not grow the map.
      if (!node) return sendRaw(response, 404, 'text/plain; charset=utf-8', 'Not found');
      const department = categories(shop.db).path(node.categoryId)[0]?.name;
      const colour = DEPARTMENTS.find((d) => d.name === department)?.color ?? '#e67e22';
      made = Promise.resolve({ type: 'image/svg+xml', body: iconSvg(icon, colour) });
    } else {
      const row = shop.db.one<{ name: string; brand: string; kind: string; category_id: number }>(
        'SELECT name, brand, kind, category_id FROM products WHERE product_id = ?',
        Number(productId),
      );
      if (!row) return sendRaw(response, 404, 'text/plain; charset=utf-8', 'Not found');
      const drawing = productSvg({
        ...row,
        department: categories(shop.db).path(row.category_id)[0]?.name ?? '',
      });
      made = productPhoto(drawing, size === 'large' ? 'large' : 'thumb').then((body) => ({
        type: 'image/jpeg',
        body,
      }));
    }
    pictures.set(key, made);
  }
  return made.then(
    ({ type, body }) =>
      sendRaw(response, 200, type, body, { 'cache-control': 'public, max-age=86400' }),
    () => {
      pictures.delete(key);
      return sendRaw(response, 500, 'text/plain; charset=utf-8', 'Picture not drawn');
    },
  );
}

function version(
  shop: Shop,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): boolean {
  if (url.pathname !== '/ebsn/api/version.json') return false;
  const client = request.headers['x-ebsn-client-uuid'];
  const announced =
    (typeof client === 'string' ? shop.dev.appVersions.get(client) : undefined) ??
    shop.dev.appVersions.get('*');
  return sendRaw(
    response,
    200,
    'application/json',
    JSON.stringify({
      version: announced ?? APP_VERSION,
      minVersion: MIN_APP_VERSION,
      releaseDate: '2026-11-01',
      notes: 'Versione di sviluppo del backend di riferimento',
    }),
  );
}

/** GET /ebsn/api/order/invoice?order_id=: the PDF of a delivered order of the caller. */
function invoice(
  shop: Shop,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): boolean {
  if (url.pathname !== '/ebsn/api/order/invoice') return false;
  let userId = -1;
  try {
    userId = resolveSession(shop, request.headers).userId;
  } catch {
    response.writeHead(419).end();
    return true;
  }
  const order = orderById(shop.db, Number(url.searchParams.get('order_id')));
  if (!order || order.user_id !== userId || !DELIVERED_STATUSES.has(order.status_id)) {
    return sendRaw(
      response,
      404,
      'application/json',
      JSON.stringify({
        response: {
          status: 1,
          errors: [{ error: SPEC_TEXTS['errors.invoiceOpen'] }],
          errorsMessage: [SPEC_TEXTS['errors.invoiceOpen']],
        },
      }),
    );
  }
  const user = userById(shop.db, userId);
  const rendered = renderOrder(shop, order, true);
  const pdf = invoicePdf({
    order: rendered,
    customer: user ? `${user.first_name} ${user.last_name}` : '',
    status: ORDER_STATUSES[order.status_id] ?? '',
  });
  return sendRaw(response, 200, 'application/pdf', pdf, {
    'content-disposition': `inline; filename="fattura-${order.order_id}.pdf"`,
  });
}

/** The fake pages send the browser back to the storefront: 303 with a link for old browsers. */
function backToShop(response: ServerResponse, location: string): boolean {
  const html = `<!doctype html><meta charset="utf-8"><a href="${escapeHtml(location)}">Torna al negozio</a>`;
  return sendRaw(response, 303, 'text/html; charset=utf-8', html, { location });
}

function payment(
  shop: Shop,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: string,
): boolean {
  const match = /^\/ebsn\/api\/payment-page\/([0-9a-f]{32})$/.exec(url.pathname);
  if (!match?.[1]) return false;
  const token = match[1];
  if (request.method === 'POST') {
    const result = paymentResult(shop, token, new URLSearchParams(body).get('action') === 'pay');
    if (!result)
      return sendRaw(response, 404, 'text/html; charset=utf-8', paymentPage(shop, token));
    return backToShop(response, result);
  }
  return sendRaw(response, 200, 'text/html; charset=utf-8', paymentPage(shop, token));
}

/** The fake identity provider (pages/sign-in-page.ts): a development tool, absent without dev hooks. */
function signIn(
  shop: Shop,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: string,
): boolean {
  if (!shop.settings.devHooks) return false;
  const match = /^\/ebsn\/api\/sign-in-page\/([a-z]+)$/.exec(url.pathname);
  const provider = SIGN_IN_PROVIDERS.find((p) => p === match?.[1]);
  if (!provider) return false;
  const html = 'text/html; charset=utf-8';
  if (request.method === 'POST') {
    const result = signInResult(shop, provider, new URLSearchParams(body));
    if ('location' in result) return backToShop(response, result.location);
    return sendRaw(response, result.status, html, result.html);
  }
  const back = url.searchParams.get('return') ?? `${shop.settings.storefrontUrl}/`;
  if (!signInReturn(shop, back)) {
    const refusal = `<!doctype html><meta charset="utf-8"><p>${escapeHtml(BACKEND_TEXTS.signInReturnRefused)}</p>`;
    return sendRaw(response, 400, html, refusal);
  }
  return sendRaw(response, 200, html, signInPage(shop, provider, back));
}

export function extraRoutes(): RawHandler[] {
  return [picture, version, invoice, payment, signIn];
}
