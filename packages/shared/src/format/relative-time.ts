// Relative times per SPEC §9: the largest whole unit of year, month (30 days), week, day, hour,
// minute, second. Anything from 24 hours on is counted in days (then weeks, months, years).

export type RelativeTimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

export interface RelativeTime {
  unit: RelativeTimeUnit;
  /** Whole units elapsed; 0 seconds for "just now" and for times in the future. */
  count: number;
}

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: readonly [RelativeTimeUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): RelativeTime {
  const then = new Date(date).getTime();
  const elapsedSeconds = Math.max(0, Math.floor((new Date(now).getTime() - then) / 1000));
  for (const [unit, seconds] of UNITS) {
    if (elapsedSeconds >= seconds) return { unit, count: Math.floor(elapsedSeconds / seconds) };
  }
  return { unit: 'second', count: 0 };
}
