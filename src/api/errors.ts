import { t } from '../i18n';

/**
 * Typed errors. `message` is always the text to show a person (the spec's catalogue, or the server's own message);
 * `detail` says what happened for developers ("POST /api/commerce/shopping-cart/entries → 429").
 * Type guards check `kind`, not `instanceof`, so they hold across two copies of the SDK on one page.
 */
export type ErrorKind = 'http' | 'network' | 'timeout' | 'crumb' | 'rate-limit' | 'attribute' | 'data' | 'form';

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

/** The server answered with an error status. `message` is the server's message, else the generic one. */
export class HttpError extends StorefrontError {
  override name = 'StorefrontHttpError';
  constructor(
    readonly status: number,
    message: string,
    detail: string,
    readonly body: unknown,
  ) {
    super('http', message, detail);
  }
}

/** No answer: offline, DNS, CORS, connection reset. */
export class NetworkError extends StorefrontError {
  override name = 'StorefrontNetworkError';
  constructor(detail: string, cause?: unknown) {
    super('network', t('offline'), detail, { cause });
  }
}

/** No answer within the request timeout. Shown with the same words as a network error (the spec has no other). */
export class TimeoutError extends StorefrontError {
  override name = 'StorefrontTimeoutError';
  constructor(
    detail: string,
    readonly timeoutMs: number,
  ) {
    super('timeout', t('offline'), detail);
  }
}

/** The CSRF crumb was missing or stale (the server's crumbFail answer). */
export class CrumbError extends StorefrontError {
  override name = 'StorefrontCrumbError';
  constructor(detail: string, cookiesEnabled: boolean) {
    super('crumb', t(cookiesEnabled ? 'crumbFail' : 'cookiesDisabled'), detail);
  }
}

/** HTTP 429. `retryAfterMs` comes from the Retry-After header (seconds or an HTTP date), or null. */
export class RateLimitError extends StorefrontError {
  override name = 'StorefrontRateLimitError';
  constructor(
    detail: string,
    readonly retryAfterMs: number | null,
  ) {
    super('rate-limit', t('rateLimited'), detail);
  }
}

export function isStorefrontError(value: unknown): value is StorefrontError {
  const v = value as { name?: unknown; kind?: unknown } | null;
  return typeof v == 'object' && typeof v?.name == 'string' && v.name.startsWith('Storefront') && typeof v.kind == 'string';
}

export const isHttpError = (e: unknown): e is HttpError => isStorefrontError(e) && e.kind === 'http';
export const isRateLimitError = (e: unknown): e is RateLimitError => isStorefrontError(e) && e.kind === 'rate-limit';
export const isCrumbError = (e: unknown): e is CrumbError => isStorefrontError(e) && e.kind === 'crumb';
export const isNetworkError = (e: unknown): e is NetworkError =>
  isStorefrontError(e) && (e.kind === 'network' || e.kind === 'timeout');

/** Retry-After: delay-seconds or an HTTP date (RFC 9110 §10.2.3). Null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const date = Date.parse(v);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
