import type { Translate } from '../i18n';
import { messageOf } from '../input/messageOf';

/**
 * Typed errors. `message` is always the text to show a person (the spec's catalogue, or the server's own message);
 * `detail` says what happened for developers ("POST /api/commerce/shopping-cart/entries → 429").
 * Type guards check `kind`, not `instanceof`, so they hold across two copies of the SDK on one page.
 */
export type ErrorKind = 'http' | 'network' | 'timeout' | 'crumb' | 'rate-limit' | 'data' | 'form' | 'session';

export class StorefrontError extends Error {
  override name = 'StorefrontError';
  readonly kind: ErrorKind;
  readonly detail: string;
  constructor(kind: ErrorKind, message: string, detail: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.detail = detail;
  }
}

/** No answer: offline, DNS, CORS, connection reset. */
export class NetworkError extends StorefrontError {
  override name = 'StorefrontNetworkError';
  /** `t`: the strings of the runtime whose request it was (its message is `offline`). */
  constructor(t: Translate, detail: string, cause?: unknown) {
    super('network', t('offline'), detail, { cause });
  }
}

/** A request that got no answer (`what` names it: "GET /api/…"), as a NetworkError. */
export const noAnswer = (t: Translate, what: string, error: unknown): NetworkError =>
  new NetworkError(t, `${what} → ${messageOf(error)}`, error);

/*
 * The errors an answer brings (HttpError, CrumbError, RateLimitError) and TimeoutError live in ./answerErrors.ts: they
 * load with the first failed request (./toStorefrontError.ts), not with the page; their guards are in ./guards.ts.
 * NetworkError stays here: it is what a request becomes when even that code cannot be fetched (the visitor is offline).
 */

export function isStorefrontError(value: unknown): value is StorefrontError {
  const v = value as { name?: unknown; kind?: unknown } | null;
  return typeof v == 'object' && typeof v?.name == 'string' && v.name.startsWith('Storefront') && typeof v.kind == 'string';
}
