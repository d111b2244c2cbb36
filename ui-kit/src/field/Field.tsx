/**
 * The frame every form field shares: a visible label tied to the control, an optional hint,
 * and the error text (spec: account §5 messages such as 'Campo obbligatorio') announced with
 * the control through aria-describedby. Used by TextField, PasswordField, SelectField,
 * DateField and PinInput; not exported from the package.
 */
import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

export interface FieldTexts {
  label: string;
  hint?: string | undefined;
  /** Shown in red under the control and sets aria-invalid. */
  error?: string | undefined;
}

export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export function Field({
  label,
  hint,
  error,
  required,
  id,
  children,
}: FieldTexts & {
  required?: boolean | undefined;
  id?: string | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
        className: styles.control ?? '',
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
