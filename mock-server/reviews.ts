import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse } from './http';
import { findProduct } from './cart';
import type { PlatformState } from './types';

// Product reviews (an assumption of the SDK: docs/embed-contract.md, "Reviews"): `GET /api/commerce/products/{id}/reviews
// ?sort=newest|highest|lowest[&cursor][&source=native|imported]` answers a page of REVIEWS_PAGE_SIZE reviews with the
// summary of the reviews asked for. The reviews are drawn from each product's id (the same every run): the tee has 128
// (native and imported), the e-book none, the mug only imported ones; each shop product a few to a few dozen.

export const REVIEWS_PAGE_SIZE = 10;

export interface MockReview {
  id: string;
  author: string;
  rating: number;
  title?: string;
  body: string;
  /** ISO 8601. */
  createdOn: string;
  verifiedBuyer: boolean;
  source: 'native' | 'imported';
}

/** How many reviews a product has and which of them are imported (every `importedEvery`-th; 1: all; 0: none). */
const PLANS: Record<string, { count: number; importedEvery: number }> = {
  'p-tee': { count: 128, importedEvery: 4 },
  'p-ebook': { count: 0, importedEvery: 0 },
  'p-mug': { count: 9, importedEvery: 1 },
};

const AUTHORS = ['Ada L.', 'Grace H.', 'Alan T.', 'Mae J.', 'Ravi K.', 'Noor A.', 'Tomás P.', 'Ines V.', 'Kenji S.', 'Olu B.', 'Hedy L.'];
const WORDS: Record<number, [string, string][]> = {
  5: [
    ['Love it', 'Exactly as pictured, and it arrived two days after I ordered.'],
    ['Perfect', 'Well made and well packed. I have already ordered another one as a gift.'],
    ['Better than expected', 'The quality is lovely. Washed it a few times and it still looks new.'],
  ],
  4: [
    ['Very good', 'Really nice; the only thing I would change is the slightly long delivery.'],
    ['Happy with it', 'Good quality for the price. Runs a little small.'],
  ],
  3: [['It is fine', 'Does what it says. Nothing special, nothing wrong.']],
  2: [['Not quite', 'The colour is darker than in the pictures and it took a while to arrive.']],
  1: [['Disappointed', 'It arrived damaged. Support replaced it, but I expected better.']],
};

/** A small deterministic generator (mulberry32) seeded from the product's id. */
function random(seed: string): () => number {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The plan of a product the table does not name: from its id, 0 to 40 reviews, a quarter of them imported. */
function planOf(id: string): { count: number; importedEvery: number } {
  return PLANS[id] ?? { count: Math.floor(random(`${id}#count`)() * 41), importedEvery: 4 };
}

const DAY = 86_400_000;
/** The newest review's date: fixed, so that the seed is the same every run. */
const NEWEST = Date.UTC(2026, 10, 20, 9, 30);

/** Product `id`'s reviews, newest first. */
export function seedReviews(id: string): MockReview[] {
  const { count, importedEvery } = planOf(id);
  const next = random(id);
  return Array.from({ length: count }, (_, i) => {
    const r = next();
    const rating = r < 0.62 ? 5 : r < 0.84 ? 4 : r < 0.92 ? 3 : r < 0.96 ? 2 : 1;
    const words = WORDS[rating]!;
    const [title, body] = words[i % words.length]!;
    return {
      id: `${id}-r${i + 1}`,
      author: AUTHORS[(i * 7 + count) % AUTHORS.length]!,
      rating,
      // Every fifth review has no title.
      ...(i % 5 != 4 && { title }),
      body,
      createdOn: new Date(NEWEST - i * DAY * 1.5).toISOString(),
      verifiedBuyer: i % 3 != 2,
      source: importedEvery && i % importedEvery == 0 ? 'imported' : 'native',
    };
  });
}

/** `{ average, count, distribution }` of `reviews`: the average to one decimal, 0 when there are none. */
export function summarize(reviews: readonly MockReview[]) {
  const distribution: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of reviews) distribution[r.rating]! += 1;
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return { average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0, count: reviews.length, distribution };
}

/** A product item's `reviewSummary`: `{ average, count }` of all its reviews. */
export function reviewSummary(id: string): { average: number; count: number } {
  const { average, count } = summarize(seedReviews(id));
  return { average, count };
}

const SORTS = {
  newest: () => 0,
  highest: (a: MockReview, b: MockReview) => b.rating - a.rating,
  lowest: (a: MockReview, b: MockReview) => a.rating - b.rating,
} as const;

export function reviewHandlers(state: PlatformState): HttpHandler[] {
  return [
    http.get<{ id: string }>('*/api/commerce/products/:id/reviews', ({ params, request }) => {
      if (!findProduct(state, params.id)) return errorResponse(404, 'Product not found.');
      const query = new URL(request.url).searchParams;
      const sort = query.get('sort') ?? 'newest';
      if (!(sort in SORTS)) return errorResponse(400, 'sort must be newest, highest or lowest.');
      const source = query.get('source');
      if (source != null && source != 'native' && source != 'imported') return errorResponse(400, 'source must be native or imported.');
      const cursor = query.get('cursor');
      const offset = cursor ? Number(/^r(\d+)$/.exec(cursor)?.[1] ?? NaN) : 0;
      if (!Number.isInteger(offset)) return errorResponse(400, 'Invalid cursor.');
      // A stable sort: reviews of the same rating stay newest first.
      const all = seedReviews(params.id).filter((r) => !source || r.source == source);
      const sorted = [...all].sort(SORTS[sort as keyof typeof SORTS]);
      const reviews = sorted.slice(offset, offset + REVIEWS_PAGE_SIZE);
      const end = offset + REVIEWS_PAGE_SIZE;
      return HttpResponse.json({ summary: summarize(all), reviews, nextCursor: end < all.length ? `r${end}` : null });
    }),
  ];
}
