import { clipText } from '../input/clipText';
import { isObj } from '../input/isObj';
import { httpUrl } from '../input/url';

/**
 * The spec's Image (spec 001 §3 "Image": assetUrl, originalSize WxH, mediaFocalPoint x/y, colorData with its five
 * averages, altText, title), parsed once at the edge into what a picture needs. Everything but the URL is optional.
 */
export interface ImageData {
  /** The asset's URL, absolute, http(s) only (checked: no `data:`, `javascript:` …). */
  url: string;
  /** From `originalSize` ("1500x1000"): positive whole pixels, or null when the data has none (then no size is reserved). */
  width: number | null;
  height: number | null;
  /** `mediaFocalPoint`, each in 0–1; the spec's default 0.5, 0.5 (spec 001 §9). */
  focal: { x: number; y: number };
  /** The centre average of `colorData` as `#rrggbb`: the placeholder colour until the picture is there; null if none. */
  colour: string | null;
  /**
   * `colorData` as it came, unchecked: its corner averages are read (./matte.ts) only where a picture does not fill its
   * slot, by code in that widget's chunk, not in the runtime's.
   */
  colorData?: unknown;
  /** `altText`, '' when there is none (the picture is then decorative). */
  alt: string;
  title: string;
  /** The Image's `body` (a caption under the title), as text; '' when none. */
  body: string;
  /**
   * A gallery item of the media type `video` (spec 001 §3 "Gallery media types"): the item as it came, unchecked, its
   * picture the video's poster. Read (./video.ts) by the gallery's chunk, which shows it as the video facade: nothing
   * more of it is read here, in the runtime every page loads.
   */
  video?: unknown;
}

/** The widths a picture is offered at (spec 001 §9 "Templates and rendering": srcset widths). */
export const SRCSET_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
/** The widths of small pictures (a cart line's, a thumbnail strip's): the spec's thumbnail buckets. */
export const THUMBNAIL_WIDTHS = [100, 300, 500, 750, 1000] as const;
/** The spec's default focal point. */
export const DEFAULT_FOCAL = { x: 0.5, y: 0.5 } as const;

const unit = (v: unknown): number | null => (typeof v == 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : null);

/** `#rrggbb` from a hex colour of 3 or 6 digits, with or without its `#` ("d4d2cd", "#fff"); else null. */
export function hexColour(value: unknown): string | null {
  const m = typeof value == 'string' ? /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim()) : null;
  if (!m) return null;
  const hex = m[1]!.length == 3 ? m[1]!.replace(/./g, '$&$&') : m[1]!;
  return '#' + hex.toLowerCase();
}

/**
 * An Image from product data, or null when it has no usable URL (an asset URL that is not http(s) is dropped, not
 * shown). `base`: what a relative URL resolves against (the page).
 */
export function parseImage(raw: unknown, base: string = document.baseURI): ImageData | null {
  if (!isObj(raw) || typeof raw.assetUrl != 'string' || !raw.assetUrl.trim()) return null;
  const url = httpUrl(raw.assetUrl, base);
  if (!url) return null;
  const size = typeof raw.originalSize == 'string' ? /^\s*(\d{1,5})\s*x\s*(\d{1,5})\s*$/i.exec(raw.originalSize) : null;
  const [width, height] = size && +size[1]! > 0 && +size[2]! > 0 ? [+size[1]!, +size[2]!] : [null, null];
  const focal = isObj(raw.mediaFocalPoint) ? raw.mediaFocalPoint : {};
  const colours = isObj(raw.colorData) ? raw.colorData : {};
  const text = (v: unknown) => (typeof v == 'string' ? clipText(v.trim()) : '');
  return {
    url: url.href,
    width,
    height,
    focal: { x: unit(focal.x) ?? DEFAULT_FOCAL.x, y: unit(focal.y) ?? DEFAULT_FOCAL.y },
    colour: hexColour(colours.centerAverage ?? colours.center),
    colorData: raw.colorData,
    alt: text(raw.altText),
    title: text(raw.title),
    body: text(raw.body),
    ...(raw.mediaType === 'video' && { video: raw }),
  };
}

/** A list of Images (a product's `images`): the usable ones, in order. */
export const parseImages = (raw: unknown, base?: string): ImageData[] =>
  Array.isArray(raw) ? raw.map((x) => parseImage(x, base)).filter((x): x is ImageData => x != null) : [];

/**
 * The asset at `width` pixels wide: the platform resizes on `?format=<width>w` (docs/embed-contract.md, "Images"), kept
 * beside any query the URL already has.
 */
export function sizedUrl(url: string, width: number): string {
  const u = new URL(url);
  u.searchParams.set('format', `${width}w`);
  return u.href;
}

/** A `srcset` of the asset at each of `widths` ("…?format=100w 100w, …"; the spec's seven by default). */
export const srcsetOf = (image: ImageData, widths: readonly number[] = SRCSET_WIDTHS): string =>
  widths.map((w) => `${sizedUrl(image.url, w)} ${w}w`).join(', ');
