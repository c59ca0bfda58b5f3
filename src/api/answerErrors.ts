import type { Translate } from '../i18n';
import '../i18n/strings/errors';
import { StorefrontError } from './errors';

/*
 * The errors an answer brings, and the timeout. Those whose message is the catalogue's take the strings (`t`) of the
 * runtime whose request it was. They load with the first failed request (./toStorefrontError.ts maps
 * ky's and fetch's failures to them), not with the page. Guard with the is…Error functions of ./guards.ts, which check `kind` (not `instanceof`), so they hold across two copies of the SDK on one page.
 */

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

/** No answer within the request timeout. Shown with the same words as a network error (the spec has no other). */
export class TimeoutError extends StorefrontError {
  override name = 'StorefrontTimeoutError';
  constructor(
    t: Translate,
    detail: string,
    readonly timeoutMs: number,
  ) {
    super('timeout', t('offline'), detail);
  }
}

/** The CSRF crumb was missing or stale (the server's crumbFail answer). */
export class CrumbError extends StorefrontError {
  override name = 'StorefrontCrumbError';
  constructor(t: Translate, detail: string, cookiesEnabled: boolean) {
    super('crumb', t(cookiesEnabled ? 'crumbFail' : 'cookiesDisabled'), detail);
  }
}

/**
 * The platform refused the signed-in visitor's session (HTTP 401 with `siteUserAuthFail`: a missing or stale XSRF token,
 * or a session that ended). The tab has been signed out locally by then (../account/sessionRefused.ts).
 */
export class SessionError extends StorefrontError {
  override name = 'StorefrontSessionError';
  constructor(t: Translate, detail: string) {
    super('session', t('sessionEnded'), detail);
  }
}

/** HTTP 429. `retryAfterMs` comes from the Retry-After header (seconds or an HTTP date), or null. */
export class RateLimitError extends StorefrontError {
  override name = 'StorefrontRateLimitError';
  constructor(
    t: Translate,
    detail: string,
    readonly retryAfterMs: number | null,
  ) {
    super('rate-limit', t('rateLimited'), detail);
  }
}
