import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PinInput } from './PinInput';

function Pin({ onComplete }: { onComplete: (pin: string) => void }) {
  const [value, setValue] = useState('');
  return <PinInput value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('PinInput', () => {
  it('given typing with letters, then it keeps digits only, six at most, and completes once', async () => {
    const onComplete = vi.fn();
    render(<Pin onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Codice di verifica' });
    await userEvent.type(input, '12a3456789');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('given a pasted code, then it completes', async () => {
    const onComplete = vi.fn();
    render(<Pin onComplete={onComplete} />);
    screen.getByRole('textbox').focus();
    await userEvent.paste('654 321');
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('offers one-time-code autofill', () => {
    render(<PinInput value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('autocomplete', 'one-time-code');
  });
});
