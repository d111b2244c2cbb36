/**
 * A choice from a list as the server-rendered forms write it (the address discovery's province,
 * the order filters' service, a listing's sort, a report's list question): its label, the
 * placeholder as the empty choice, the value chosen before selected. Rendered in the page's HTML
 * only (no client directive): it adds no script. Without `label`, the form labels it itself.
 */
import type { ComponentPropsWithoutRef } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectRowProps
  extends Omit<ComponentPropsWithoutRef<'select'>, 'children' | 'defaultValue' | 'value'> {
  id: string;
  label?: string | undefined;
  options: readonly SelectOption[];
  /** The value chosen before (the query, what was sent); the empty choice when none. */
  selected?: string | undefined;
  /** The empty choice's text ("Seleziona", "Tutti i servizi"); none when every choice is a value. */
  placeholder?: string | undefined;
}

export function SelectRow({
  id,
  label,
  options,
  selected,
  placeholder,
  ...select
}: SelectRowProps) {
  return (
    <>
      {label === undefined ? null : <label htmlFor={id}>{label}</label>}
      <select id={id} defaultValue={selected ?? ''} {...select}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
