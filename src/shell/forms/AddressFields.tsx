/**
 * A home address's place, as the registration and the address book ask it (spec: account §2
 * "Address form fields", §5 rules): province, town, postal code, street and number, the towns and
 * streets suggested. Markup, order and autocomplete hints once; each form keeps its rules (the
 * address book asks the number and limits lengths, the registration does not), labels and ids,
 * and its own lookups (delivery/address-lookups.ts: shell may not import a feature), and its own
 * form state: react-hook-form's (the registration, through `hookFormFields`) or a plain form's
 * (the address book's, plain-form.ts, for the account pages' JavaScript budget).
 */
import { required, type Validator } from '@sporta/rules';
import { SelectField, TextField } from '@sporta/ui-kit';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { fieldRule } from './form-rules';
import type { FieldOptions } from './plain-form';

export type AddressField = 'province' | 'city' | 'postalCode' | 'address1' | 'addressNumber';

/** A suggested place: a province (its code), a town or a street. */
export interface Suggestion {
  id: string;
  name: string;
  code: string;
}

/** What the fields need of their form: a field's wiring, and the text under it. */
export interface AddressFieldsForm {
  register(
    field: AddressField,
    options: FieldOptions,
  ): {
    name: string;
    // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's RefCallBack, an input or a select
    ref: (instance: any) => void;
    onChange: (event: { target: unknown }) => unknown;
    onBlur: (event: { target: unknown }) => unknown;
  };
  error(field: AddressField): string | undefined;
}

/** A react-hook-form form as the fields need it (the registration). */
export function hookFormFields<V extends FieldValues>(form: UseFormReturn<V>): AddressFieldsForm {
  return {
    register: (field, options) =>
      form.register(field as Path<V>, options as RegisterOptions<V, Path<V>>),
    error: (field) => form.getFieldState(field as Path<V>, form.formState).error?.message,
  };
}

interface AddressFieldsProps {
  form: AddressFieldsForm;
  id(field: AddressField): string;
  labels: Record<AddressField, string>;
  rules: Record<AddressField, Validator[]>;
  /** Values kept trimmed as typed (the registration); else trimmed when sent. */
  trim?: boolean;
  provinces: readonly Suggestion[];
  towns: readonly Suggestion[];
  streets: readonly Suggestion[];
  /** The datalists' ids. */
  listIds: { towns: string; streets: string };
  /** The street as it is typed: the form looks up its suggestions. */
  onStreetTyped?(street: string): void;
  /** The registration keeps the browser's memory out of the house number. */
  numberAutoComplete?: 'off';
}

export function AddressFields(props: AddressFieldsProps) {
  const { form, id, labels, rules, listIds } = props;
  const errorOf = (field: AddressField) => form.error(field);
  const register = (field: AddressField, more: FieldOptions = {}) =>
    form.register(field, {
      validate: fieldRule(...rules[field]),
      ...(props.trim ? { setValueAs: (value: string) => value.trim() } : {}),
      ...more,
    });
  // Shown required exactly when its rules require it.
  const asks = (field: AddressField) => rules[field].includes(required);
  const { onStreetTyped } = props;
  return (
    <>
      <SelectField
        id={id('province')}
        label={labels.province}
        required={asks('province')}
        options={props.provinces.map((p) => ({ value: p.code, label: p.name }))}
        error={errorOf('province')}
        {...register('province')}
      />
      <TextField
        id={id('city')}
        label={labels.city}
        required={asks('city')}
        list={listIds.towns}
        autoComplete="address-level2"
        error={errorOf('city')}
        {...register('city')}
      />
      <datalist id={listIds.towns}>
        {props.towns.map((town) => (
          <option key={town.id} value={town.name} />
        ))}
      </datalist>
      <TextField
        id={id('postalCode')}
        label={labels.postalCode}
        required={asks('postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        error={errorOf('postalCode')}
        {...register('postalCode')}
      />
      <TextField
        id={id('address1')}
        label={labels.address1}
        required={asks('address1')}
        list={listIds.streets}
        autoComplete="address-line1"
        error={errorOf('address1')}
        {...register(
          'address1',
          onStreetTyped
            ? {
                onChange: (event: { target: { value: string } }) =>
                  onStreetTyped(event.target.value),
              }
            : {},
        )}
      />
      <datalist id={listIds.streets}>
        {props.streets.map((street) => (
          <option key={street.id} value={street.name} />
        ))}
      </datalist>
      <TextField
        id={id('addressNumber')}
        label={labels.addressNumber}
        required={asks('addressNumber')}
        {...(props.numberAutoComplete ? { autoComplete: props.numberAutoComplete } : {})}
        error={errorOf('addressNumber')}
        {...register('addressNumber')}
      />
    </>
  );
}
