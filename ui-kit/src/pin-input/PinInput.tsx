import { addMessages, t } from '@sporta/i18n';
import { uiForms } from '@sporta/i18n/messages/ui-forms';
import { Field } from '../field';
import styles from './pin-input.module.css';

addMessages(uiForms);

/** spec: account §9 "MFA code 6 digits". */
export const PIN_LENGTH = 6;

export interface PinInputProps {
  value: string;
  /** Called with digits only, at most six. */
  onChange(value: string): void;
  /** Called once all six digits are in, e.g. to submit. */
  onComplete?(pin: string): void;
  label?: string;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  id?: string;
}

/** The login verification code (spec: shopping §4 Login steps, step 2). */
export function PinInput({
  value,
  onChange,
  onComplete,
  label = t('login.mfa.code'),
  hint,
  error,
  disabled = false,
  id,
}: PinInputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {({ className, ...wiring }) => (
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          className={`${className} ${styles.pin}`}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            // No maxLength: it would cut a pasted '654 321' before the space is dropped.
            const digits = event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH);
            onChange(digits);
            if (digits.length === PIN_LENGTH && value.length !== PIN_LENGTH) onComplete?.(digits);
          }}
          {...wiring}
        />
      )}
    </Field>
  );
}
