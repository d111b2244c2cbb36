/**
 * The shell's overlays as one island: category drawer, cart drawer, toasts, loading overlay,
 * cookie banner and scroll-to-top. State lives in the shared nanostores; ui-kit renders it.
 */
import { useStore } from '@nanostores/react';
import { t } from '@sporta/i18n';
import {
  CookieBanner,
  Drawer,
  LoadingOverlay,
  ScrollToTopButton,
  ToastStack,
} from '@sporta/ui-kit';
import { type ReactNode, useEffect } from 'react';
import {
  $cookieBannerOpen,
  $cookiePreferences,
  DEFAULT_COOKIE_CHOICE,
  loadCookiePreferences,
  saveCookieChoice,
} from '../stores/cookie-consent';
import { $overlay, closeOverlay, listenForBack } from '../stores/overlay';
import { $loading } from '../stores/requests';
import { $toasts, dismissToast } from '../stores/toasts';
import { CartDrawerContent } from './CartDrawerContent';
import { useScrolledPast } from './useScrolledPast';

/** spec: account §9 "Scroll-to-top threshold 20 px". */
const SCROLL_TOP_THRESHOLD_PX = 20;

interface Props {
  loggedIn: boolean;
  /** Server-rendered category tree (slot "categories"). */
  categories?: ReactNode;
}

export default function ShellOverlays({ loggedIn, categories }: Props) {
  const overlay = useStore($overlay);
  const toasts = useStore($toasts);
  const loading = useStore($loading);
  const cookieBannerOpen = useStore($cookieBannerOpen);
  const cookiePreferences = useStore($cookiePreferences);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);

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
      <ScrollToTopButton
        visible={scrolled}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </>
  );
}
