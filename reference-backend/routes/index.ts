/** Every /ebsn/api operation of openapi/ebsn.yaml, by "METHOD /path". */
import type { Routes } from '../http/call.ts';
import { accountModuleRoutes } from './account-module.ts';
import { authRoutes } from './auth.ts';
import { backofficeRoutes } from './backoffice.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { checkoutRoutes } from './checkout.ts';
import { deliveryRoutes } from './delivery.ts';
import { deviceRoutes } from './devices.ts';
import { lookupRoutes } from './lookups.ts';
import { orderRoutes } from './orders.ts';
import { registrationRoutes } from './registration.ts';
import { userMessageRoutes } from './user-messages.ts';
import { wishlistRoutes } from './wishlist.ts';

export function apiRoutes(): Routes {
  return {
    ...authRoutes,
    ...catalogueRoutes,
    ...cartRoutes,
    ...deliveryRoutes,
    ...checkoutRoutes,
    ...orderRoutes,
    ...wishlistRoutes,
    ...registrationRoutes,
    ...accountModuleRoutes,
    ...lookupRoutes,
    ...deviceRoutes,
    ...backofficeRoutes,
    ...userMessageRoutes,
  };
}
