import { useId } from 'react';
import type { SelectOption } from '../select-field';
import styles from './radio-group.module.css';

export interface RadioGroupProps {
  legend: string;
  /** Form field name; one is generated when absent. */
  name?: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange(value: string): void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
}

/**
 * Native radios in a fieldset: arrow keys move and select, one tab stop, as browsers do it
 * (spec: shopping §2 "Product option selector … radio or select mode").
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  orientation = 'vertical',
}: RadioGroupProps) {
  const ownName = useId();
  const errorId = `${ownName}-error`;
  return (
    <fieldset
      className={styles.group}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={`${styles.options} ${orientation === 'vertical' ? styles.vertical : ''}`}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name ?? ownName}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
