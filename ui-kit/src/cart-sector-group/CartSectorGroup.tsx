import { addMessages, tn } from '@sporta/i18n';
import { uiCart } from '@sporta/i18n/messages/ui-cart';
import { type ReactNode, useId } from 'react';
import styles from './cart-sector-group.module.css';

addMessages(uiCart);

export interface CartSectorGroupProps {
  /** sector.name: 'Frutta e verdura'. */
  name: string;
  /** Products in the sector (sector.size). */
  count: number;
  /** CartLines. */
  children: ReactNode;
}

/** Cart lines of one sector under 'Frutta e verdura (3 prodotti)' (spec: shopping §2). */
export function CartSectorGroup({ name, count, children }: CartSectorGroupProps) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {name} <span className={styles.count}>{tn('cart.sector.count', count)}</span>
      </h2>
      {children}
    </section>
  );
}
