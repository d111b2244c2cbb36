/**
 * What the cart drawer shows. Guests get the spec's login message; a shopper's cart lines,
 * summary and delivery info are wired by the cart issue.
 */
import { useStore } from '@nanostores/react';
import { t, tn } from '@sporta/i18n';
import { $cart, cartItemCount } from '../stores/cart';

export function CartDrawerContent({ loggedIn }: { loggedIn: boolean }) {
  const count = cartItemCount(useStore($cart));
  if (!loggedIn) {
    return (
      <div className="cart-guest">
        <p>{t('cart.loginRequired')}</p>
        <a className="cart-guest__login" href="/login">
          {t('cart.loginAction')}
        </a>
      </div>
    );
  }
  return <p className="cart-header">{tn('cart.header', count)}</p>;
}
