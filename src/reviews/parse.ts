// A product's reviews as the SDK shows them: the platform's answers checked field by field (docs/widgets/reviews.md).
// Server text stays text: nothing here is ever rendered as HTML.
import type { ReviewSource } from '../api/reviews';
import { isObj } from '../input/isObj';
import { count, parseRatingSummary, type RatingSummary } from './summary';

export interface ReviewsSummary extends RatingSummary {
  /** How many reviews gave each number of stars: index 0 is one star, index 4 five. */
  distribution: [number, number, number, number, number];
}

export interface Review {
  id: string;
  author: string;
  /** 1–5, whole stars. */
  rating: number;
  title: string;
  body: string;
  /** The review's date; null when the answer's is not one. */
  createdOn: Date | null;
  verifiedBuyer: boolean;
  source: ReviewSource;
}

export interface ReviewsPage {
  summary: ReviewsSummary;
  reviews: Review[];
  next: string | null;
}

/** The longest author, title and body kept: a page's worth, never a megabyte sent by mistake. */
const MAX = { author: 80, title: 200, body: 10_000 };

const text = (v: unknown, max: number) => (typeof v == 'string' ? v.trim().slice(0, max) : '');

function parseReview(value: unknown, i: number): Review | null {
  if (!isObj(value)) return null;
  const rating = value.rating;
  const body = text(value.body, MAX.body);
  if (typeof rating != 'number' || !(rating >= 1 && rating <= 5) || !body) return null;
  const date = typeof value.createdOn == 'string' || typeof value.createdOn == 'number' ? new Date(value.createdOn) : null;
  return {
    id: typeof value.id == 'string' && value.id ? value.id : `review-${i}`,
    author: text(value.author, MAX.author),
    rating: Math.round(rating),
    title: text(value.title, MAX.title),
    body,
    createdOn: date && !Number.isNaN(date.getTime()) ? date : null,
    verifiedBuyer: value.verifiedBuyer === true,
    source: value.source == 'imported' ? 'imported' : 'native',
  };
}

/**
 * Checks a reviews answer: `{ summary: { average, count, distribution }, reviews: [...], nextCursor }`. A review without
 * a rating of 1–5 or a body is skipped; an answer without a list of reviews throws (shown as the error state).
 */
export function parseReviewsPage(answer: unknown): ReviewsPage {
  if (!isObj(answer) || !Array.isArray(answer.reviews)) throw new TypeError('the answer has no list of reviews');
  const s = isObj(answer.summary) ? answer.summary : {};
  const d = isObj(s.distribution) ? s.distribution : {};
  const distribution = [1, 2, 3, 4, 5].map((k) => count(d[k])) as ReviewsSummary['distribution'];
  const rated = parseRatingSummary(s);
  const next = answer.nextCursor;
  return {
    summary: { average: rated?.average ?? 0, count: rated?.count ?? 0, distribution },
    reviews: answer.reviews.map(parseReview).filter((r): r is Review => r != null),
    next: typeof next == 'string' && next ? next : null,
  };
}
