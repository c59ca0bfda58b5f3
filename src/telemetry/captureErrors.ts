import { describeElement } from '../dom/describeElement';
import type { Runtime } from '../runtime/types';
import { loadOnce } from '../runtime/loadOnce';
import type { ErrorReport, ErrorQueue } from './errorQueue';
import type { ErrorReporting } from './types';

/** The queue, its limits and the sending: loaded with the first error taken (a page without errors never loads it). */
const loadSender = loadOnce(() => import('./errorSender'));

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
export function captureErrors(rt: Runtime, mode: string = rt.config.errorReporting): ErrorReporting {
  // What the loader kept from before now (errors, rejections, widget failures), handed over once, whatever the mode:
  // `off` drops them.
  const early = (window as { Storefront?: { __early?: () => Event[] | null } }).Storefront?.__early?.() ?? [];
  if (mode != 'sdk' && mode != 'page') return { stop() {}, report() {} };
  const script = rt.config.scriptUrl;
  const ours = script ? [script, new URL('chunks/', script).href] : [];
  const fromSdk = (...texts: (string | undefined)[]) => texts.some((text) => text && ours.some((url) => text.includes(url)));
  // The sender (./errorSender.ts) arrives with the first error: until then what is taken waits here, stamped with when
  // it happened, and a page being hidden or left flushes it once the sender is here (a page that unloads first loses
  // it: the request for the sender's code cannot outlive the page).
  let reporter: ErrorQueue | null = null;
  let waiting: ErrorReport[] | null = null;
  let stopped = false;
  let flushOnArrival = false;
  const report = (r: ErrorReport) => {
    if (reporter) return reporter.report(r);
    if (waiting) return void waiting.push({ ...r, at: r.at ?? Date.now() });
    waiting = [{ ...r, at: r.at ?? Date.now() }];
    loadSender().then(
      ({ createErrorSender }) => {
        if (stopped) return;
        reporter = createErrorSender(rt);
        for (const r of waiting ?? []) reporter.report(r);
        waiting = null;
        if (flushOnArrival) reporter.flush(true);
      },
      // Its code cannot be fetched (offline, blocked): the errors go unreported, and nothing breaks.
      () => (waiting = null),
    );
  };
  const flush = () => (reporter ? reporter.flush(true) : (flushOnArrival = !!waiting));

  const read = (event: Event): ErrorReport | null => {
    if (event.type == 'storefront:widget-error') {
      const { element, reason } = ((event as CustomEvent).detail ?? {}) as { element?: Element; reason?: unknown };
      const el = element instanceof Element ? element : null;
      return {
        event: 'widget-error',
        ...what(reason),
        widget: el?.getAttribute('data-sf-widget') ?? undefined,
        element: el ? describeElement(el) : undefined,
      };
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
      const taken = read(event);
      // One the loader kept from before the reporter started: stamped with when it happened.
      if (taken) report(!kept ? taken : { ...taken, at: Math.round(performance.timeOrigin + event.timeStamp) });
    } catch {
      // The reporter never throws into the page, nor reports its own failures.
    }
  };
  const hidden = () => document.visibilityState == 'hidden' && flush();
  const left = flush;

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
      stopped = true;
      for (const [target, type, fn] of listeners) target.removeEventListener(type, fn);
      reporter?.stop();
    },
    report: (event, message) => report({ event, message }),
  };
}
