import { type ComponentPropsWithRef, type ReactNode, type Ref, useId } from 'react';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** 'Ricordami', a consent text (may hold a link to the policy). */
  label: ReactNode;
  error?: string | undefined;
  /**
   * Some of what it stands for are on, some off (a box for several lines): shown and announced
   * as mixed; a click then checks it, so it sets them all.
   */
  indeterminate?: boolean;
};

/** `indeterminate` exists only as a DOM property: set on the element, the caller's ref kept. */
function withMixed(indeterminate: boolean, ref: Ref<HTMLInputElement> | undefined) {
  return (element: HTMLInputElement | null) => {
    if (element) element.indeterminate = indeterminate;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}

export function Checkbox({
  label,
  error,
  id,
  indeterminate = false,
  ref,
  ...input
}: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.checkbox}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          id={inputId}
          ref={withMixed(indeterminate, ref)}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
