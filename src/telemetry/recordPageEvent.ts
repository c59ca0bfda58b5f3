import type { Runtime } from '../runtime/types';
import { isGated, type GatedFields, type PageEvent } from './pageEvents';

/** What `Storefront.analytics.record` takes beside the event's name: a review's product, or a gated-content event's fields. */
export type PageEventFields = { productId?: string; productName?: string } | GatedFields;

/**
 * An event a page records itself (`Storefront.analytics.record`, React's `useAnalytics().record`: docs/analytics.md):
 * a review moment to the newer tracker (./analytics.ts, through ./onDemand.ts), a gated-content moment to the older tracker
 * (./olderTracker.ts), each module loaded with its first event. Rejects with a TypeError for any other name.
 */
export function recordPageEvent(
  rt: Pick<Runtime, 'api' | 'config' | 'settings' | 'emit' | 'cart'>,
  event: PageEvent,
  fields?: PageEventFields,
): Promise<void> {
  return isGated(event)
    ? import('./olderTracker').then((m) => m.recordGated(rt, event, fields as GatedFields))
    : import('./onDemand').then((m) => m.recordFromPage(rt, event, fields as { productId?: string; productName?: string }));
}
