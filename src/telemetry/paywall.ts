import type { Runtime } from '../runtime/types';
import { createToggles, parseExperiments } from './toggles';

/**
 * The feature toggle behind every gated-content event (spec 000 §2: the lesson video pages' "Visitor metrics are
 * recorded only when the video paywall feature flag is on"; its name is the SDK's reading): an experiment of this name,
 * type FEATURE_TOGGLE, variant "true" (docs/toggles.md).
 */
export const VIDEO_PAYWALL = 'video-paywall';

/** Whether the page's experiments turn `video-paywall` on; a page that does not name it is not warned about it. */
export const paywallOn = (rt: Pick<Runtime, 'settings'>): boolean =>
  !!parseExperiments(rt.settings.experiments)?.some((e) => e.name == VIDEO_PAYWALL) &&
  createToggles(rt.settings).isEnabled(VIDEO_PAYWALL, false);
