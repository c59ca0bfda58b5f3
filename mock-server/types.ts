import type { ProductItem, ShoppingCart } from '../src/types';
import type { FaultRule } from './faults';

// The shapes of the mock platform's memory (mock-server/state.ts keeps it; the handlers read and change it).

/** A form field (spec 000 §3 "Form field types"; editable properties from spec 001 §3 "Form definition editing"). */
export interface FormField {
  id: string;
  type: string;
  title: string;
  required: boolean;
  description?: string;
  placeholder?: string;
  options?: string[];
  maxLength?: number;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  /** hidden: the query-string parameter, and the value when it is absent. */
  key?: string;
  value?: string;
}

/** An additional-fields or site form (spec 000 §3 "Form"). The SDK has no shared Form type yet, hence this one. */
export interface FormDefinition {
  id: string;
  name: string;
  fields: FormField[];
  submissionMessage: string;
  submissionHTML: string;
  successRedirect: string | null;
  disclaimerMessage: string;
  captchaEnabled: boolean;
  captchaTheme: 'light' | 'dark';
  captchaAlignment: 'left' | 'center' | 'right';
}

/** Site settings (spec 001 §3 "Settings"), as `GET /api/commerce/settings` returns them. */
export interface MockSettings {
  currency: string;
  storeSettings: { multipleQuantityAllowedForServices: boolean };
  checkoutMinimumCents: number;
  /** scriptUrl: an SDK addition (docs/captcha.md); the seed points it at the fake provider, /__mock/captcha.js. */
  captchaSettings: { siteKey: string; scriptUrl?: string };
  localizedStrings: Record<string, string>;
  [extra: string]: unknown;
}

export interface Catalog {
  products: ProductItem[];
  forms: FormDefinition[];
  settings: MockSettings;
}

/** One line of the request log: every /api/ request the platform saw since the last reset. */
export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Epoch milliseconds. */
  at: number;
  /** The fault rule that answered, if one did: its status, 'network', 'dropped' or 'delay' (mock-server/faults.ts). */
  fault?: number | 'network' | 'dropped' | 'delay';
  /**
   * The request's `X-SiteUser-XSRF-Token` header, when it had one (for tests: every request after a sign-in carries
   * it). Request bodies are never logged, so no password is either.
   */
  siteUserToken?: string;
}

export interface PlatformState extends Catalog {
  websiteId: string;
  /**
   * The test the state was last reset for (`POST /__mock/reset?run=…`), kept by a reset that names none. A request
   * whose `MockRun` cookie names another was made by an earlier test's page and lands late (a `keepalive` or beacon
   * outliving its page): it is left out of every log (mock-server/handlers.ts).
   */
  run: string | null;
  /** Carts by cart id (the `CART` cookie's value). */
  carts: Record<string, ShoppingCart>;
  requests: RequestLogEntry[];
  /** Active fault rules; `times` counts down as they fire. */
  faults: FaultRule[];
  /** Source of entry ids; never reused within a state's life, so a stale id cannot hit a newer entry. */
  nextEntryId: number;
  /** Form submission keys issued and not yet used (mock-server/forms.ts). */
  formKeys: string[];
  nextFormKey: number;
  /** Form submissions accepted since the last reset. */
  submissions: FormSubmissionRecord[];
  /** Captcha tokens the fake provider issued and no submission has used yet (mock-server/captcha.ts). */
  captchaTokens: string[];
  /** Restock sign-ups since the last reset, sent or waiting (mock-server/restock.ts). */
  restockSignUps: RestockSignUpRecord[];
  nextRestockId: number;
  /** The journal's posts with their likes and comments (mock-server/posts.ts), seeded; `GET /__mock/state` shows them. */
  posts: PostRecord[];
  /** Error report batches since the last reset, as sent (mock-server/events.ts). */
  errorReports: ErrorReportBatch[];
  /** Analytics events since the last reset, as sent (mock-server/events.ts). */
  analyticsEvents: AnalyticsEventRecord[];
  /** Performance record batches since the last reset, as sent (mock-server/events.ts). */
  performanceRecords: PerformanceBatch[];
  /** Census calls since the last reset, as sent (mock-server/census.ts): page views, button and form renders, clicks. */
  census: CensusRecord[];
  /** The older tracker's events since the last reset, as sent (mock-server/census.ts: `POST /api/events/RecordEvent`). */
  trackerEvents: TrackerEventRecord[];
  /** Source of the page-load ids `GET /api/performance/settings` hands out. */
  nextPageLoadId: number;
  /** Cart writes' answers by their Idempotency-Key, oldest first, kept 24 h (mock-server/idempotency.ts). */
  idempotency: Map<string, StoredAnswer>;
  /** Visitors with an account (mock-server/siteUsers.ts seeds them; mock-server/session.ts signs them in). */
  siteUsers: SiteUserRecord[];
  /**
   * Seeded member carts no one has signed in to yet, by cart id: the member's first sign-in moves theirs into `carts`.
   * Kept apart so that `carts` holds only the carts visitors are using (tests of anonymous carts read all of `carts`).
   */
  savedCarts: Record<string, ShoppingCart>;
  /** Live site-user sessions by session id (the `SiteUserSession` cookie's value), oldest first. */
  sessions: Record<string, SiteUserSessionRecord>;
  /**
   * Failed sign-ins by lower-cased email, then by client address: the latest few, epoch milliseconds, oldest first (the
   * lockout's memory; an attempt counts from the moment its password is checked, until it succeeds).
   */
  signInFailures: Record<string, Record<string, number[]>>;
  /** Live store-owner sessions by id (the `MockOwnerSession` cookie's value), oldest first (mock-server/owner.ts). */
  ownerSessions: Record<string, { createdAt: number }>;
}

