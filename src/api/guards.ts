import type { CrumbError, HttpError, RateLimitError, SessionError } from './answerErrors';
import { isStorefrontError, type NetworkError } from './errors';

/*
 * Guards for the errors an answer brings. They check `kind`, not `instanceof`, so they hold across two copies of the SDK
 * on one page, and they cost no load of ./answerErrors.ts (its types only).
 */
export const isHttpError = (e: unknown): e is HttpError => isStorefrontError(e) && e.kind === 'http';
export const isRateLimitError = (e: unknown): e is RateLimitError => isStorefrontError(e) && e.kind === 'rate-limit';
export const isSessionError = (e: unknown): e is SessionError => isStorefrontError(e) && e.kind === 'session';
export const isCrumbError = (e: unknown): e is CrumbError => isStorefrontError(e) && e.kind === 'crumb';
/** No answer: a NetworkError, or a TimeoutError (an answer that never came). */
export const isNetworkError = (e: unknown): e is NetworkError => isStorefrontError(e) && (e.kind === 'network' || e.kind === 'timeout');
