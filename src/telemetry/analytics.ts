import { memberLocale, siteUserId } from '../account/siteUser';
import { PAGES_NOT_RECORDED, roleOf } from './enumerations';
import { ANALYTICS_PATH, sendAnalyticsEvent } from '../api/analytics';
import type { ShoppingCart } from '../types';
import { currencyInfo } from '../money/currencyInfo';
import type { Runtime } from '../runtime/types';
import { VERSION } from '../version';
import { forget, identify, type Identity } from './identity';
import { createToggles } from './toggles';
import { notAPageEvent, REVIEW_EVENTS, type ReviewEvent } from './pageEvents';
import { redactQuery, redactUrl } from './redact';

/**
 * The site settings the analytics rules read (`analytics` in the page's settings JSON; docs/analytics.md). Every field
 * is optional; a field of another type counts as absent.
 */
export interface AnalyticsSettings {
  /** Tracking is disabled for the whole site. */
  trackingDisabled?: boolean;
  /**
   * The kind of page, a number of spec 001 §2's enumeration (./enumerations.ts): not found 100, lock screen 103 and
   * member-area access denied 106 are never recorded; the names `not-found`, `lock-screen`, `access-denied` still are read.
   */
  pageType?: number | string;
  /**
   * The signed-in contributor's website role, a number of spec 001 §6 (VIEWER 10, EDITOR 4 …) or its name (`viewer`,
   * `editor` …); absent or NONE (14): not a contributor. A member signed in to the shop is not a contributor.
   */
  accountRole?: number | string;
  /** The page is in the site's configuration area (so is every page whose path starts with /config: spec 001 §2). */
  inConfigArea?: boolean;
  /** The page's id (the tracking context's `itemId`, the newer tracker's `page_id`), unless the script tag's `data-page-id` gives it. */
  pageId?: string;
  /** The site template and its variant, the page's record type and collection (spec 001 §3 "Tracking event context"). */
  templateId?: string;
  templateVariantId?: string;
  recordType?: string | number;
  collectionId?: string;
  /** The site can be cloned (its cookie use is restricted). */
  cloneable?: boolean;
  cookiePolicy?: {
    /** A restrictive cookie policy is enabled… */
    restrictive?: boolean;
    /** …and absolute, */
    absolute?: boolean;
    /** …or without a cookie banner, */
    bannerEnabled?: boolean;
    /** …or the visitor has not allowed cookies (the platform renders the visitor's choice here). */
    visitorAllowed?: boolean;
  };
}

/** The commerce moments recorded, by the SDK event that announces each (docs/embed-contract.md, "Events"). */
export const SCHEMAS = {
  'visit-product-page': 'commerce_visit_product_page',
  'add-to-cart': 'commerce_add_to_cart',
  'view-cart': 'commerce_view_cart',
  'remove-from-cart': 'commerce_remove_from_cart',
  'related-product-display': 'commerce_related_product_display',
  'click-and-add': 'commerce_click_and_add',
  // The two the SDK draws nothing for (it shows no reviews): a page sends them with Storefront.analytics.record(…).
  'reviews-tab': 'commerce_reviews_tab',
  'reviews-vitals-link': 'commerce_reviews_vitals_link',
} as const;
export type CommerceEvent = keyof typeof SCHEMAS;

/** What a commerce event says about the item or cart (spec 001 §3: the commerce analytics ids). */
export interface CommerceFields {
  cart_id?: string | null | undefined;
  /** Where the visitor goes next, when the moment sends them somewhere (a checkout, a product page). */
  destination_url?: string | null;
  item_id?: string;
  item_title?: string;
  /** In cents of `currency_code`; sent in the currency's major unit. */
  priceCents?: number | null;
  currency_code?: string;
  quantity?: number;
}

const on = (v: unknown) => v === true;
export const settingsOf = (rt: Pick<Runtime, 'settings'>): AnalyticsSettings => {
  // Checked to be a JSON object with the settings (src/settings/siteSettings.ts); each field is checked where it is read.
  return rt.settings.analytics ?? {};
};

/** Whether `path` is in the configuration area (spec 001 §2: "Page paths starting with /config"). */
export const inConfigArea = (s: AnalyticsSettings, path = location.pathname): boolean => on(s.inConfigArea) || /^\/config(\/|$)/.test(path);

/**
 * Spec 001 §6 "Analytics recording": recorded only when the viewer is not a contributor signed in to the site, or
 * holds only the viewer role outside the config area (by the settings' flag, or a path starting with /config); the page
 * is not a not-found, lock-screen or access-denied page (by number or name); and tracking is not disabled.
 */
export function recordingAllowed(s: AnalyticsSettings, path = location.pathname): boolean {
  const role = roleOf(s.accountRole);
  const type = typeof s.pageType == 'number' || typeof s.pageType == 'string' ? s.pageType : null;
  return (
    !on(s.trackingDisabled) &&
    !(type != null && PAGES_NOT_RECORDED.includes(type)) &&
    (role == 'none' || (role == 'viewer' && !inConfigArea(s, path)))
  );
}

