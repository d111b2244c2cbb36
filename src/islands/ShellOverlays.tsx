/**
 * The shell's overlays as one island: category drawer, cart drawer, toasts and loading
 * overlay. State lives in the shared nanostores; ui-kit renders it.
 */
import { useStore } from '@nanostores/react';
import { t } from '@sporta/i18n';
import { Drawer, LoadingOverlay, ToastStack } from '@sporta/ui-kit';
import { type ReactNode, useEffect } from 'react';
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

  useEffect(listenForBack, []);

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
    </>
  );
}
