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

const DESIGNS: readonly GalleryDesign[] = ['grid', 'slideshow', 'slider', 'stacked'];
const META_POSITIONS: readonly MetaPosition[] = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'];
const ALIGNMENTS: readonly ActiveAlignment[] = ['left', 'center', 'right'];

/** Reads the settings off `el`; `warn` gets one sentence per attribute whose value was clamped or refused. */
export function parseGallerySettings(el: Element, warn: (message: string) => void): GallerySettings {
  const d = GALLERY_DEFAULTS;
  const raw = (name: string) => el.getAttribute(`data-${name}`);
  const flag = (name: string, fallback: boolean): boolean => {
    const v = raw(name);
    return v === null ? fallback : v.trim().toLowerCase() != 'false';
  };
  const oneOf = <T extends string>(name: string, options: readonly T[], fallback: T): T => {
    const v = raw(name)?.trim().toLowerCase();
    if (v == null || v === '') return fallback;
    if ((options as readonly string[]).includes(v)) return v as T;
    warn(`data-${name}="${raw(name)}" is not one of ${options.join(', ')}: ${fallback} is used`);
    return fallback;
  };
  const number = (name: string, min: number, max: number, fallback: number): number => {
    const v = raw(name);
    if (v === null || v.trim() === '') return fallback;
    const n = Number(v);
    if (!Number.isFinite(n)) {
      warn(`data-${name}="${v}" is not a number: ${fallback} is used`);
      return fallback;
    }
    const clamped = Math.min(max, Math.max(min, n));
    if (clamped != n) warn(`data-${name}="${v}" is outside ${min}–${max}: ${clamped} is used`);
    return clamped;
  };

  const design = oneOf('design', DESIGNS, d.design);
  const moving = design == 'slideshow' || design == 'slider';
  // Spec 001 §4: choosing slideshow turns thumbnails on (unless the element turns them off); carousel, grid and stacked
  // turn them off; grid and stacked turn autoplay off.
  const thumbnails = design == 'slideshow' && flag('thumbnails', true);
  const autoplay = moving && flag('autoplay', d.autoplay);
  return {
    design,
    autoplay,
    autoplayDuration: autoplay ? number('autoplay-duration', 1, 10, d.autoplayDuration) : d.autoplayDuration,
    controls: flag('controls', d.controls),
    autoCrop: flag('auto-crop', d.autoCrop),
    aspectRatio: design == 'grid' ? oneOf('aspect-ratio', Object.keys(ASPECT_RATIOS) as AspectRatio[], 'square') : null,
    thumbnails,
    squareThumbs: thumbnails ? flag('square-thumbs', d.squareThumbs) : d.squareThumbs,
    thumbnailStripHeight: thumbnails ? number('thumbnail-strip-height', 0, 200, d.thumbnailStripHeight) : d.thumbnailStripHeight,
    thumbnailStripMargin: thumbnails ? number('thumbnail-strip-margin', 0, 60, d.thumbnailStripMargin) : d.thumbnailStripMargin,
    showMetaBasic: flag('show-meta-basic', d.showMetaBasic),
    showMeta: flag('show-meta', d.showMeta),
    showMetaOnlyTitle: flag('show-meta-only-title', d.showMetaOnlyTitle),
    metaPosition: oneOf('meta-position', META_POSITIONS, d.metaPosition),
    showMetaOnHover: flag('show-meta-on-hover', d.showMetaOnHover),
    activeAlignment: design == 'slider' ? oneOf('active-alignment', ALIGNMENTS, d.activeAlignment) : d.activeAlignment,
    thumbnailsPerRow: design == 'grid' ? number('thumbnails-per-row', 1, 10, d.thumbnailsPerRow) : d.thumbnailsPerRow,
    padding: number('padding', 0, 50, d.padding),
    lightbox: flag('lightbox', d.lightbox),
    lightboxTheme: oneOf('lightbox-theme', ['dark', 'light'] as const, d.lightboxTheme),
    maxWidth: design == 'grid' ? number('max-width', 100, 300, d.maxWidth) : d.maxWidth,
    newWindow: flag('new-window', d.newWindow),
    transparentBackground: flag('transparent-background', d.transparentBackground),
  };
}
