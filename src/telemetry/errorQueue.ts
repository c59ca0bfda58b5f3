import type { ErrorReportEntry } from '../api/errorReports';
import { redactText } from './redact';

/** Spec 000 §9 "Error reporting", and what the SDK adds (docs/error-reporter.md). */
export const ERROR_LIMITS = {
  /** Send batches per page, at most. */
  batches: 20,
  /** Entries waiting to be sent, at most: what arrives while full is counted and dropped. */
  queue: 10,
  /** Characters of a stack kept. */
  stack: 5000,
  /** Characters of a message kept (an SDK limit: ten entries must fit one keepalive request). */
  message: 1000,
  /** Sends are debounced by this long… */
  debounceMs: 1000,
  /** …but a steady stream of errors is still sent this often. */
  maxWaitMs: 5000,
  /** A keepalive request's body, at most (the browser's limit is 64 KiB for every keepalive body in flight). */
  keepaliveBytes: 60_000,
} as const;

/** One error as the reporter takes it, before it becomes an entry. */
export interface ErrorReport {
  /** `error` (uncaught), `unhandledrejection`, or `widget-error` (a widget failure the loader reported). */
  event: string;
  message: string;
  stack?: string | undefined;
  /** The widget's name (`data-sf-widget`) when the error is a widget's. */
  widget?: string | undefined;
  /** The element, as the loader's console error names it: `<div data-sf-widget="cart" id="main-cart">`. */
  element?: string | undefined;
  /** When it happened (epoch ms), if before it was handed over (the loader kept it); else now. */
  at?: number | undefined;
}

/** What the reporter is handed (a test hands its own: a fake clock, a recorded send). */
export interface ErrorQueueDeps {
  /** Sends one batch; `keepalive` as the page is hidden or left. Rejects when the platform did not take it. */
  send(entries: ErrorReportEntry[], keepalive: boolean): Promise<unknown>;
  /** How long a failed send asks to wait (a 429's Retry-After, in ms), or null for any other failure. */
  retryAfter(error: unknown): number | null;
  /** The SDK's version, in every entry. */
  version: string;
  /** The page's URL without its query string or hash. */
  pageUrl(): string;
  now(): number;
  /** Runs `fn` after `ms`; returns the function that cancels it. */
  later(fn: () => void, ms: number): () => void;
}

export interface ErrorQueue {
  /** Takes one error: queued (the same one again in the queue only counts), or counted as dropped when full. */
  report(error: ErrorReport): void;
  /** Sends what is queued now (`keepalive`: the page is being hidden or left). */
  flush(keepalive?: boolean): void;
  /** Cancels the pending send; what is queued stays unsent. */
  stop(): void;
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * The error reporter's queue and its limits (spec 000 §9), apart from where errors come from (./captureErrors.ts) and
 * how they travel (`send`): a bounded queue, debounced sends, a cap on batches, a pause after a 429. It never throws
 * and never reports its own failures: a batch the platform did not take is dropped (after a 429, queued again).
 */
export function createErrorQueue(deps: ErrorQueueDeps): ErrorQueue {
  let queue: ErrorReportEntry[] = [];
  /** Errors dropped since the last batch (the queue was full): the next batch carries the count. */
  let dropped = 0;
  let batches = 0;
  /** No send before this time (a 429's Retry-After). */
  let pausedUntil = 0;
  let cancel: (() => void) | null = null;
  /** When the first error of the pending send arrived. */
  let since = 0;

  const schedule = () => {
    const now = deps.now();
    if (!cancel) since = now;
    cancel?.();
    const wait = Math.max(Math.min(ERROR_LIMITS.debounceMs, since + ERROR_LIMITS.maxWaitMs - now), pausedUntil - now, 0);
    cancel = deps.later(() => {
      cancel = null;
      flush(false);
    }, wait);
  };

  function flush(keepalive = false) {
    cancel?.();
    cancel = null;
    if (!queue.length || batches >= ERROR_LIMITS.batches) return;
    // Still asked to wait: the queue goes once the pause is over.
    if (deps.now() < pausedUntil) return keepalive ? undefined : schedule();
    let entries = queue;
    queue = [];
    if (keepalive)
      while (entries.length > 1 && bytes(entries) > ERROR_LIMITS.keepaliveBytes) {
        entries = entries.slice(0, -1);
        dropped++;
      }
    if (dropped) entries[0]!.data['dropped'] = dropped;
    dropped = 0;
    batches++;
    deps.send(entries, keepalive).catch((error: unknown) => {
      const after = deps.retryAfter(error);
      if (after == null || keepalive) return;
      // Asked to wait: back in the queue (as far as there is room), sent once the pause is over.
      pausedUntil = deps.now() + after;
      queue = [...entries, ...queue].slice(0, ERROR_LIMITS.queue);
      schedule();
    });
  }

  return {
    report({ event, message, stack, widget, element, at }) {
      if (batches >= ERROR_LIMITS.batches) return;
      // No secret of a URL in them (a page's query or hash in a message, a script's in a stack: ./redact.ts); cut first,
      // so that a huge message costs no more, and again, since a redacted value may be longer than the secret was.
      message = redactText(String(message).slice(0, ERROR_LIMITS.message)).slice(0, ERROR_LIMITS.message);
      stack = stack && redactText(stack.slice(0, ERROR_LIMITS.stack)).slice(0, ERROR_LIMITS.stack);
      element = element && redactText(element);
      const same = queue.find(
        ({ event: e, data: d }) => e == event && d['message'] == message && d['stack'] == stack && d['element'] == element,
      );
      if (same) (same.data['count'] as number)++;
      else if (queue.length >= ERROR_LIMITS.queue) dropped++;
      else
        queue.push({
          event,
          timestamp: at ?? deps.now(),
          data: { message, stack, widget, element, sdkVersion: deps.version, pageUrl: deps.pageUrl(), count: 1 },
        });
      schedule();
    },
    flush,
    stop() {
      cancel?.();
      cancel = null;
    },
  };
}
