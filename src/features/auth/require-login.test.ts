// @vitest-environment jsdom
/**
 * `requireLogin()` for actions that need a shopper: one dialog for all the actions asking while
 * it is open (cart changes met by one expired session), each told the same answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { $session, GUEST } from '../../platform/shopper/shopper';
import {
  $overlay,
  answerOverlay,
  closeOverlay,
  LOGIN_DIALOG,
  LOGIN_OVERLAY,
} from '../../shell/overlay/overlay';
import { requireLogin } from './auth';

afterEach(() => {
  closeOverlay();
  $session.set(GUEST);
});

describe('requireLogin', () => {
  it('given a shopper, then it answers at once without a dialog', async () => {
    $session.set({ loggedIn: true, userId: 7, cartCount: 0 });
    expect(await requireLogin()).toBe(true);
    expect($overlay.get()).toBeNull();
  });

  it('given two actions asking a guest, then one dialog and both go on after sign-in', async () => {
    const first = requireLogin();
    const second = requireLogin();
    expect($overlay.get()).toBe(LOGIN_OVERLAY);
    answerOverlay(LOGIN_DIALOG, true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
  });

  it('given the dialog closed without signing in, then every waiting action is told no', async () => {
    const first = requireLogin();
    const second = requireLogin();
    closeOverlay();
    expect(await Promise.all([first, second])).toEqual([false, false]);
  });
});
