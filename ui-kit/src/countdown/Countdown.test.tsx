import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('given 60 seconds, then it counts down and calls onDone once at zero', () => {
    const onDone = vi.fn();
    render(<Countdown endsAt={Date.now() + 60_000} onDone={onDone} />);
    expect(screen.getByText('Puoi richiedere un nuovo codice tra 60 secondi')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText(/tra 45 secondi/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(44_000));
    // One second left: said in the singular.
    expect(screen.getByText('Puoi richiedere un nuovo codice tra 1 secondo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6_000));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('given its own text, then it renders that', () => {
    render(<Countdown endsAt={Date.now() + 5_000}>{(s) => `Ancora ${s} s`}</Countdown>);
    expect(screen.getByText('Ancora 5 s')).toBeInTheDocument();
  });
});
