import type { Translate } from '../i18n';
import '../i18n/strings/discussion';

// Spec 001 §9 "Relative time": about N units ago (years, months of 30 days, weeks, days, hours, minutes), else less than
// a minute ago; §8: "Invalid date." for a non-numeric time.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Largest first: a year of 365 days, a month of 30 (spec 001 §9); each unit's words for n of it. */
const UNITS: [number, (n: number, t: Translate) => string][] = [
  [365 * DAY, (n, t) => (n == 1 ? t('agoYear') : t('agoYears', { count: n }))],
  [30 * DAY, (n, t) => (n == 1 ? t('agoMonth') : t('agoMonths', { count: n }))],
  [7 * DAY, (n, t) => (n == 1 ? t('agoWeek') : t('agoWeeks', { count: n }))],
  [DAY, (n, t) => (n == 1 ? t('agoDay') : t('agoDays', { count: n }))],
  [HOUR, (n, t) => (n == 1 ? t('agoHour') : t('agoHours', { count: n }))],
  [MINUTE, (n, t) => (n == 1 ? t('agoMinute') : t('agoMinutes', { count: n }))],
];

/** A time as epoch ms: a finite number, or a string of digits; anything else is null (non-numeric). */
export function epochMs(value: unknown): number | null {
  if (typeof value == 'number') return Number.isFinite(value) ? value : null;
  return typeof value == 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : null;
}

/**
 * How long ago `value` (epoch ms) was at `now`, in the spec's words: "about 3 hours ago", "about 1 day ago", "less than
 * a minute ago" (also for a time in the future), "Invalid date." for a non-numeric value.
 */
export function timeSince(value: unknown, now: number, t: Translate): string {
  const at = epochMs(value);
  if (at === null) return t('agoInvalid');
  const elapsed = now - at;
  for (const [size, words] of UNITS) {
    const n = Math.floor(elapsed / size);
    if (n >= 1) return words(n, t);
  }
  return t('agoJustNow');
}
