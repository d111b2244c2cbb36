import { defineMiddleware } from 'astro:middleware';
import { guardRoute } from './domain/routes';
import { hasSession } from './server/session';

/** Login-required routes send guests to Home before any page renders (spec: shopping §2 Guards). */
export const onRequest = defineMiddleware((context, next) => {
  const target = guardRoute(context.url.pathname, hasSession(context.cookies));
  if (target) return context.redirect(target, 302);
  return next();
});
