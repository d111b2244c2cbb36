/**
 * The cart drawer (spec: shopping §1, §2 "Cart item list"): guests get the spec's login
 * message; a shopper's cart is loaded when the drawer opens: delivery info, lines by sector,
 * summary (CartContents.tsx). An island hydrated on intent (`client:intent="cart"`).
 */
import { t } from '@sporta/i18n';
import { Drawer } from '@sporta/ui-kit';
import { useEffect } from 'react';
import type { Shopper } from '../../platform/shopper';
import { useIslandStore } from '../../platform/use-island-store';
import { useSession } from '../../platform/use-session';
import { $overlay, closeOverlay, openOverlay } from '../../shell/overlay';
import { requireLogin } from '../auth';
import { DeliveryInfo } from '../delivery';
import { CartContents } from './CartContents';
import { loadCart, shareCartAcrossTabs } from './cart';

export default function CartDrawer({ shopper }: { shopper: Shopper }) {
  const open = useIslandStore($overlay) === 'cart';
  const { loggedIn, cartCount } = useSession(shopper);
  useEffect(() => {
    // A failed load is told by a toast (the request layer); the drawer keeps what it had.
    if (open && loggedIn) loadCart().catch(() => undefined);
  }, [open, loggedIn]);
  // The cart answers of the shopper's other tabs reach this drawer too.
  useEffect(() => shareCartAcrossTabs(), []);
  return (
    <Drawer
      id="drawer-cart"
      side="right"
      open={open}
      onClose={closeOverlay}
      title={t('drawer.cart.title')}
    >
      <CartDrawerContent loggedIn={loggedIn} cartCount={cartCount} />
    </Drawer>
  );
}

function CartDrawerContent({ loggedIn, cartCount }: { loggedIn: boolean; cartCount: number }) {
  if (!loggedIn) {
    return (
      <div className="cart-guest">
        <p>{t('cart.loginRequired')}</p>
        <a
          className="cart-guest__login"
          href="/login"
          onClick={(event) => {
            // The login dialog over this page; once signed in, the cart the shopper asked for.
            event.preventDefault();
            void requireLogin().then((signedIn) => signedIn && openOverlay('cart'));
          }}
        >
          {t('cart.loginAction')}
        </a>
      </div>
    );
  }
  return (
    <>
      <DeliveryInfo />
      <CartContents cartCount={cartCount} />
    </>
  );
}
