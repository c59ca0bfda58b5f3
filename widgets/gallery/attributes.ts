import { extend, flag, json, number, oneOf, text } from '../../src/attributes/declare';
import { readAttribute, type ValueOf } from '../../src/attributes/read';
import { productAttributes } from '../../src/product';
import type { GalleryVideoItem, ImageItem } from '../../src/types';

/**
 * The gallery's design settings (spec 001 §3 "Gallery design settings", §4 "Gallery design interplay", §9 "Gallery
 * options"), read once from the element's attributes: each setting is `data-` + its name in kebab case
 * (`data-design`, `data-autoplay-duration`, `data-lightbox-theme`, …), with the spec's default and range. A flag is on
 * when present (or "true"), off when "false". A number out of its range is clamped, and a value that is not one of a
 * setting's options (or not a number) falls back to the default: each with one console warning naming the attribute.
 * Options that apply only under others (autoplay's duration, the thumbnail options, the aspect ratio outside the grid)
 * are ignored otherwise, without a warning.
 */

/** The four designs; `slider` is the one the platform shows as "Carousel". */
export type GalleryDesign = 'grid' | 'slideshow' | 'slider' | 'stacked';
export type MetaPosition = 'top' | 'top-left' | 'top-right' | 'center' | 'bottom' | 'bottom-left' | 'bottom-right';
export type ActiveAlignment = 'left' | 'center' | 'right';

/** The aspect ratios of the grid's cells, width / height. */
export const ASPECT_RATIOS = {
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
} as const;
export type AspectRatio = keyof typeof ASPECT_RATIOS;

/** The settings as the gallery uses them, every one resolved (defaults, ranges, interplay). */
export interface GallerySettings {
  design: GalleryDesign;
  /** Slideshow and carousel only (never grid or stacked), and never under `prefers-reduced-motion` (the component). */
  autoplay: boolean;
  /** Seconds a slide shows while autoplaying, 1–10. */
  autoplayDuration: number;
  /** Previous and next buttons (slideshow, carousel). */
  controls: boolean;
  /** Crop pictures to fill their cell (at their focal point); off: the whole picture, letterboxed. */
  autoCrop: boolean;
  /** The grid's cells; null outside the grid (each picture keeps its own shape). */
  aspectRatio: AspectRatio | null;
  /** The thumbnail strip (a slideshow's, unless `data-thumbnails="false"`; never the other designs'). */
  thumbnails: boolean;
  squareThumbs: boolean;
  /** Px, 0–200. */
  thumbnailStripHeight: number;
  /** Px, 0–60. */
  thumbnailStripMargin: number;
  showMetaBasic: boolean;
  showMeta: boolean;
  showMetaOnlyTitle: boolean;
  metaPosition: MetaPosition;
  showMetaOnHover: boolean;
  /** Where the carousel keeps its current slide. */
  activeAlignment: ActiveAlignment;
  /** The grid's columns, 1–10. */
  thumbnailsPerRow: number;
  /** Px between pictures, 0–50. */
  padding: number;
  lightbox: boolean;
  lightboxTheme: 'dark' | 'light';
  /** Px, 100–300: the widest a grid cell grows. */
  maxWidth: number;
  newWindow: boolean;
  transparentBackground: boolean;
}

/** The spec's defaults (spec 001 §3 table). */
export const GALLERY_DEFAULTS: GallerySettings = {
  design: 'grid',
  autoplay: false,
  autoplayDuration: 5,
  controls: false,
  autoCrop: true,
  aspectRatio: 'square',
  thumbnails: false,
  squareThumbs: true,
  thumbnailStripHeight: 80,
  thumbnailStripMargin: 20,
  showMetaBasic: true,
  showMeta: true,
  showMetaOnlyTitle: false,
  metaPosition: 'bottom',
  showMetaOnHover: false,
  activeAlignment: 'center',
  thumbnailsPerRow: 4,
  padding: 20,
  lightbox: false,
  lightboxTheme: 'dark',
  maxWidth: 300,
  newWindow: false,
  transparentBackground: false,
};

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
const META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;
const d = GALLERY_DEFAULTS;
const setting = <const O extends string>(options: readonly O[], fallback: O) => oneOf({ options, default: fallback, invalid: 'warn' });

/**
 * The gallery's attributes (docs/widgets/gallery.md): the product or a list of pictures, and the spec's design settings
 * (spec 001 §3 "Gallery design settings"), each with the spec's default and range.
 */
