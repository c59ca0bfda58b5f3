import { clipText } from '../input/clipText';
import { isObj } from '../input/isObj';
import { httpUrl } from '../input/url';
import { parseImage, type ImageData } from './image';

/**
 * The spec's Video (spec 001 §3 "Video"), parsed once at the edge into what the video facade needs
 * (src/ui/VideoFacade.tsx). The oEmbed HTML is kept as text: it is vetted, without running it, only when the visitor
 * shows intent (./oembed.ts).
 */
export interface VideoData {
  /** `oembed.html` as it came: the provider's player, to be vetted before anything of it is used. */
  html: string;
  /** `oembed.providerName`, '' when none. */
  provider: string;
  /** `title`, else `oembed.title`, '' when none. */
  title: string;
  /** The spec's `overlay` (default true): the owner's styling of the poster; the poster shows first either way. */
  overlay: boolean;
  /** The poster (`assetUrl`, `colorData`, `mediaFocalPoint`; decorative: the Play button carries the name), if any. */
  poster: ImageData | null;
  /** Width / height of the player: `oembed.width` / `oembed.height`, else the poster's `originalSize`, else 16:9. */
  ratio: number;
  /** The video's own page (`oembed.url`, http(s) only): where a refused player links to. Null when none. */
  page: string | null;
  /** `systemDataId`, else `mainImageId`: the video's id in analytics; null when none. */
  id: string | null;
}

/** The shape of a player whose oEmbed and poster give none. */
export const DEFAULT_RATIO = 16 / 9;

const text = (v: unknown) => (typeof v == 'string' ? clipText(v.trim()) : '');
const positive = (v: unknown) => (typeof v == 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * A Video from the page's or the platform's JSON, or why it cannot be one (no `oembed.html`). Everything else is
 * optional: a poster URL that is not http(s) is dropped (the facade then shows its placeholder colour), a page URL too.
 * `base`: what relative URLs resolve against (the page).
 */
export function parseVideo(raw: unknown, base: string = document.baseURI): { ok: true; video: VideoData } | { ok: false; error: string } {
  if (!isObj(raw)) return { ok: false, error: 'is not a Video object' };
  const oembed = isObj(raw.oembed) ? raw.oembed : null;
  if (!oembed || typeof oembed.html != 'string' || !oembed.html.trim()) return { ok: false, error: 'has no oembed.html' };
  const image = parseImage(raw, base);
  // The poster is decorative (the Play button names the video): no alt text, no title tooltip.
  const poster = image && { ...image, alt: '', title: '', body: '', video: undefined };
  const w = positive(oembed.width);
  const h = positive(oembed.height);
  const ratio = w && h ? w / h : poster?.width && poster.height ? poster.width / poster.height : DEFAULT_RATIO;
  const page = typeof oembed.url == 'string' ? (httpUrl(oembed.url.trim(), base)?.href ?? null) : null;
  return {
    ok: true,
    video: {
      html: oembed.html,
      provider: text(oembed.providerName),
      title: text(raw.title) || text(oembed.title),
      overlay: raw.overlay !== false,
      poster,
      ratio,
      page,
      id: text(raw.systemDataId) || text(raw.mainImageId) || null,
    },
  };
}

/** Whether a gallery item (the spec's Image, or a Video) is of the media type `video` (spec 001 §3 "Gallery media types"). */
export const isVideoItem = (raw: unknown): boolean => isObj(raw) && raw.mediaType === 'video';
