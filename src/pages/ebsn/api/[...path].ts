import type { APIRoute } from 'astro';
import { ebsnApiUrl } from '../../../server/config';
import { proxyToEbsn } from '../../../server/ebsn-proxy';

/** The browser's only way to /ebsn/api: same origin, session in httpOnly cookies (ADR 2). */
export const ALL: APIRoute = ({ request, params, cookies }) =>
  proxyToEbsn(request, params.path ?? '', cookies, ebsnApiUrl());
