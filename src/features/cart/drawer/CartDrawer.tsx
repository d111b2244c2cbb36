/**
 * The cart drawer (spec: shopping §1, §2 "Cart item list"): guests get the spec's login
 * message; a shopper's cart is loaded when the drawer opens: delivery info, lines by sector,
 * summary (CartContents.tsx). With an anonymous cart (PUBLIC_ANONYMOUS_CART, `anonymousCart`)
 * a guest's cart shows too: login, address and slot are asked at checkout.
 * An island hydrated on intent (`client:intent="cart"`).
 */
import { t } from '@sporta/i18n';
import { Drawer } from '@sporta/ui-kit';
import { useEffect } from 'react';
import type { Shopper } from '../../../platform/shopper/shopper';
import { useIslandStore } from '../../../platform/shopper/use-island-store';
import { useSession } from '../../../platform/shopper/use-session';
import { $overlay, closeOverlay, openOverlay } from '../../../shell/overlay/overlay';
import { requireLogin } from '../../auth';
import { DeliveryInfo } from '../../delivery';
import { $shownCart, cartItemCount, loadCart } from '../cart';
import { CartContents } from './CartContents';
import { DrawerCheckout } from './DrawerCheckout';

export default function CartDrawer({
  shopper,
  anonymousCart = false,
}: {
  shopper: Shopper;
  anonymousCart?: boolean;
}) {
  const open = useIslandStore($overlay) === 'cart';
  const { loggedIn: signedIn, cartCount } = useSession(shopper);
  const hasCart = signedIn || anonymousCart;
  const cart = useIslandStore($shownCart, null);
  // The total and 'Concludi ordine' in the drawer's footer, never scrolled away (issue 38 §7).
  const checkout =
    hasCart && cart && cart.cartId > 0 && cartItemCount(cart) > 0 ? (
      <DrawerCheckout cart={cart} />
    ) : undefined;
  useEffect(() => {
    // A failed load is told by a toast (the request layer); the drawer keeps what it had.
    if (open && hasCart) loadCart().catch(() => undefined);
  }, [open, hasCart]);
  return (
    <Drawer
      id="drawer-cart"
      side="right"
      open={open}
      onClose={closeOverlay}
      title={t('drawer.cart.title')}
      footer={checkout}
    >
      <CartDrawerContent signedIn={signedIn} hasCart={hasCart} cartCount={cartCount} />
    </Drawer>
  );
}

function CartDrawerContent({
  signedIn,
  hasCart,
  cartCount,
}: {
  signedIn: boolean;
  hasCart: boolean;
  cartCount: number;
}) {
  if (!hasCart) {
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
      {/* A guest's anonymous cart has no delivery yet: it is chosen at checkout, once signed in. */}
      {signedIn ? <DeliveryInfo /> : null}
      <CartContents cartCount={cartCount} />
    </>
  );
}
