import { describe, expect, it } from 'vitest';
import { updateStep } from './update-step';

describe('updateStep', () => {
  it('reloads at once when nothing is typed and nothing is under way', () => {
    expect(updateStep({ formBeingTyped: false, requestsPending: 0, typingConfirmed: false })).toBe(
      'reload',
    );
  });

  it('asks first when a form is being typed', () => {
    expect(updateStep({ formBeingTyped: true, requestsPending: 0, typingConfirmed: false })).toBe(
      'typing',
    );
    expect(updateStep({ formBeingTyped: true, requestsPending: 2, typingConfirmed: false })).toBe(
      'typing',
    );
  });

  it('waits for a cart change in flight, also once the shopper gave up the form', () => {
    expect(updateStep({ formBeingTyped: false, requestsPending: 1, typingConfirmed: false })).toBe(
      'waiting',
    );
    expect(updateStep({ formBeingTyped: true, requestsPending: 1, typingConfirmed: true })).toBe(
      'waiting',
    );
    expect(updateStep({ formBeingTyped: true, requestsPending: 0, typingConfirmed: true })).toBe(
      'reload',
    );
  });
});
