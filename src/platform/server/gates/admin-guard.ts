/**
 * The one guard of the admin-flagged routes (spec: shopping §2 Guards "Admin-only routes send
 * non-single-sign-on users to the user board", §6 "a role check passes if any requested role is
 * present"; account §6). Each back-office route declares the roles it needs below; the
 * middleware asks the API who the session is (saml/do-login checkUser) and follows `adminAccess`.
 * Server only: it imports the SDK, which routes.ts (bundled for browsers too) must not.
 */
import { hasAnyRole, type SsoUser } from '@sporta/sdk';
import {
  BACKOFFICE_LOGOUT_PATH,
  BACKOFFICE_REFUSED_PATH,
  BACKOFFICE_SIGN_IN_PATH,
  isAdminRoute,
  NEXT_PARAM,
  normalisePath,
  USERBOARD_PATH,
} from '../../routes';

/** Who may search customers and act as one (the reference backend's operators' roles). */
export const CUSTOMER_SEARCH_ROLES = ['CUSTOMER_CARE', 'ADMIN'] as const;

/**
 * The back office's marketing contacts (issue 40; account §7 marketingcloud/…): found and removed
 * by the operators who serve customers — the roles the reference backend asks of those calls.
 */
export const MARKETING_CONTACTS_PATH = '/backoffice/marketing';
export const MARKETING_CONTACT_ROLES = CUSTOMER_SEARCH_ROLES;

/** Any signed-in operator, whatever their roles (no role list to check). */
const ANY_OPERATOR: readonly string[] = [];

/**
 * The roles each admin route needs, by path; a route below one (`/backoffice/…`) needs what its
 * nearest declared parent needs, so a new page is never open by omission. Logging out and the
 * refusal itself are open to every operator: one lacking a role can still leave.
 */
export const ADMIN_ROUTE_ROLES: Readonly<Record<string, readonly string[]>> = {
  '/backoffice': CUSTOMER_SEARCH_ROLES,
  [MARKETING_CONTACTS_PATH]: MARKETING_CONTACT_ROLES,
  [BACKOFFICE_LOGOUT_PATH]: ANY_OPERATOR,
  [BACKOFFICE_REFUSED_PATH]: ANY_OPERATOR,
};

/** The roles `pathname` needs: those of the longest declared path it is, or is below. */
export function rolesFor(pathname: string): readonly string[] {
  let path = normalisePath(pathname);
  for (;;) {
    const roles = ADMIN_ROUTE_ROLES[path];
    if (roles) return roles;
    const cut = path.lastIndexOf('/');
    if (cut <= 0) return ANY_OPERATOR;
    path = path.slice(0, cut);
  }
}

/** Who asks: whether the session is a shopper's, and the SSO user when it is an operator's. */
export interface AdminVisitor {
  signedIn: boolean;
  ssoUser?: SsoUser | undefined;
}

/** Through; elsewhere (sign-in or user board); or refused (the operator lacks every role asked). */
export type AdminAccess = { open: true } | { redirect: string } | { refused: readonly string[] };

/**
 * Not an admin route, or an operator with any of its roles: open. An operator without: refused
 * (told so, 403). A signed-in shopper who is not an SSO user: the user board. A guest: the
 * operators' sign-in, coming back to the page asked for.
 */
export function adminAccess(pathname: string, search: string, who: AdminVisitor): AdminAccess {
  if (!isAdminRoute(pathname)) return { open: true };
  if (who.ssoUser) {
    const roles = rolesFor(pathname);
    return roles.length === 0 || hasAnyRole(who.ssoUser, roles)
      ? { open: true }
      : { refused: roles };
  }
  if (who.signedIn) return { redirect: USERBOARD_PATH };
  return {
    redirect: `${BACKOFFICE_SIGN_IN_PATH}?${NEXT_PARAM}=${encodeURIComponent(pathname + search)}`,
  };
}