/**
 * Spec 001 §6: cookie use is restricted when the site is cloneable, or a restrictive cookie policy is enabled and is
 * absolute, or has no banner, or the visitor has not allowed cookies.
 */
export function cookiesRestricted(s: AnalyticsSettings): boolean {
  const p = typeof s.cookiePolicy == 'object' && s.cookiePolicy ? s.cookiePolicy : {};
  return on(s.cloneable) || (on(p.restrictive) && (on(p.absolute) || !on(p.bannerEnabled) || !on(p.visitorAllowed)));
}

/** A settings or attribute value as text: a non-empty string, or a number written out; else null. */
export const text = (v: unknown): string | null => (typeof v == 'string' && v ? v : typeof v == 'number' ? String(v) : null);

/** The page's id: the script tag's `data-page-id`, else the site settings' `analytics.pageId` (docs/analytics.md). */
export const pageId = (rt: Pick<Runtime, 'config' | 'settings'>): string | null =>
  text(rt.config.data?.['pageId']) ?? text(settingsOf(rt).pageId);

/** The platform's environments (spec 001 §7: the newer tracker's host is chosen by environment). */
export const ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * The tracker's host in each environment: **an assumption** (the spec names the environments, not their hosts;
 * docs/analytics.md). Without `data-environment` on the script tag, events go to the API root, as every other call.
 */
export const ENVIRONMENT_HOSTS: Record<Environment, string> = {
  dev: 'https://events.dev.storefront-platform.example',
  qa: 'https://events.qa.storefront-platform.example',
  staging: 'https://events.staging.storefront-platform.example',
  prod: 'https://events.storefront-platform.example',
};

/** The script tag's `data-environment` when it names one of ENVIRONMENTS, else null (the API root's own). */
export function environmentOf(rt: Pick<Runtime, 'config'>): Environment | null {
  const env = rt.config.data?.['environment']?.trim().toLowerCase();
  return (ENVIRONMENTS as readonly string[]).includes(env ?? '') ? (env as Environment) : null;
}

/**
 * Where an event goes: the tracker of the script tag's `data-environment` (ENVIRONMENT_HOSTS), else the API root; on an
 * internal site whose page asks for validate mode (`?sf-analytics-validate` in its URL: docs/analytics.md), the
 * platform's check of the event's content, `POST /api/v1/clanker/validate-event-content/{schema}`, in its place.
 */
export function trackerUrl(rt: Pick<Runtime, 'config' | 'settings' | 'api'>, schema: string): string {
  const env = environmentOf(rt);
  const path =
    rt.settings.internal === true && new URLSearchParams(location.search).has(VALIDATE_FLAG)
      ? `/api/v1/clanker/validate-event-content/${encodeURIComponent(schema)}`
      : ANALYTICS_PATH;
  return env ? ENVIRONMENT_HOSTS[env] + path : rt.api.url(path);
}

/** The query flag that puts an internal site's page in validate mode. */
export const VALIDATE_FLAG = 'sf-analytics-validate';

/**
 * Spec 001 §3 "Cart (as seen by templates and analytics)": a summary with its id, item count, product types, purchase
 * types, value and currency code. Purchase types: `one-time` for every entry (**a decision**: the SDK never puts a
 * subscription in the cart; it checks out on its own page, docs/widgets/add-to-cart.md).
 */
export function cartSummary(cart: ShoppingCart, currency: string): Record<string, unknown> {
  return {
    id: cart.id,
    item_count: cart.totalQuantity,
    product_types: [...new Set(cart.entries.map((e) => e.productType ?? 'unknown'))],
    purchase_types: cart.entries.length ? ['one-time'] : [],
    value: major(cart.subtotalCents, currency),
    currency_code: currency,
  };
}

/** A price in the currency's major unit (1999 USD cents → 19.99; JPY has none). */
const major = (cents: number, currency: string) => cents / 10 ** (currencyInfo(currency)?.digits ?? 2);

/** The newer tracker's `client_name`: the SDK's own name (its version goes in `sdk_version`). */
export const CLIENT_NAME = 'storefront-widgets';
/** The newer tracker's `client_version`: the platform's collector version (spec 001 §9 "Collector version 4.8.0"). */
export const COLLECTOR_VERSION = '4.8.0';

/**
 * The newer tracker's `eventContent` (spec 001 §3 "Analytics entities"): what a browser can know of the visit and the
 * page, the identity when cookies may be used (else none: `analytics_id` and `session_id` are left out), and the
 * commerce ids. No secret of the page's URL or its referrer goes (./redact.ts): `page_query_params`,
 * `page_referrer_url` and `destination_url` carry `REDACTED` for a secret parameter's value.
 */
