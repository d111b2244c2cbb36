/**
 * The plain form (plain-form.ts) behaves as react-hook-form's "onTouched" form it replaces: a
 * field checked when first left, then as it changes; every field at submit, the first invalid
 * focused, nothing sent; what was typed kept; a select's value shown once its options arrive.
 */
import { maxLength, required } from '@sporta/rules';
import { SelectField, TextField } from '@sporta/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldRule } from './form-rules';
import { usePlainForm } from './plain-form';

type Values = { province: string; city: string; note: string; elevator: boolean };

function Form({ onSave }: { onSave(values: Values): void }) {
  const form = usePlainForm<Values>({ province: 'MI', city: '', note: 'citofono', elevator: true });
  const [provinces, setProvinces] = useState<{ value: string; label: string }[]>([]);
  // The options arrive after the first render, as the lookups' do.
  useEffect(() => setProvinces([{ value: 'MI', label: 'Milano' }]), []);
  const city = form.watch('city');
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <SelectField
        id="province"
        label="Provincia"
        options={provinces}
        {...form.register('province', { validate: fieldRule(required) })}
      />
      <TextField
        id="city"
        label="Comune"
        error={form.errors.city}
        {...form.register('city', { validate: fieldRule(required, maxLength(5)) })}
      />
      <TextField id="note" label="Note" {...form.register('note')} />
      <input id="elevator" type="checkbox" aria-label="Ascensore" {...form.register('elevator')} />
      <output>{city}</output>
      <button type="submit">Salva</button>
    </form>
  );
}

describe('usePlainForm', () => {
  it('given the defaults, then the fields show them, the select once its options arrive', async () => {
    render(<Form onSave={() => undefined} />);
    expect(await screen.findByRole('option', { name: 'Milano' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Provincia/)).toHaveValue('MI');
    expect(screen.getByLabelText(/Note/)).toHaveValue('citofono');
    expect(screen.getByLabelText('Ascensore')).toBeChecked();
  });

  it('given a field left invalid, then its text shows, and goes as it is typed right', async () => {
    const user = userEvent.setup();
    render(<Form onSave={() => undefined} />);
    await user.click(screen.getByLabelText(/Comune/));
    expect(screen.queryByText('Campo obbligatorio')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText(/Comune/)).toHaveAccessibleDescription(/obbligatorio/i);
    await user.type(screen.getByLabelText(/Comune/), 'Pavia');
    expect(screen.getByLabelText(/Comune/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Pavia');
    await user.type(screen.getByLabelText(/Comune/), 'X');
    expect(screen.getByLabelText(/Comune/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('given a submit with an invalid field, then nothing is sent and it has the focus; fixed, the values are', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Comune/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Comune/), 'Lodi');
    await user.click(screen.getByLabelText('Ascensore'));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSave).toHaveBeenCalledWith({
      province: 'MI',
      city: 'Lodi',
      note: 'citofono',
      elevator: false,
    });
    expect(screen.getByLabelText(/Comune/)).toHaveValue('Lodi');
  });
});
