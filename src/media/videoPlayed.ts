import { loadOnce } from '../runtime/loadOnce';
import type { Runtime } from '../runtime/types';
import type { PlayedVideo } from '../telemetry/videoPlay';

/** The play's telemetry (the census, the gated-content event): its own small chunk, loaded with the first play. */
const loadTelemetry = loadOnce(() => import('../telemetry/videoPlay'));

/**
 * What a video facade's `onPlay` does for the runtime `rt` (src/ui/VideoFacade.tsx): the play counted
 * (src/telemetry/videoPlay.ts). The widgets hand it to the facade, which sends nothing itself (src/ui sends no request).
 */
export const videoPlayed =
  (rt: Pick<Runtime, 'api' | 'config' | 'settings' | 'emit'>, video: PlayedVideo) =>
  (first: boolean): void =>
    void loadTelemetry().then(
      (m) => m.recordVideoPlay(rt, video, first),
      () => {},
    );

/**
 * A console message naming the widget's element (`[storefront] <div data-sf-widget="video" id="…">: …`). The naming
 * code is the after-load chunk's (the error reporter's): taken on demand, so that no video or gallery chunk imports
 * that chunk up front; it is on the page by then.
 */
export function say(level: 'error' | 'warn', el: Element, message: string): void {
  void import('../dom/describeElement').then(
    (m) => console[level](`[storefront] ${m.describeElement(el)}: ${message}`),
    () => console[level](`[storefront] ${el.localName}: ${message}`),
  );
}

/** The console message of a refused oEmbed (one per video): an error when the poster is left alone, else a warning. */
export const reportRefusal = (el: Element, reason: string, linked: boolean): void =>
  say(
    linked ? 'warn' : 'error',
    el,
    `the video's oEmbed HTML was not used, ${reason}; ${linked ? "the poster links to the video's page" : 'the poster shows alone'}`,
  );
