/**
 * A form's state without react-hook-form, for a form whose page has no room for its ~12 KB
 * (docs/adr/0010, amendments: the login form, the address form). The same behaviour: the fields
 * stay the browser's own (uncontrolled, so what was typed survives every refusal and re-render),
 * each is checked by its `validate` (a `fieldRule`) when first left and then as it changes, all
 * at submit, after which each is checked as it changes, the first invalid one focused. `register`
 * gives what react-hook-form's gives (name, ref, onChange, onBlur): the ui-kit fields take it as
 * they are.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export interface FieldOptions {
  /** The field's check: true, or the text shown under it. */
  validate?: (value: unknown) => string | true;
  /** The value kept for what was typed (the registration trims). */
  setValueAs?: (value: string) => string;
  /** Called after the value is kept, with the field's change event. */
  onChange?: (event: { target: { value: string } }) => void;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isCheckbox = (field: Field) => field instanceof HTMLInputElement && field.type === 'checkbox';
const read = (field: Field) =>
  isCheckbox(field) ? (field as HTMLInputElement).checked : field.value;
function write(field: Field, value: string | boolean) {
  if (isCheckbox(field)) (field as HTMLInputElement).checked = value === true;
  else field.value = String(value);
}

export function usePlainForm<V extends { [K in keyof V]: string | boolean }>(defaults: V) {
  type Name = keyof V & string;
  const values = useRef<V>({ ...defaults });
  const fields = useRef(new Map<Name, Field>());
  const options = useRef(new Map<Name, FieldOptions>());
  const checked = useRef(new Set<Name>());
  const watched = useRef(new Set<Name>());
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [, changed] = useState(0);

  // A select's options may arrive after its value (the provinces): it shows the value once they do.
  useLayoutEffect(() => {
    for (const [name, field] of fields.current)
      if (field instanceof HTMLSelectElement && field.value !== values.current[name])
        write(field, values.current[name] ?? '');
  });

  const issueOf = (name: Name): string | undefined => {
    const answer = options.current.get(name)?.validate?.(values.current[name]);
    return typeof answer === 'string' ? answer : undefined;
  };
  const show = (found: Partial<Record<Name, string>>) =>
    setErrors((now) => {
      const next = { ...now, ...found };
      for (const name of Object.keys(found) as Name[])
        if (found[name] === undefined) delete next[name];
      return next;
    });
  const check = (name: Name) => show({ [name]: issueOf(name) } as Partial<Record<Name, string>>);

  const keep = (name: Name, value: string | boolean) => {
    values.current = { ...values.current, [name]: value };
    if (checked.current.has(name)) check(name);
    if (watched.current.has(name)) changed((n) => n + 1);
  };

  const register = (name: Name, more: FieldOptions = {}) => {
    options.current.set(name, more);
    return {
      name,
      ref: (field: Field | null) => {
        if (!field || fields.current.get(name) === field) return;
        fields.current.set(name, field);
        write(field, values.current[name] ?? '');
      },
      onChange: (event: { target: unknown }) => {
        const value = read(event.target as Field);
        keep(name, typeof value === 'string' && more.setValueAs ? more.setValueAs(value) : value);
        more.onChange?.(event as { target: { value: string } });
      },
      onBlur: () => {
        checked.current.add(name);
        check(name);
      },
    };
  };

  return {
    register,
    errors,
    isSubmitting,
    /** The field's text under it, if any (AddressFields asks it this way). */
    error: (name: Name) => errors[name],
    /** The value now; the form renders again when it changes. */
    watch<N extends Name>(name: N): V[N] {
      watched.current.add(name);
      return values.current[name];
    },
    getValues: <N extends Name>(name: N): V[N] => values.current[name],
    setValue(name: Name, value: string | boolean, { shouldValidate = false } = {}) {
      const field = fields.current.get(name);
      if (field) write(field, value);
      values.current = { ...values.current, [name]: value };
      if (shouldValidate) check(name);
      if (watched.current.has(name)) changed((n) => n + 1);
    },
    /** Checks every field; all valid, `onValid` has the values, else the first invalid has focus. */
    handleSubmit:
      (onValid: (values: V) => Promise<void> | void) =>
      async (event?: { preventDefault(): void }) => {
        event?.preventDefault();
        const found: Partial<Record<Name, string>> = {};
        for (const name of options.current.keys()) {
          checked.current.add(name);
          found[name] = issueOf(name);
        }
        show(found);
        const invalid = [...options.current.keys()].find((name) => found[name] !== undefined);
        if (invalid) {
          fields.current.get(invalid)?.focus();
          return;
        }
        setSubmitting(true);
        try {
          await onValid({ ...values.current });
        } finally {
          setSubmitting(false);
        }
      },
  };
}
