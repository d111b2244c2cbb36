import { describe, expect, it } from 'vitest';
import { updateStep } from './update-step';

describe('updateStep', () => {
  it('reloads at once when nothing is typed and nothing is under way', () => {
    expect(updateStep({ formBeingTyped: false, pageBusy: false, typingConfirmed: false })).toBe(
      'reload',
    );
  });

  it('asks first when a form is being typed', () => {
    expect(updateStep({ formBeingTyped: true, pageBusy: false, typingConfirmed: false })).toBe(
      'typing',
    );
    expect(updateStep({ formBeingTyped: true, pageBusy: true, typingConfirmed: false })).toBe(
      'typing',
    );
  });

  it('waits for a cart change in flight, also once the shopper gave up the form', () => {
    expect(updateStep({ formBeingTyped: false, pageBusy: true, typingConfirmed: false })).toBe(
      'waiting',
    );
    expect(updateStep({ formBeingTyped: true, pageBusy: true, typingConfirmed: true })).toBe(
      'waiting',
    );
    expect(updateStep({ formBeingTyped: true, pageBusy: false, typingConfirmed: true })).toBe(
      'reload',
    );
  });
});
