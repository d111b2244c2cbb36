/**
 * The shell's overlays as one island: category drawer, cart drawer, toasts, loading overlay and
 * cookie banner. State lives in the shared nanostores; ui-kit renders it.
 */
import { useStore } from '@nanostores/react';
import { t } from '@sporta/i18n';
import { CookieBanner, Drawer, LoadingOverlay, ToastStack } from '@sporta/ui-kit';
import { type ReactNode, useEffect } from 'react';
import {
  $cookieBannerOpen,
  $cookiePreferences,
  DEFAULT_COOKIE_CHOICE,
  loadCookiePreferences,
  saveCookieChoice,
} from '../stores/cookie-consent';
import { $overlay, closeOverlay, listenForBack } from '../stores/overlay';
import { $pendingRequests } from '../stores/requests';
import { $toasts, dismissToast } from '../stores/toasts';
import { CartDrawerContent } from './CartDrawerContent';

interface Props {
  loggedIn: boolean;
  /** Server-rendered category tree (slot "categories"). */
  categories?: ReactNode;
}

export default function ShellOverlays({ loggedIn, categories }: Props) {
  const overlay = useStore($overlay);
  const toasts = useStore($toasts);
  const loading = useStore($pendingRequests) > 0;
  const cookieBannerOpen = useStore($cookieBannerOpen);
  const cookiePreferences = useStore($cookiePreferences);

  useEffect(() => {
    listenForBack();
    loadCookiePreferences();
  }, []);

  return (
    <>
      <Drawer
        id="drawer-categories"
        side="left"
        open={overlay === 'categories'}
        onClose={closeOverlay}
        title={t('drawer.categories.title')}
      >
        {categories}
      </Drawer>
      <Drawer
        id="drawer-cart"
        side="right"
        open={overlay === 'cart'}
        onClose={closeOverlay}
        title={t('drawer.cart.title')}
      >
        <CartDrawerContent loggedIn={loggedIn} />
      </Drawer>
      <ToastStack toasts={toasts} onDismiss={dismissToast} />
      <LoadingOverlay active={loading} />
      <CookieBanner
        open={cookieBannerOpen}
        preferences={cookiePreferences ?? DEFAULT_COOKIE_CHOICE}
        onAcceptAll={() => saveCookieChoice({ analytics: true, profiling: true })}
        onRejectAll={() => saveCookieChoice(DEFAULT_COOKIE_CHOICE)}
        onSave={saveCookieChoice}
        policyHref="/page/cookie-policy"
      />
    </>
  );
}
