import { isObj } from '../input/isObj';
import { hexColour, type ImageData } from './image';

/** One edge's tone from its two corners' averages: their mean (CSS `color-mix`), or the one there is, or null. */
const tone = (a: unknown, b: unknown) => {
  const [x, y] = [hexColour(a), hexColour(b)];
  return x && y ? `color-mix(in srgb, ${x}, ${y})` : x || y;
};

/**
 * What fills the rest of a slot a picture does not fill (`object-fit: contain`; the picture placed at its focal point,
 * as src/ui/Picture.tsx does): the tone of the picture's top edge above it, that of its bottom edge below it, and
 * beside it a gradient from one to the other, from the corner averages of its `colorData` (spec 001 §3 "Image"), so
 * that the bands carry on the picture's own background. `slotRatio` is the slot's width / height as a CSS expression
 * (a custom property the theme may set): where the picture fills the slot's height, the gradient runs over the whole
 * of it; where it is wider than the slot, the gradient runs behind the picture only and the bands are plain. A picture
 * of unknown size is taken to fill the slot's height. Null when the data has no top or no bottom tone (the slot keeps
 * its own background then).
 */
export function matteOf(image: ImageData, slotRatio: string): string | null {
  const c = isObj(image.colorData) ? image.colorData : {};
  const top = tone(c.topLeftAverage, c.topRightAverage);
  const bottom = tone(c.bottomLeftAverage, c.bottomRightAverage);
  const { width: w, height: h, focal } = image;
  // How much of the slot's height the picture takes (1 when all of it), and where its top edge is.
  const share = `min(1, ${w && h ? +(h / w).toFixed(4) : 1e3} * (${slotRatio}))`;
  const from = `(1 - ${share}) * ${focal.y}`;
  return top && bottom ? `linear-gradient(${top} calc(${from} * 100%), ${bottom} calc((${from} + ${share}) * 100%))` : null;
}