/** A visitor with an account. The password is kept only as its PBKDF2 hash (mock-server/session.ts). */
export interface SiteUserRecord {
  id: string;
  /** Lower case: sign-in compares emails without regard to case. */
  email: string;
  displayName: string;
  /** PBKDF2-SHA256, 100,000 iterations, 32 bytes: the salt and the derived key, hex. Never in `GET /__mock/state`. */
  password: { salt: string; hash: string };
  /** The member's saved cart (in `carts`, or in `savedCarts` until their first sign-in); null until they have one. */
  cartId: string | null;
  /** Set by `POST /api/site-users/account/locale`; null until then. */
  language: string | null;
}

/** A live site-user session. */
export interface SiteUserSessionRecord {
  userId: string;
  /** The token every write of the session must carry as `X-SiteUser-XSRF-Token`. */
  xsrfToken: string;
  rememberMe: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** A cart write's answer kept under its Idempotency-Key. */
export interface StoredAnswer {
  /** The request it answered: method, path with query, and body (the same key with another request gets a 422). */
  request: string;
  /** Epoch milliseconds when it was first answered. */
  at: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/** One `POST /api/performance/records` the mock accepted (`GET /__mock/state`: `performanceRecords`). */
export interface PerformanceBatch {
  at: number;
  records: { app: string; data: Record<string, unknown>; event: string; pageLoadId: string; ts: number }[];
}

/**
 * One census call the mock accepted (`GET /__mock/state`: `census`): `call` is the path's last part (`RecordHit`,
 * `button-render`, `button-click`, `form-render`, `overlay`, `RecordQuickView`); `fields` the body as sent (RecordHit's
 * form fields, with `data` parsed; the others' JSON), `cookies` the census cookies the request carried.
 */
export interface CensusRecord {
  at: number;
  call: string;
  fields: Record<string, unknown>;
  cookies: { ss_cvr?: string; ss_cvt?: string };
}

/**
 * One `POST /api/events/RecordEvent` the mock accepted (`GET /__mock/state`: `trackerEvents`): `event`, `data` parsed,
 * and the other form fields (`crumb`, the extra fields) as sent.
 */
export interface TrackerEventRecord {
  at: number;
  event: string;
  data: Record<string, unknown>;
  fields: Record<string, string>;
}

/** One `POST /api/v1/clanker/events` the mock accepted (`GET /__mock/state`: `analyticsEvents`). */
export interface AnalyticsEventRecord {
  at: number;
  eventSchemaName: string;
  eventContent: Record<string, unknown>;
  /** Sent in validate mode (`POST /api/v1/clanker/validate-event-content/{schema}`): checked, not an event. */
  validate?: true;
}

/** One `POST /api/events/RecordJavascriptErrors` the mock accepted (`GET /__mock/state`: `errorReports`). */
export interface ErrorReportBatch {
  /** Epoch milliseconds when it arrived. */
  at: number;
  entries: { event: string; data: Record<string, unknown>; timestamp: number }[];
}

/** A submission the mock accepted, as `GET /__mock/state` shows it under `submissions`. */
export interface FormSubmissionRecord {
  formId: string;
  /** The payload as sent, with `form` parsed. */
  payload: Record<string, unknown> & { form: Record<string, unknown> };
  at: number;
}

/** A sign-up as the platform keeps it (and `GET /__mock/state` shows it under `restockSignUps`). */
export interface RestockSignUpRecord {
  id: string;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  /** Whether the sign-up carried a captcha token (the token itself is not kept). */
  captcha: boolean;
  /** Epoch milliseconds. */
  createdOn: number;
  /** Set by a send: epoch milliseconds; null while waiting. */
  sentOn: number | null;
}

/** A post as the mock platform keeps it (mock-server/posts.ts): the spec's Post fields the widgets read, and its comments. */
export interface PostRecord {
  id: string;
  likeCount: number;
  commentState: number;
  fullUrl: string;
  author: { displayName: string };
  /** Newest first; a pending one is not public (not listed, not counted). */
  comments: { id: string; author: string; email: string; createdOn: number; text: string; status: 'pending' | 'published' }[];
}
