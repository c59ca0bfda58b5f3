// Whether reviews show, and which (spec 000 §2: "controlled by the native-reviews and imported-reviews settings and
// switched off entirely by a kill flag"; docs/widgets/reviews.md). The one piece of the reviews' code a product element
// and a collection carry up front (a small chunk of its own): the rest loads when a rating shows (./rating.tsx).
import type { ReviewSource } from '../api/reviews';
import { readInlineJson } from '../input/inlineJson';
import { isObj } from '../input/isObj';
import type { Runtime } from '../runtime/types';

/** The feature toggle that hides every review part and sends no review request (variant "true": docs/toggles.md). */
export const REVIEWS_KILL_SWITCH = 'reviews-kill-switch';

/**
 * The site settings' `storeSettings` fields that say which reviews show (docs/widgets/reviews.md), booleans, neither by
 * default. Read here, from the page's settings JSON, not by the runtime's settings reader (src/settings/siteSettings.ts):
 * its field list is in the runtime chunk, on the product page's budget, which has no room for them.
 */
export interface ReviewSettings {
  nativeReviewsEnabled?: boolean;
  importedReviewsEnabled?: boolean;
}

/**
 * `storeSettings.nativeReviewsEnabled` and `importedReviewsEnabled` from the settings JSON `selector` names, each true
 * only when `true`; none when it is missing or malformed (the runtime has reported it). Read at each call (a widget's
 * mount): the JSON is small, and a page may change it before it mounts more widgets.
 */
export function reviewSettings(selector: string | null, doc: Document = document): ReviewSettings {
  let store: unknown;
  try {
    const json = selector ? readInlineJson(selector, 'data-settings', 'settings', doc) : null;
    store = isObj(json) ? json.storeSettings : null;
  } catch {
    store = null;
  }
  const s = isObj(store) ? store : {};
  return { nativeReviewsEnabled: s.nativeReviewsEnabled === true, importedReviewsEnabled: s.importedReviewsEnabled === true };
}

/**
 * The sources of the reviews that show: as the settings enable them (./reviewSettings); none while the toggle
 * `reviews-kill-switch` is on: the settings' experiment of that name, a feature toggle without `containsError`, of
 * variant "true" (the rule of src/telemetry/toggles.ts, whose module is the after-load chunk's; read here from the
 * settings, so the query string's override on internal sites does not reach it).
 */
export function reviewSources(rt: Pick<Runtime, 'config' | 'settings'>, doc: Document = document): ReviewSource[] {
  const killed = rt.settings.experiments?.some(
    (e) =>
      isObj(e) && e.name == REVIEWS_KILL_SWITCH && e.experimentType == 'FEATURE_TOGGLE' && e.variant === 'true' && e.containsError !== true,
  );
  if (killed) return [];
  const s = reviewSettings(rt.config.settings, doc);
  return [...(s.nativeReviewsEnabled ? ['native' as const] : []), ...(s.importedReviewsEnabled ? ['imported' as const] : [])];
}

/** The `source` a reviews request names: the one source when only one shows, else none (both). */
export const sourceParam = (sources: readonly ReviewSource[]): ReviewSource | undefined => (sources.length == 1 ? sources[0] : undefined);
