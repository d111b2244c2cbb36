import type { APIRoute } from 'astro';
import { heldPage } from '../held';

/** The shop's /robots.txt bytes from an endpoint: the floor of an answer with no page. */
export const GET: APIRoute = () =>
  new Response(heldPage('/robots.txt') ?? '', { headers: { 'content-type': 'text/plain' } });
