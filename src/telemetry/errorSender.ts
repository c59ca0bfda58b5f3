import { postErrorReports } from '../api/errorReports';
import { isRateLimitError } from '../api/guards';
import type { Runtime } from '../runtime/types';
import { VERSION } from '../version';
import { createErrorQueue, type ErrorQueue } from './errorQueue';
import { later } from './later';

/**
 * The error reporter's queue, limits and sending for the page's runtime (./errorQueue.ts, src/api/errorReports.ts):
 * a chunk of its own, loaded by ./captureErrors.ts with the first error it takes. A page with no error never loads it.
 */
export const createErrorSender = (rt: Pick<Runtime, 'api'>): ErrorQueue =>
  createErrorQueue({
    send: (entries, keepalive) => postErrorReports(rt.api, entries, keepalive),
    retryAfter: (error) => (isRateLimitError(error) ? (error.retryAfterMs ?? 0) : null),
    version: VERSION,
    pageUrl: () => location.origin + location.pathname,
    now: Date.now,
    later,
  });
