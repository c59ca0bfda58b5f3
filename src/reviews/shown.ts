// Whether reviews show, and which (spec 000 §2: "controlled by the native-reviews and imported-reviews settings and
// switched off entirely by a kill flag"; docs/widgets/reviews.md), and how a rating reads.
import type { ReviewSource } from '../api/reviews';
import type { Translate } from '../i18n';
import '../i18n/strings/ratings';
import type { SiteSettings } from '../settings/siteSettings';
import { createToggles, parseExperiments } from '../telemetry/toggles';
import type { RatingSummary } from './parse';

/** The feature toggle that hides every review part and sends no review request (variant "true": docs/toggles.md). */
export const REVIEWS_KILL_SWITCH = 'reviews-kill-switch';

/**
 * The sources of the reviews that show: `storeSettings.nativeReviewsEnabled` and `importedReviewsEnabled` (neither by
 * default); none while the toggle `reviews-kill-switch` is on. A page that does not name the toggle is not warned.
 */
export function reviewSources(settings: Pick<SiteSettings, 'storeSettings' | 'experiments' | 'internal'>): ReviewSource[] {
  const killed =
    !!parseExperiments(settings.experiments)?.some((e) => e.name == REVIEWS_KILL_SWITCH) &&
    createToggles(settings).isEnabled(REVIEWS_KILL_SWITCH, false);
  const store = settings.storeSettings ?? {};
  if (killed) return [];
  return [...(store.nativeReviewsEnabled ? ['native' as const] : []), ...(store.importedReviewsEnabled ? ['imported' as const] : [])];
}

/** The `source` a reviews request names: the one source when only one shows, else none (both). */
export const sourceParam = (sources: readonly ReviewSource[]): ReviewSource | undefined => (sources.length == 1 ? sources[0] : undefined);

/** An average as the page's locale writes it, to one decimal: 4.6, 4,6. */
export const formatAverage = (average: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

/** A rating's accessible name: "4.6 out of 5, 128 reviews". */
export const ratingLabel = (t: Translate, { average, count }: RatingSummary, locale: string): string =>
  t(count == 1 ? 'ratingSummaryOne' : 'ratingSummary', { average: formatAverage(average, locale), count });