export function eventContent(
  rt: Pick<Runtime, 'config' | 'settings'>,
  who: Identity | null,
  commerce: CommerceFields,
  now = Date.now(),
  schema: string | null = null,
): Record<string, unknown> {
  const { config } = rt;
  const { priceCents, destination_url = null, ...ids } = commerce;
  const currency = commerce.currency_code ?? config.currency;
  return {
    ...(who && { analytics_id: who.analyticsId, session_id: who.sessionId, ...(who.marketingId && { marketing_id: who.marketingId }) }),
    page_host: location.host,
    page_path: location.pathname,
    page_query_params: redactQuery(location.search.replace(/^\?/, '')),
    page_referrer_url: redactUrl(document.referrer),
    browser_language: navigator.language.split('-')[0],
    browser_locale: navigator.language,
    browser_window_width: innerWidth,
    browser_window_height: innerHeight,
    event_occurrence_timestamp: now,
    client_name: CLIENT_NAME,
    client_version: COLLECTOR_VERSION,
    // The SDK's own version (package.json): a field of its own, not in the spec (docs/analytics.md, "eventContent").
    sdk_version: VERSION,
    context_website_id: config.websiteId,
    resolved_locale: config.locale || document.documentElement.lang || 'en-US',
    website_id: config.websiteId,
    // Spec 001 §3's other fields: what the SDK knows of each, else null (docs/analytics.md, "eventContent").
    enduser_user_agent: navigator.userAgent,
    custom_schema_name: schema,
    source_environment: environmentOf(rt),
    destination_url: destination_url && redactUrl(destination_url),
    member_account_id: siteUserId(),
    object_identifier: commerce.item_id ?? commerce.cart_id ?? null,
    website_locale: config.locale,
    member_account_locale: memberLocale(),
    page_id: pageId(rt),
    ...ids,
    currency_code: currency,
    ...(priceCents != null && { price: major(priceCents, currency) }),
  };
}

export type Tracking = Pick<Runtime, 'config' | 'settings' | 'emit' | 'api' | 'cart'>;

/**
 * Runs `go` (a product visit, ./pageVisit.ts) once the runtime's after-load work has started: now if it has, else first
 * in its run of script (`flushVisits`).
 */
export function afterFlush(rt: Pick<Runtime, 'once'>, go: () => void): void {
  const queue = waiting.get(rt.once);
  if (queue === null) go();
  else waiting.set(rt.once, [...(queue ?? []), go]);
}

/**
 * Per runtime (keyed by its `once`, which every copy of its context shares): the visits asked for before its after-load
 * work started (src/runtime/afterLoad.ts), sent first in that run of script (null once they are sent). So the identity's
 * cookie writes and the account's and the census's cookie reads are one run: a `document.cookie` read in a later run,
 * after a write, waits for the browser's cookie store (src/dom/readCookie.ts).
 */
const waiting = new WeakMap<object, (() => void)[] | null>();
/**
 * Sends the runtime's visits that waited, and those after them at once: when its after-load work starts, or at a press
 * of a buy button before that (widgets/add-to-cart/addFlow.ts: the visit before the add, and before a press that leaves).
 */
export const flushVisits = (rt: Pick<Runtime, 'once'>) => {
  waiting.get(rt.once)?.map((go) => go());
  waiting.set(rt.once, null);
};

/**
 * `Storefront.analytics.record(event, { productId, productName })` for the reviews a page draws (docs/embed-contract.md):
 * announced and recorded as the SDK's own are (the recording rule, the cookie policy). Another name throws a TypeError
 * (the gated-content events go to the older tracker: ./olderTracker.ts).
 */
export function recordFromPage(rt: Tracking, event: ReviewEvent, fields: { productId?: string; productName?: string } = {}): void {
  if (!(REVIEW_EVENTS as readonly string[]).includes(event)) throw notAPageEvent(event);
  const productId = typeof fields?.productId == 'string' ? fields.productId : undefined;
  const productName = typeof fields?.productName == 'string' ? fields.productName : undefined;
  track(
    rt,
    event,
    { productId: productId ?? null, productName: productName ?? null },
    { ...(productId && { item_id: productId }), ...(productName && { item_title: productName }) },
  );
}

/** Announces a commerce moment: the public event (`rt.emit`, also `storefront:<event>` on the document), then `record`. */
export function track(rt: Tracking, event: CommerceEvent, detail: unknown, commerce: CommerceFields): void {
  rt.emit(event, detail);
  record(rt, event, commerce);
}

/**
 * Sends a commerce moment's analytics event where the rules allow. With cookies restricted the five visit-tracking
 * keys are cleared first and the event goes without an identity. Never throws; a failed send is ignored.
 */
export function record(rt: Tracking, event: CommerceEvent, commerce: CommerceFields): void {
  try {
    const s = settingsOf(rt);
    if (!recordingAllowed(s)) return;
    let who: Identity | null = null;
    if (cookiesRestricted(s)) forget();
    else who = identify();
    const cart = rt.cart.store.getState().cart;
    const schema = SCHEMAS[event];
    // The page's experiments travel with every event (spec 001 §4).
    const experiments = createToggles(rt.settings).contexts();
    void sendAnalyticsEvent(
      rt.api,
      schema,
      {
        ...eventContent(rt, who, { cart_id: cart?.id ?? null, ...commerce }, Date.now(), schema),
        ...(cart && { cart_summary: cartSummary(cart, rt.config.currency) }),
        ...(experiments.length && { experiment_contexts: experiments }),
      },
      trackerUrl(rt, schema),
    );
  } catch {
    // Analytics never breaks a widget.
  }
}
