import { defineMiddleware, sequence } from 'astro:middleware';
import { guardRoute } from './domain/routes';
import { compressResponse } from './server/compression';
import { hasSession } from './server/session';

/** Login-required routes send guests to Home before any page renders (spec: shopping §2 Guards). */
const guard = defineMiddleware((context, next) => {
  const target = guardRoute(context.url.pathname, hasSession(context.cookies));
  if (target) return context.redirect(target, 302);
  return next();
});

const compression = defineMiddleware(async (context, next) =>
  compressResponse(context.request, await next()),
);

export const onRequest = sequence(compression, guard);
