import { addMessages, t } from '@sporta/i18n';
import { uiForms } from '@sporta/i18n/messages/ui-forms';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldTexts } from '../field';

addMessages(uiForms);

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> &
  FieldTexts & {
    options: readonly SelectOption[];
    /** First, empty choice; pass `false` when a value is always chosen (sort order). */
    placeholder?: string | false;
  };

/** A native select: province, product option (spec: shopping §5 option selector), sort. */
export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder = t('ui.select.placeholder'),
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(wiring) => (
        <select required={required} {...wiring} {...select}>
          {placeholder !== false ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
