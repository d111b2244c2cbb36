import { useId } from 'react';
import type { SelectOption } from '../select-field';
import styles from './radio-group.module.css';

/** A choice; `description` says what it means, under its name and apart from it. */
export interface RadioOption extends SelectOption {
  description?: string | undefined;
}

export interface RadioGroupProps {
  legend: string;
  /** Form field name; one is generated when absent. */
  name?: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange(value: string): void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Each choice a bordered card, its name and description on their own lines (payment types). */
  cards?: boolean;
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
  cards = false,
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
        {options.map((option, index) => {
          const descriptionId = `${ownName}-${index}-description`;
          return (
            // The name is the label's alone; the description is read as the radio's description.
            <label key={option.value} className={cards ? styles.card : styles.option}>
              <input
                type="radio"
                name={name ?? ownName}
                value={option.value}
                checked={value === option.value}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className={styles.text}>
                <span className={styles.name}>{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} className={styles.description} aria-hidden="true">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
