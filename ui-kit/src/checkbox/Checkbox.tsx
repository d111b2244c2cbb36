import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** 'Ricordami', a consent text (may hold a link to the policy). */
  label: ReactNode;
  error?: string | undefined;
};

export function Checkbox({ label, error, id, ...input }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.checkbox}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
