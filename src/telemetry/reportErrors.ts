import { postErrorReports } from '../api/errorReports';
import { describeElement } from '../dom/describeElement';
import { isRateLimitError } from '../api/guards';
import type { Runtime } from '../runtime/types';
import { later } from './later';
import { VERSION } from '../version';
import { createErrorReporter, type ErrorReport } from './errorReporter';
import type { ErrorReporting } from './types';

export type { ErrorReporting };


/** A thrown value's message and stack (anything may be thrown: a string, an object, null). */
const what = (reason: unknown): { message: string; stack?: string } =>
  reason instanceof Error ? { message: reason.message || reason.name, stack: reason.stack } : { message: String(reason) };

/**
 * The page's error reporter (docs/error-reporter.md): `mode` is the script tag's `data-error-reporting`.
 * - `sdk`: the widget failures the loader reports (`storefront:widget-error`), and uncaught errors and unhandled
 *   rejections whose script or stack is the SDK's own (the loader's URL, or a chunk under it);
 * - `page`: also every other uncaught error and unhandled rejection of the page;
 * - `off`: nothing.
 * Started once the page is interactive (src/runtime/afterLoad.ts); the queue goes out 1 s after the last error, and
 * at once (keepalive) when the page is hidden or left.
 */
export function reportErrors(rt: Runtime, mode: string = rt.config.errorReporting): ErrorReporting {
  // What the loader kept from before now (errors, rejections, widget failures), handed over once, whatever the mode:
  // `off` drops them.
  const early = (window as { Storefront?: { __early?: () => Event[] | null } }).Storefront?.__early?.() ?? [];
  if (mode != 'sdk' && mode != 'page') return { stop() {}, report() {} };
  const script = rt.config.scriptUrl;
  const ours = script ? [script, new URL('chunks/', script).href] : [];
  const fromSdk = (...texts: (string | undefined)[]) => texts.some((text) => text && ours.some((url) => text.includes(url)));
  const reporter = createErrorReporter({
    send: (entries, keepalive) => postErrorReports(rt.api, entries, keepalive),
    retryAfter: (error) => (isRateLimitError(error) ? (error.retryAfterMs ?? 0) : null),
    version: VERSION,
    pageUrl: () => location.origin + location.pathname,
    now: Date.now,
    later,
  });

  const read = (event: Event): ErrorReport | null => {
    if (event.type == 'storefront:widget-error') {
      const { element, reason } = ((event as CustomEvent).detail ?? {}) as { element?: Element; reason?: unknown };
      const el = element instanceof Element ? element : null;
      return { event: 'widget-error', ...what(reason), widget: el?.getAttribute('data-sf-widget') ?? undefined, element: el ? describeElement(el) : undefined };
    }
    if (event.type == 'unhandledrejection') {
      const report = { event: 'unhandledrejection', ...what((event as PromiseRejectionEvent).reason) };
      return mode == 'page' || fromSdk(report.stack) ? report : null;
    }
    // A script's error (an ErrorEvent); a resource that failed to load is not one, and does not reach the window.
    if (!(event instanceof ErrorEvent)) return null;
    const report = { event: 'error', ...what(event.error), ...(event.message ? { message: event.message } : {}) };
    return mode == 'page' || fromSdk(event.filename, report.stack) ? report : null;
  };
  const take = (event: Event, kept?: boolean) => {
    try {
      const report = read(event);
      // One the loader kept from before the reporter started: stamped with when it happened.
      if (report) reporter.report(!kept ? report : { ...report, at: Math.round(performance.timeOrigin + event.timeStamp) });
    } catch {
      // The reporter never throws into the page, nor reports its own failures.
    }
  };
  const hidden = () => document.visibilityState == 'hidden' && reporter.flush(true);
  const left = () => reporter.flush(true);

  const listeners: [EventTarget, string, (event: Event) => void][] = [
    [window, 'error', take],
    [window, 'unhandledrejection', take],
    // Dispatched on the document by the loader; it does not bubble.
    [document, 'storefront:widget-error', take],
    [document, 'visibilitychange', hidden],
    [window, 'pagehide', left],
  ];
  for (const [target, type, fn] of listeners) target.addEventListener(type, fn);
  // The loader's (`Storefront.__early`): the page's uncaught errors and rejections and the widget failures from before now.
  for (const event of early) take(event, true);
  return {
    stop() {
      for (const [target, type, fn] of listeners) target.removeEventListener(type, fn);
      reporter.stop();
    },
    report: (event, message) => reporter.report({ event, message }),
  };
}
