/**
 * The unread-messages badge on the top bar's account entry (issue 29): a link to the archive
 * labelled '3 messaggi non letti', hidden at 0 and for guests. Filled in the browser, never by
 * the server (platform/shopper/unread-count.ts says why): from the cookie when it is fresh, else by one
 * background call after load, whose SDK arrives with it (no bytes for guests or a fresh cookie).
 */
import { addMessages, tn } from '@sporta/i18n';
import { newsList } from '@sporta/i18n/messages/news-list';
import { $session } from '../../platform/shopper/shopper';
import { $unread, readUnreadCookie, unreadChanged } from '../../platform/shopper/unread-count';

addMessages(newsList);

let asking = false;

async function askCount(): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    const { fetchUnreadCount } = await import('./unread-ask');
    const count = await fetchUnreadCount();
    if (count !== undefined && $session.get().loggedIn) unreadChanged(count);
  } catch {
    // The badge is a hint: without the count it stays hidden, the archive still lists them.
  } finally {
    asking = false;
  }
}

function knowCount(): void {
  const kept = readUnreadCookie(document.cookie);
  if (kept === undefined) void askCount();
  else $unread.set(kept);
}

export function wireUnreadBadge(): void {
  const badge = document.querySelector<HTMLElement>('[data-unread]');
  const count = badge?.querySelector<HTMLElement>('[data-unread-count]');
  const label = badge?.querySelector<HTMLElement>('[data-unread-label]');
  if (!badge || !count || !label) return;
  $unread.subscribe((unread) => {
    badge.hidden = !unread;
    count.textContent = unread ? String(unread) : '';
    label.textContent = tn('topbar.unreadMessages', unread ?? 0);
  });
  $session.subscribe(({ loggedIn }) => {
    if (!loggedIn) $unread.set(undefined);
    else if ($unread.get() === undefined) knowCount();
  });
  // Another tab opened a message: catch up when this one is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && $session.get().loggedIn) knowCount();
  });
}
