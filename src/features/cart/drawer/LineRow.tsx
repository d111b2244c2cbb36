/**
 * One line of the cart as the drawer and the checkout show it (spec: shopping §2 "Cart item
 * list"): picture, names, unit price, promo, availability notice, stepper by the product's rule,
 * gross total, delete; the server's refusal under it. Minus to 0 and delete ask first (`onAskRemove`).
 */
import { addMessages, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import { isLockedForShopper, lastQuantity, sellingRule } from '@sporta/rules';
import { CartLine } from '@sporta/ui-kit';
import type { ReactNode } from 'react';
import { productCard } from '../../catalogue';
import { enterQuantity, stepLine } from '../cart';
import { type CartLine as Line, lineKey, unitOf } from '../cart-lines';
import { noticeOf, noticeText } from './line-availability';

addMessages(cart);
addMessages(cartSteps);

export function LineRow({
  line,
  message,
  onAskRemove,
  children,
  tools,
}: {
  line: Line;
  message: string | undefined;
  onAskRemove(): void;
  /** More of the line (the checkout's substitution choice). */
  children?: ReactNode;
  /** Beside the delete button (the drawer's 'save to a list' heart). */
  tools?: ReactNode;
}) {
  const rule = sellingRule(line.product);
  const key = lineKey(line);
  const card = productCard(line.product);
  const notice = noticeOf(line);
  const max = lastQuantity(rule);
  return (
    <CartLine
      name={card.name}
      {...(card.shortDescr ? { shortDescr: card.shortDescr } : {})}
      href={card.href}
      imageSrc={card.imageSrc}
      unitPrice={card.price}
      {...(card.promo ? { promo: card.promo } : {})}
      notices={notice ? [noticeText(notice)] : []}
      quantity={{
        value: line.quantity,
        unit: unitOf(rule, t('cart.unit.piece'), t('cart.unit.pack')),
        loose: rule.kind === 'weight',
        ...(max === undefined ? {} : { max }),
        onIncrease: () => stepLine(key, rule, 'up'),
        // spec: shopping §4 "Minus reaching 0 removes the line (with confirmation in the cart)".
        onDecrease: () => stepLine(key, rule, 'down', onAskRemove),
        ...(rule.kind === 'pieces'
          ? { onEnter: (typed: number) => enterQuantity(key, rule, typed, onAskRemove) }
          : {}),
      }}
      grossTotal={line.grossTotal ?? 0}
      onRemove={onAskRemove}
      locked={isLockedForShopper(line.product.productInfos)}
      {...(message ? { message } : {})}
      tools={tools}
    >
      {children}
    </CartLine>
  );
}
