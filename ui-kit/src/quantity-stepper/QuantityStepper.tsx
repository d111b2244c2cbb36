import { addMessages, formatQuantity, formatWeight, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import { type KeyboardEvent, useState } from 'react';
import { MinusIcon, PlusIcon } from '../icons';
import styles from './quantity-stepper.module.css';

addMessages(uiCatalogue);

export interface QuantityStepperProps {
  /** Current quantity: pieces, or weight for loose goods. */
  value: number;
  /** 'pz', 'conf', 'kg', 'g' … shown after the number. */
  unit: string;
  /** Sfuso: the value is a weight, shown with two decimals (spec: shopping §4). */
  loose?: boolean;
  /** Accessible name, e.g. 'Quantità di Mele Golden'. */
  label: string;
  onIncrease(): void;
  onDecrease(): void;
  /** Below or at `min` the minus is off; 0 by default, since minus to 0 removes the line. */
  min?: number;
  /** MAXACQ: at or above it the plus is off. */
  max?: number;
  disabled?: boolean;
  /**
   * Lets the shopper type a quantity (Pezzo and Confezione only, spec: shopping §5); called
   * with the typed number on Enter or blur. Rounding to QTY_MULT, the MAXACQ cap and the
   * minAcq check are the domain's.
   */
  onEnter?(value: number): void;
  /**
   * Spans its box's width (a product card's). Inside a size container narrower than 12 rem (a
   * card on a phone) the quantity goes above the two buttons, so all three fit the card with
   * 44 px buttons (issue 38 §5).
   */
  fill?: boolean;
}

/**
 * Plus/minus around a quantity (spec: shopping §4 "Quantity stepping"). Which value comes
 * next is a rule of the domain (QTY_MULT, STEP_SELLING, minAcq), so the stepper only asks:
 * `onIncrease`, `onDecrease`. It follows the ARIA spin button pattern: one tab stop, arrow
 * keys step, the buttons are for pointers.
 */
export function QuantityStepper({
  value,
  unit,
  loose = false,
  label,
  onIncrease,
  onDecrease,
  min = 0,
  max,
  disabled = false,
  onEnter,
  fill = false,
}: QuantityStepperProps) {
  // What the shopper is typing; null while not editing.
  const [draft, setDraft] = useState<string | null>(null);
  const text = loose ? formatWeight(value, unit) : `${formatQuantity(value)} ${unit}`;
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && (max === undefined || value < max);

  const commit = () => {
    const typed = Number((draft ?? '').trim().replace(',', '.'));
    if (
      draft !== null &&
      draft.trim() !== '' &&
      Number.isFinite(typed) &&
      typed >= 0 &&
      typed !== value
    ) {
      onEnter?.(typed);
    }
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' && canIncrease) onIncrease();
    else if (event.key === 'ArrowDown' && canDecrease) onDecrease();
    else if (!onEnter && event.key === 'ArrowRight' && canIncrease) onIncrease();
    else if (!onEnter && event.key === 'ArrowLeft' && canDecrease) onDecrease();
    else if (onEnter && event.key === 'Enter') commit();
    else if (onEnter && event.key === 'Escape') setDraft(null);
    else return;
    event.preventDefault();
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') setDraft(null);
  };
  const spin = {
    role: 'spinbutton',
    className: styles.value,
    'aria-label': label,
    'aria-valuenow': value,
    'aria-valuetext': text,
    'aria-valuemin': min,
    'aria-valuemax': max,
    onKeyDown,
  } as const;

  return (
    <div
      className={`${styles.stepper} ${fill ? styles.fill : ''} ${disabled ? styles.disabled : ''}`}
    >
      <button
        type="button"
        className={styles.step}
        tabIndex={-1}
        aria-label={t('ui.stepper.decrease')}
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        <MinusIcon />
      </button>
      {/* The quantity and its unit, one piece of the layout (above the buttons in a narrow card). */}
      <span className={styles.field}>
        {onEnter && !loose ? (
          <input
            {...spin}
            type="text"
            inputMode="numeric"
            size={4}
            disabled={disabled}
            value={draft ?? formatQuantity(value)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
          />
        ) : (
          <span {...spin} tabIndex={disabled ? -1 : 0} aria-disabled={disabled || undefined}>
            {text}
          </span>
        )}
        {onEnter && !loose ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className={styles.step}
        tabIndex={-1}
        aria-label={t('ui.stepper.increase')}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
