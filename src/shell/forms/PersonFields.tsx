/**
 * The person of the registration and of the profile (spec: account §3 User payload, §5 rules):
 * names, sex, birth date and place, the fiscal code. The rules, autocomplete hints and order
 * once; the labels and ids each form's (their catalogues differ: "Comune" or "Luogo di nascita").
 * Values are trimmed as the shop stores them; the fiscal code is upper-cased (code-input.ts).
 */
import { date, fiscalCodeWithChecksum, name, required, type Validator } from '@sporta/rules';
import { DateField, SelectField, TextField } from '@sporta/ui-kit';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { asCode, CODE_INPUT } from './code-input';
import { fieldRule } from './form-rules';

export interface PersonValues {
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  birthPlace: string;
  fiscalCode: string;
}
export type PersonField = keyof PersonValues;

/** A field's id, and the value the server renders into it when the form has one. */
export type OwnProps = (field: PersonField) => { id: string; defaultValue?: string };

interface PersonFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  own: OwnProps;
  labels: Record<Exclude<PersonField, 'fiscalCode'> | 'male' | 'female', string>;
  /** Shown between the birth date and place: the registration's province of birth. */
  beforeBirthPlace?: ReactNode;
  /** The id of the datalist suggesting the birth towns, when the form has one. */
  birthTowns?: string;
  /**
   * What stands instead of the birth place, when given (the registration's country of birth,
   * for a shopper born abroad). The place's field, unmounted, keeps its value and is not checked.
   */
  birthPlaceField?: ReactNode;
}

/** The field's error under the form's current state (the parent reads formState: it re-renders). */
const errorOf = <V extends FieldValues>(form: UseFormReturn<V>, field: PersonField) =>
  form.getFieldState(field as Path<V>, form.formState).error?.message;

const trimmed = <V extends FieldValues>(
  form: UseFormReturn<V>,
  field: PersonField,
  rules: Validator[],
) =>
  form.register(field as Path<V>, {
    validate: fieldRule(...rules),
    setValueAs: (value: string) => value.trim(),
  });

/** First name to birth place, in the order both forms ask them. */
export function PersonFields<V extends FieldValues>({
  form,
  own,
  labels,
  beforeBirthPlace,
  birthTowns,
  birthPlaceField,
}: PersonFieldsProps<V>) {
  return (
    <>
      <TextField
        {...own('firstName')}
        label={labels.firstName}
        required
        autoComplete="given-name"
        error={errorOf(form, 'firstName')}
        {...trimmed(form, 'firstName', [required, name])}
      />
      <TextField
        {...own('lastName')}
        label={labels.lastName}
        required
        autoComplete="family-name"
        error={errorOf(form, 'lastName')}
        {...trimmed(form, 'lastName', [required, name])}
      />
      <SelectField
        {...own('gender')}
        label={labels.gender}
        required
        options={[
          { value: 'M', label: labels.male },
          { value: 'F', label: labels.female },
        ]}
        error={errorOf(form, 'gender')}
        {...trimmed(form, 'gender', [required])}
      />
      <DateField
        {...own('birthDate')}
        label={labels.birthDate}
        required
        autoComplete="bday"
        error={errorOf(form, 'birthDate')}
        {...trimmed(form, 'birthDate', [required, date])}
      />
      {beforeBirthPlace}
      {birthPlaceField ?? (
        <TextField
          {...own('birthPlace')}
          label={labels.birthPlace}
          required
          {...(birthTowns ? { list: birthTowns } : {})}
          error={errorOf(form, 'birthPlace')}
          {...trimmed(form, 'birthPlace', [required])}
        />
      )}
    </>
  );
}

interface FiscalCodeFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  own: OwnProps;
  label: string;
}

/** The fiscal code: required, with its checksum, typed in capitals. */
export function FiscalCodeField<V extends FieldValues>({
  form,
  own,
  label,
}: FiscalCodeFieldProps<V>) {
  return (
    <TextField
      {...own('fiscalCode')}
      label={label}
      required
      {...CODE_INPUT}
      error={errorOf(form, 'fiscalCode')}
      {...form.register('fiscalCode' as Path<V>, {
        validate: fieldRule(required, fiscalCodeWithChecksum),
        setValueAs: asCode,
      })}
    />
  );
}
