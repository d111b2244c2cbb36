import type { APIRoute } from 'astro';
import { ebsnApiUrl } from '../../../platform/config';
import { proxyToEbsn } from '../../../platform/ebsn-proxy';

/** The browser's only way to /ebsn/api: same origin, session in httpOnly cookies (ADR 2). */
export const ALL: APIRoute = ({ request, params, cookies }) =>
  proxyToEbsn(request, params.path ?? '', cookies, ebsnApiUrl());
