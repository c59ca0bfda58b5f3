// The events a page sends itself through `Storefront.analytics.record(event, fields)` (docs/analytics.md): moments the
// SDK draws nothing for. A leaf module: the after-load chunk routes each name to the code that records it.

/** Commerce moments of the reviews a page draws (spec 001 §7 "Other points"): to the newer tracker. */
export const REVIEW_EVENTS = ['reviews-tab', 'reviews-vitals-link'] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

/** Gated-content moments of a member area's videos (spec 001 §7 "Other points"): to the older tracker. */
export const GATED_EVENTS = [
  'video-list-view',
  'video-detail-view',
  'access-denied-view',
  'join-button-click',
  'third-party-video-click',
] as const;
export type GatedEvent = (typeof GATED_EVENTS)[number];

export type PageEvent = ReviewEvent | GatedEvent;

/** The fields of a gated-content event: the ids the platform's events carry (spec 001 §3), and the page's own. */
export type GatedFields = Record<string, string | number | boolean | null>;

export const isGated = (event: unknown): event is GatedEvent => (GATED_EVENTS as readonly unknown[]).includes(event);

/** The TypeError `Storefront.analytics.record` throws for a name that is not one of the page's events. */
export const notAPageEvent = (event: unknown) =>
  new TypeError(
    `Storefront.analytics.record: "${String(event)}" is not an event a page sends (${[...REVIEW_EVENTS, ...GATED_EVENTS].join(', ')})`,
  );
