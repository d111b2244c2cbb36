import { addMessages, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import { SelectField, type SelectOption } from '../select-field';

addMessages(uiCatalogue);

export interface SortSelectProps {
  /** The filter's `sort` value (spec: shopping §3 Filters). */
  value: string;
  options: readonly SelectOption[];
  /** Changing the sort keeps the page (spec: shopping §4 Filters). */
  onChange(value: string): void;
  label?: string;
}

/** 'Ordina per' above a product list. */
export function SortSelect({
  value,
  options,
  onChange,
  label = t('ui.sort.label'),
}: SortSelectProps) {
  return (
    <SelectField
      label={label}
      options={options}
      placeholder={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
