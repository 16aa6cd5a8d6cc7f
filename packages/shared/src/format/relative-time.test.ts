import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('counts seconds, minutes and hours below a day', () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: 'second', count: 0 });
    expect(relativeTime(ago(45), now)).toEqual({ unit: 'second', count: 45 });
    expect(relativeTime(ago(60), now)).toEqual({ unit: 'minute', count: 1 });
    expect(relativeTime(ago(3599), now)).toEqual({ unit: 'minute', count: 59 });
    expect(relativeTime(ago(23 * 3600 + 3599), now)).toEqual({ unit: 'hour', count: 23 });
  });

  it('shows 24 hours or more as days, then weeks', () => {
    expect(relativeTime(ago(24 * 3600), now)).toEqual({ unit: 'day', count: 1 });
    expect(relativeTime(ago(6 * 86400), now)).toEqual({ unit: 'day', count: 6 });
    expect(relativeTime(ago(7 * 86400), now)).toEqual({ unit: 'week', count: 1 });
    expect(relativeTime(ago(29 * 86400), now)).toEqual({ unit: 'week', count: 4 });
  });

  it('uses 30-day months and 365-day years', () => {
    expect(relativeTime(ago(30 * 86400), now)).toEqual({ unit: 'month', count: 1 });
    expect(relativeTime(ago(364 * 86400), now)).toEqual({ unit: 'month', count: 12 });
    expect(relativeTime(ago(365 * 86400), now)).toEqual({ unit: 'year', count: 1 });
    expect(relativeTime(ago(3 * 365 * 86400 + 5), now)).toEqual({ unit: 'year', count: 3 });
  });

  it('accepts ISO strings and treats future times as just now', () => {
    expect(relativeTime('2025-06-01T10:00:00.000Z', now)).toEqual({ unit: 'hour', count: 2 });
    expect(relativeTime('2025-06-02T10:00:00.000Z', now)).toEqual({ unit: 'second', count: 0 });
  });
});
