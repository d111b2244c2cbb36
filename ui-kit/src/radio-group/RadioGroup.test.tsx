import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './RadioGroup';

const sizes = [
  { value: 's', label: 'Piccola' },
  { value: 'm', label: 'Media' },
  { value: 'l', label: 'Grande' },
];

function Sizes() {
  const [value, setValue] = useState<string>();
  return <RadioGroup legend="Formato" options={sizes} value={value} onChange={setValue} />;
}

describe('RadioGroup', () => {
  it('given options, then they form a group named by the legend', () => {
    render(<Sizes />);
    expect(screen.getByRole('group', { name: 'Formato' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('when a choice is clicked, then it becomes the checked one', async () => {
    render(<Sizes />);
    await userEvent.click(screen.getByRole('radio', { name: 'Media' }));
    expect(screen.getByRole('radio', { name: 'Media' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Grande' }));
    expect(screen.getByRole('radio', { name: 'Media' })).not.toBeChecked();
  });

  it('given an error, then the group is described by it', () => {
    render(
      <RadioGroup
        legend="Formato"
        options={sizes}
        value={undefined}
        onChange={() => {}}
        error="Campo obbligatorio"
      />,
    );
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Campo obbligatorio');
  });
});
