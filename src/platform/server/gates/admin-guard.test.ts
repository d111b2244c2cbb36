import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_ROLES, adminAccess, CUSTOMER_SEARCH_ROLES, rolesFor } from './admin-guard';

const operator = (...roles: string[]) => ({ signedIn: false, ssoUser: { username: 'op', roles } });

describe('rolesFor (each admin route declares its roles)', () => {
  it('gives the customer search its roles, and a page below it the same', () => {
    expect(rolesFor('/backoffice')).toBe(CUSTOMER_SEARCH_ROLES);
    expect(rolesFor('/BackOffice/')).toBe(CUSTOMER_SEARCH_ROLES);
    expect(rolesFor('/backoffice/clienti/42')).toBe(CUSTOMER_SEARCH_ROLES);
  });

  it('leaves logging out and the refusal open to any operator', () => {
    expect(rolesFor('/backoffice/esci')).toEqual([]);
    expect(rolesFor('/backoffice/non-autorizzato')).toEqual([]);
  });

  it('declares every path in lower case, as they are compared', () => {
    for (const path of Object.keys(ADMIN_ROUTE_ROLES)) expect(path).toBe(path.toLowerCase());
  });
});

describe('adminAccess (shopping §2 Guards, §6 roles)', () => {
  it('given a route that is not admin-flagged, then it is open to anyone', () => {
    expect(adminAccess('/checkout', '', { signedIn: false })).toEqual({ open: true });
    expect(adminAccess('/backoffice/accesso', '', { signedIn: true })).toEqual({ open: true });
  });

  it('given an operator with any one of the roles asked, then it is open', () => {
    expect(adminAccess('/backoffice', '', operator('BACKOFFICE', 'CUSTOMER_CARE'))).toEqual({
      open: true,
    });
    expect(adminAccess('/backoffice', '', operator('ADMIN'))).toEqual({ open: true });
  });

  it('given an operator with none of them, then refused with the roles asked', () => {
    expect(adminAccess('/backoffice', '?q=rossi', operator('BACKOFFICE'))).toEqual({
      refused: CUSTOMER_SEARCH_ROLES,
    });
    expect(adminAccess('/backoffice', '', operator())).toEqual({ refused: CUSTOMER_SEARCH_ROLES });
  });

  it('given an operator lacking roles, then logging out is still open', () => {
    expect(adminAccess('/backoffice/esci', '', operator())).toEqual({ open: true });
  });

  it('given a signed-in shopper who is not an SSO user, then the user board', () => {
    expect(adminAccess('/backoffice', '', { signedIn: true })).toEqual({
      redirect: '/profile/dashboard',
    });
  });

  it('given a guest, then the operators sign in and come back to the page asked for', () => {
    expect(adminAccess('/backoffice', '?q=rossi', { signedIn: false })).toEqual({
      redirect: '/backoffice/accesso?next=%2Fbackoffice%3Fq%3Drossi',
    });
  });
});
