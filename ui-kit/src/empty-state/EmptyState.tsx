import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** 'Non hai prodotti nel carrello', 'Nessuna fascia disponibile per questo giorno'. */
  title: string;
  text?: string;
  /** A way forward: a link or button to the catalogue, to store pickup… */
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** What a list says when it has nothing to list: empty cart, no slots, no orders, no results. */
export function EmptyState({ title, text, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
