/**
 * The shared person and address fields (PersonFields.tsx, AddressFields.tsx) as a form uses them:
 * its ids and labels, the shared autocomplete hints and rules, values kept trimmed, and the
 * asterisk of an address field following the form's own rules.
 */
import { t } from '@sporta/i18n';
import { maxLength, required } from '@sporta/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { type AddressField, AddressFields, hookFormFields } from './AddressFields';
import { FiscalCodeField, type PersonField, PersonFields, type PersonValues } from './PersonFields';

const PERSON_LABELS = {
  firstName: 'Nome',
  lastName: 'Cognome',
  gender: 'Sesso',
  male: 'Uomo',
  female: 'Donna',
  birthDate: 'Data di nascita',
  birthPlace: 'Comune di nascita',
};

function Person({ onSave }: { onSave(values: PersonValues): void }) {
  const form = useForm<PersonValues>({ mode: 'onTouched' });
  const own = (field: PersonField) => ({ id: `p-${field}` });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <PersonFields form={form} own={own} labels={PERSON_LABELS} birthTowns="p-towns" />
      <FiscalCodeField form={form} own={own} label="Codice fiscale" />
      <button type="submit">Salva</button>
    </form>
  );
}

const ADDRESS_LABELS: Record<AddressField, string> = {
  province: 'Provincia',
  city: 'Comune',
  postalCode: 'CAP',
  address1: 'Indirizzo',
  addressNumber: 'Numero civico',
};
type Place = Record<AddressField, string>;
const MILANO = [{ id: '1', name: 'Milano', code: 'MI' }];

function Address(props: { numberRule: boolean; onStreetTyped?(street: string): void }) {
  const form = useForm<Place>({ mode: 'onTouched' });
  const number = props.numberRule ? [required, maxLength(10)] : [];
  return (
    <AddressFields
      form={hookFormFields(form)}
      id={(field) => `a-${field}`}
      labels={ADDRESS_LABELS}
      rules={{
        province: [required],
        city: [required],
        postalCode: [],
        address1: [],
        addressNumber: number,
      }}
      provinces={MILANO}
      towns={MILANO}
      streets={[{ id: '7', name: 'Via Dante', code: '' }]}
      listIds={{ towns: 'a-towns', streets: 'a-streets' }}
      {...(props.onStreetTyped ? { onStreetTyped: props.onStreetTyped } : {})}
      {...(props.numberRule ? {} : { numberAutoComplete: 'off' as const })}
    />
  );
}

describe('PersonFields', () => {
  it('given a form, then its ids, the shared autocomplete hints and the suggestions list are on the fields', () => {
    render(<Person onSave={() => undefined} />);
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('id', 'p-firstName');
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Cognome/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^Data di nascita/)).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByLabelText(/^Comune di nascita/)).toHaveAttribute('list', 'p-towns');
    expect(screen.getByLabelText(/^Codice fiscale/)).toHaveAttribute('autocomplete', 'off');
  });

  it('given a name left empty, then the required text shows; saved, the values come trimmed and the code in capitals', async () => {
    const onSave = vi.fn();
    render(<Person onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Nome/));
    await user.tab();
    expect(await screen.findByText(t('validation.required'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome/), '  Giulia ');
    await user.type(screen.getByLabelText(/^Cognome/), 'Bianchi');
    await user.selectOptions(screen.getByLabelText(/^Sesso/), 'F');
    await user.type(screen.getByLabelText(/^Data di nascita/), '01/02/1980');
    await user.type(screen.getByLabelText(/^Comune di nascita/), 'Milano ');
    await user.type(screen.getByLabelText(/^Codice fiscale/), ' rssmra80b01f205w ');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      firstName: 'Giulia',
      lastName: 'Bianchi',
      gender: 'F',
      birthDate: '01/02/1980',
      birthPlace: 'Milano',
      fiscalCode: 'RSSMRA80B01F205W',
    });
  });
});

describe('AddressFields', () => {
  it('given the address book rules, then the number is required and the lists carry the suggestions', () => {
    render(<Address numberRule />);
    expect(screen.getByLabelText(/^Numero civico/)).toBeRequired();
    expect(screen.getByLabelText(/^Numero civico/)).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText(/^Comune/)).toHaveAttribute('list', 'a-towns');
    expect(screen.getByLabelText(/^Comune/)).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByLabelText(/^CAP/)).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText(/^Indirizzo/)).toHaveAttribute('autocomplete', 'address-line1');
    expect(document.querySelector('#a-streets option')).toHaveAttribute('value', 'Via Dante');
    expect(screen.getByRole('option', { name: 'Milano' })).toHaveAttribute('value', 'MI');
  });

  it('given the registration rules, then the number is optional and kept out of autofill; a typed street is told', async () => {
    const onStreetTyped = vi.fn();
    render(<Address numberRule={false} onStreetTyped={onStreetTyped} />);
    expect(screen.getByLabelText(/^Numero civico/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Numero civico/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/^Provincia/)).toBeRequired();
    await userEvent.type(screen.getByLabelText(/^Indirizzo/), 'Via');
    expect(onStreetTyped).toHaveBeenLastCalledWith('Via');
  });
});
