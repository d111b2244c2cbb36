import type { APIRoute } from 'astro';
import { ebsnApiUrl } from '../../../platform/config';
import { proxyToEbsn } from '../../../platform/server/proxy/ebsn-proxy';

/** The browser's only way to /ebsn/api: same origin, session in httpOnly cookies (ADR 2). */
// clientAddress is the socket's while security.allowedDomains is unset (astro.config.mjs):
// Astro would otherwise give the first, client-chosen X-Forwarded-For entry.
export const ALL: APIRoute = ({ request, params, cookies, clientAddress }) =>
  proxyToEbsn(request, params.path ?? '', cookies, ebsnApiUrl(), clientAddress);
