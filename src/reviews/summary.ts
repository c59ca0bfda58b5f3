// A product's rating: its summary as sent, and how it reads ("4.6 out of 5, 128 reviews"). What the reviews widget, a
// product's `rating` part and a collection's cards share (./rating.tsx).
import type { Translate } from '../i18n';
import '../i18n/strings/ratings';
import { isObj } from '../input/isObj';

/** `{ average, count }`: the product's `reviewSummary`, or a reviews answer's `summary`. */
export interface RatingSummary {
  /** 0–5. */
  average: number;
  count: number;
}

/** A whole count: a positive number, floored; anything else 0. */
export const count = (v: unknown): number => (typeof v == 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/** A summary `{ average, count }` when `value` is one with at least one review, else null (nothing to show). */
export function parseRatingSummary(value: unknown): RatingSummary | null {
  if (!isObj(value)) return null;
  const n = count(value.count);
  const average = value.average;
  if (!n || typeof average != 'number' || !Number.isFinite(average)) return null;
  return { average: Math.min(5, Math.max(0, average)), count: n };
}

/** An average as the page's locale writes it, to one decimal: 4.6, 4,6. */
export const formatAverage = (average: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

/** A rating's accessible name: "4.6 out of 5, 128 reviews". */
export const ratingLabel = (t: Translate, { average, count }: RatingSummary, locale: string): string =>
  t(count == 1 ? 'ratingSummaryOne' : 'ratingSummary', { average: formatAverage(average, locale), count });
