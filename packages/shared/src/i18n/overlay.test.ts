import { describe, expect, it } from 'vitest';
import { overlay } from './overlay';

describe('overlay', () => {
  it('keeps the override’s texts and fills what it lacks from the base, at every depth', () => {
    const base = { a: 'A', mail: { otp: { subject: 'S', body: 'B' }, greeting: 'Hi' } };
    const stored = { a: 'أ', mail: { otp: { subject: 'س' } } };
    expect(overlay(base, stored)).toEqual({ a: 'أ', mail: { otp: { subject: 'س', body: 'B' }, greeting: 'Hi' } });
  });

  it('leaves both inputs as they were', () => {
    const base = { mail: { greeting: 'Hi' } };
    overlay(base, { mail: { greeting: 'Hello' } });
    expect(base).toEqual({ mail: { greeting: 'Hi' } });
  });
});
