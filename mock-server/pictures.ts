// The mock catalogue's product pictures (and the poster of the demo journal's video). Each is an SVG file,
// `pictures/<name>.svg`, drawn at the picture's own size (open it in any SVG editor or browser);
// `pictures/catalogue.json` lists them, in the catalogue's order, with what the catalogue says of each that the drawing
// does not (its alt text, the colour at its centre, its focal point). This module serves them, from the Node server and
// from the MSW worker in Storybook alike, at any `?format=<width>w` (the platform's resize contract:
// docs/embed-contract.md, "Images"), and gives each its spec Image metadata.
//
// The files come in as text through Vite's `import.meta.glob` (Storybook and the unit tests run on Vite); the mock
// server's build inlines them the same way (`rawGlob` in rollup.config.mjs), so no host reads the disk for them.
/// <reference types="vite/types/importMeta.d.ts" />
import type { ImageItem } from '../src/types';
import catalogue from './pictures/catalogue.json';

/** Where the pictures are served: `/media/products/<name>.svg`. */
export const PICTURE_PATH = '/media/products/';

/** What the catalogue says of a picture (pictures/catalogue.json). */
interface Entry {
  /** The colour at its centre (colorData.centerAverage), hex without the `#`. */
  centre: string;
  /** Where it may be cropped around; the middle when absent. */
  focal?: { x: number; y: number };
  /** '' for a purely decorative picture. */
  alt: string;
}

interface Picture extends Entry {
  /** The file's text: the picture at its own width. */
  svg: string;
  /** The drawing's own size (its viewBox), also its `originalSize`. */
  w: number;
  h: number;
  /** The studio backdrop's top and bottom colours (its `studio` gradient): colorData's edges. */
  top: string;
  bottom: string;
}

const files = import.meta.glob('./pictures/*.svg', { query: '?raw', import: 'default', eager: true });

/** The root element's size, and its viewBox: the drawing's own size. */
const ROOT_SIZE = /^(<svg [^>]*?)\bwidth="\d+" height="\d+"/;
const VIEW_BOX = /^<svg [^>]*viewBox="0 0 (\d+) (\d+)"/;
/** The studio backdrop, a vertical gradient: its top and bottom colours. */
const STUDIO = /<linearGradient id="studio"[^>]*><stop [^>]*stop-color="#([0-9a-f]{6})"\/><stop [^>]*stop-color="#([0-9a-f]{6})"/;

/** A picture's file, with its size and backdrop read from the SVG. */
function read(name: string, entry: Entry): Picture {
  const svg = files[`./pictures/${name}.svg`]?.trimEnd() ?? '';
  const size = VIEW_BOX.exec(svg);
  const studio = STUDIO.exec(svg);
  if (!size || !studio) throw new Error(`mock-server/pictures/${name}.svg: missing, or without its viewBox or its studio gradient`);
  return { ...entry, svg, w: Number(size[1]), h: Number(size[2]), top: studio[1]!, bottom: studio[2]! };
}

const PICTURES = new Map(Object.entries(catalogue as Record<string, Entry>).map(([name, entry]) => [name, read(name, entry)]));

/** The names of the catalogue's pictures. */
export const PICTURE_NAMES = [...PICTURES.keys()];

/**
 * The picture `name` as SVG, `width` pixels wide (its own width when none is asked for or it is out of range), or null
 * when there is no such picture.
 */
export function pictureSvg(name: string, width?: number): string | null {
  const p = PICTURES.get(name);
  if (!p) return null;
  const w = width && width > 0 && width <= 5000 ? Math.round(width) : p.w;
  return p.svg.replace(ROOT_SIZE, `$1width="${w}" height="${Math.round((w * p.h) / p.w)}"`);
}

/** The spec's Image for the picture `name` (its URL under `base`, '' for the page's origin). */
export function pictureImage(name: string, base = ''): ImageItem {
  const p = PICTURES.get(name);
  if (!p) throw new Error(`no picture "${name}"`);
  return {
    assetUrl: `${base}${PICTURE_PATH}${name}.svg`,
    originalSize: `${p.w}x${p.h}`,
    mediaFocalPoint: p.focal ?? { x: 0.5, y: 0.5 },
    colorData: {
      topLeftAverage: p.top,
      topRightAverage: p.top,
      bottomLeftAverage: p.bottom,
      bottomRightAverage: p.bottom,
      centerAverage: p.centre,
    },
    ...(p.alt ? { altText: p.alt } : {}),
  };
}
