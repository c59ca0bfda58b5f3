import type { Runtime } from '../runtime/types';
import { recordPlayHit } from './census';
import type { AudienceEventType } from './enumerations';
import type { GatedFields } from './pageEvents';
import { paywallOn } from './paywall';

// A video's play (the video widget, a gallery's video item: src/ui/VideoFacade.tsx), counted as the platform counts
// one (docs/analytics.md, "A video's play"). Its own small chunk, loaded with the first play; what it uses of the census
// and the toggles is in the after-load chunk, there by then.

/** RecordHit's `event` for a video: the audience event type video, 21 (spec 001 §3 "Audience event types"). */
export const VIDEO_EVENT: AudienceEventType = 21;

/** What a play tells of its video. */
export interface PlayedVideo {
  id: string | null;
  title: string;
  provider: string;
}

type Tracking = Pick<Runtime, 'api' | 'config' | 'settings' | 'emit'>;

/**
 * A video played (its player inserted on the visitor's press). The first play of each video: `POST
 * /api/census/RecordHit` with `event=21`, as a page view is sent (form-encoded `event`, `data`: the page's tracking
 * event context as JSON text, `ss_cvr` where the visitor has one) under the page view's rule (the recording rule, no
 * /search page). Every press, with the toggle `video-paywall` on (variant "true"): the gated-content event "third-party
 * video click" (spec 001 §7) to the older tracker, with `item_id`, `item_title` and `provider_name`
 * (./olderTracker.ts: its own rules, the census cookie among them). Never throws; failures are ignored.
 */
export async function recordVideoPlay(rt: Tracking, video: PlayedVideo, first: boolean): Promise<void> {
  const sent: Promise<unknown>[] = [];
  try {
    if (first) sent.push(recordPlayHit(rt, VIDEO_EVENT));
    if (paywallOn(rt)) {
      const fields: GatedFields = { item_id: video.id, item_title: video.title || null, provider_name: video.provider || null };
      sent.push(import('./olderTracker').then((m) => m.recordGated(rt, 'third-party-video-click', fields)));
    }
  } catch {
    // A host page's throwing getter, storage refused: this play goes uncounted, and nothing breaks.
  }
  await Promise.all(sent.map((p) => p.catch(() => {})));
}