export const attributes = extend(productAttributes, {
  /**
   * Or: a selector of a `<script type="application/json">` holding a list of the spec's Image, or of a Video with
   * `"mediaType": "video"` (the prop: the list).
   */
  images: json<(ImageItem | GalleryVideoItem)[]>('data-images-json'),
  /**
   * The pictures' `sizes` (how wide they show).
   * @default per design: `(max-width: 960px) 100vw, 960px` for a slideshow or stacked; a grid's cell width
   */
  imageSizes: text(),
  /**
   * The gallery's accessible name.
   * @default "Pictures of {product name}", or "Product images" for a list
   */
  label: text(),
  /** The design; `slider` is the one the platform shows as "Carousel". */
  design: setting(DESIGNS, d.design),
  /** Slideshow and carousel only; never under reduced motion. */
  autoplay: flag({ default: d.autoplay }),
  /** Seconds a slide shows, with autoplay. */
  autoplayDuration: number({ min: 1, max: 10, default: d.autoplayDuration }),
  /** Previous and next buttons (slideshow, carousel). */
  controls: flag({ default: d.controls }),
  /** Crop pictures to fill their cell, at their focal point; off: the whole picture, letterboxed (every design). */
  autoCrop: flag({ default: d.autoCrop }),
  /** The grid's cells: `standard` 3:2, `standard-vertical` 2:3, `four-three` 4:3, `three-four-vertical` 3:4, `widescreen` 16:9, `anamorphic-widescreen` 2.40 (grid only). */
  aspectRatio: setting(Object.keys(ASPECT_RATIOS) as AspectRatio[], 'square'),
  /** Square thumbnails (with thumbnails). */
  squareThumbs: flag({ default: d.squareThumbs }),
  /**
   * The thumbnail strip (slideshow only).
   * @default off (on for a slideshow)
   */
  thumbnails: flag({ default: d.thumbnails }),
  /** The strip's height in px, 0: no strip (with thumbnails). */
  thumbnailStripHeight: number({ min: 0, max: 200, default: d.thumbnailStripHeight }),
  /** Px above the strip (with thumbnails). */
  thumbnailStripMargin: number({ min: 0, max: 60, default: d.thumbnailStripMargin }),
  /** Titles and descriptions (grid, stacked). */
  showMetaBasic: flag({ default: d.showMetaBasic }),
  /** Titles and descriptions (slideshow, carousel). */
  showMeta: flag({ default: d.showMeta }),
  /** Titles only. */
  showMetaOnlyTitle: flag({ default: d.showMetaOnlyTitle }),
  /** Where the titles sit on a picture. */
  metaPosition: setting(META_POSITIONS, d.metaPosition),
  /** Titles only while the pointer is over a picture. */
  showMetaOnHover: flag({ default: d.showMetaOnHover }),
  /** Where the carousel keeps its current slide (carousel only). */
  activeAlignment: setting(['left', 'center', 'right'], d.activeAlignment),
  /** The grid's columns (grid only). */
  thumbnailsPerRow: number({ min: 1, max: 10, default: d.thumbnailsPerRow }),
  /** Px between pictures. */
  padding: number({ min: 0, max: 50, default: d.padding }),
  /** A press on a picture opens it in a lightbox. */
  lightbox: flag({ default: d.lightbox }),
  /** The lightbox's colours (with the lightbox). */
  lightboxTheme: setting(['dark', 'light'], d.lightboxTheme),
  /** Px: the widest a grid cell grows (grid only). */
  maxWidth: number({ min: 100, max: 300, default: d.maxWidth }),
  /** Parsed; no effect, as the spec's Image carries no link. */
  newWindow: flag({ default: d.newWindow }),
  /** No background behind a picture while it loads, nor behind a letterboxed one. */
  transparentBackground: flag({ default: d.transparentBackground }),
});

/** Reads the settings off `el`; `warn` gets one sentence per attribute whose value was clamped or refused. */
export function parseGallerySettings(el: Element, warn: (message: string) => void): GallerySettings {
  // Only the settings that apply are read: one ignored under the design chosen gives no warning.
  const get = <K extends keyof typeof attributes>(key: K, applies = true): ValueOf<(typeof attributes)[K]> =>
    (applies ? readAttribute(el, key, attributes[key], 'gallery', warn) : GALLERY_DEFAULTS[key as keyof GallerySettings]) as ValueOf<
      (typeof attributes)[K]
    >;
  const design = get('design');
  const moving = design == 'slideshow' || design == 'slider';
  const grid = design == 'grid';
  // Spec 001 §4: choosing slideshow turns thumbnails on (unless the element turns them off); carousel, grid and stacked
  // turn them off; grid and stacked turn autoplay off.
  const thumbnails = design == 'slideshow' && (el.hasAttribute('data-thumbnails') ? get('thumbnails') : true);
  const autoplay = moving && get('autoplay');
  return {
    design,
    autoplay,
    autoplayDuration: get('autoplayDuration', autoplay),
    controls: get('controls'),
    autoCrop: get('autoCrop'),
    aspectRatio: grid ? get('aspectRatio') : null,
    thumbnails,
    squareThumbs: get('squareThumbs', thumbnails),
    thumbnailStripHeight: get('thumbnailStripHeight', thumbnails),
    thumbnailStripMargin: get('thumbnailStripMargin', thumbnails),
    showMetaBasic: get('showMetaBasic'),
    showMeta: get('showMeta'),
    showMetaOnlyTitle: get('showMetaOnlyTitle'),
    metaPosition: get('metaPosition'),
    showMetaOnHover: get('showMetaOnHover'),
    activeAlignment: get('activeAlignment', design == 'slider'),
    thumbnailsPerRow: get('thumbnailsPerRow', grid),
    padding: get('padding'),
    lightbox: get('lightbox'),
    lightboxTheme: get('lightboxTheme'),
    maxWidth: get('maxWidth', grid),
    newWindow: get('newWindow'),
    transparentBackground: get('transparentBackground'),
  };
}
