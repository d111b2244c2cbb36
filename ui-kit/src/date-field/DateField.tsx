import { addMessages, t } from '@sporta/i18n';
import { uiForms } from '@sporta/i18n/messages/ui-forms';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldTexts } from '../field';

addMessages(uiForms);

export type DateFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'> &
  FieldTexts;

/**
 * A date typed as gg/mm/aaaa (spec: account §5 "Date dd/mm/yyyy … 'Formato della data
 * gg/mm/aaaa'"): a text field with a numeric keyboard, checked by the domain validator. Birth
 * dates are faster to type than to pick.
 */
export function DateField({ label, hint, error, required, id, ...input }: DateFieldProps) {
  return (
    <Field label={label} hint={hint ?? t('ui.date.hint')} error={error} required={required} id={id}>
      {(wiring) => (
        <input
          type="text"
          inputMode="numeric"
          maxLength={10}
          placeholder={t('ui.date.placeholder')}
          required={required}
          {...wiring}
          {...input}
        />
      )}
    </Field>
  );
}
