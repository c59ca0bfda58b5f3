import { json, text } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';
import { readInlineJson } from '../../src/input/inlineJson';
import { parseVideo, type VideoData } from '../../src/media/video';
import type { VideoItem } from '../../src/types';

/** The poster's `sizes` when the element gives none: the video as wide as its column, up to 960 px. */
export const DEFAULT_SIZES = '(max-width: 960px) 100vw, 960px';

/** The video widget's attributes (docs/widgets/video.md). */
export const attributes = {
  /**
   * A selector of a `<script type="application/json">` holding the spec's Video: `oembed` (`html`, `providerName`,
   * optionally `url`, `width`, `height`), `overlay`, the poster's `assetUrl`, `colorData`, `mediaFocalPoint`, optional
   * `title` (the prop: the Video). Required.
   */
  video: json<VideoItem>('data-video-json'),
  /**
   * The poster's `sizes` (how wide the video shows), so the browser fetches no wider a file than that.
   * @default `(max-width: 960px) 100vw, 960px`
   */
  imageSizes: text(),
};

/** Reads the element's Video and the poster's sizes; a missing, malformed or unusable Video throws a ConfigError. */
export function parseVideoAttributes(el: Element): { video: VideoData; imageSizes: string } {
  const { video: selector, imageSizes } = readAttributes(el, attributes, 'video');
  if (!selector) throw new ConfigError('data-video-json is required: a selector of the Video JSON', 'data-video-json');
  const parsed = parseVideo(readInlineJson(selector, 'data-video-json', 'video', el.ownerDocument), el.ownerDocument.baseURI);
  if (!parsed.ok) throw new ConfigError(`the video JSON in ${selector} ${parsed.error}`, 'data-video-json');
  return { video: parsed.video, imageSizes: imageSizes ?? DEFAULT_SIZES };
}
