import type { Runtime } from '../runtime/types';
import { captureErrors } from './captureErrors';
import type { ReportingSlot } from './types';

/**
 * Starts the page's error reporter in `mode`, one per page (docs/error-reporter.md, "One reporter"): the first that
 * asks on purpose wins; a second one asking on purpose gets one console warning and no reporter. The default (no
 * attribute on the script tag) starts only where nothing else did, and gives way to an element that asks later.
 * Returns the function that stops the one it started (nothing, when it started none).
 */
export function startErrorReporter(rt: Runtime, mode: string, source: string, explicit: boolean): () => void {
  const current = rt.reporting;
  if (current && !(explicit && !current.explicit)) {
    if (explicit)
      console.warn(`[storefront] ${source}: the page already has an error reporter (started by ${current.source}); this one is ignored.`);
    return () => {};
  }
  current?.errors.stop();
  const slot: ReportingSlot = { source, explicit, errors: captureErrors(rt, mode) };
  rt.reporting = slot;
  return () => {
    if (rt.reporting != slot) return;
    slot.errors.stop();
    rt.reporting = undefined;
  };
}
