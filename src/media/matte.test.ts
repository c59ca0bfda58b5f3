import { describe, expect, it } from 'vitest';
import { parseImage } from './image';
import { matteOf } from './matte';

const image = (colorData: unknown, more: object = {}) =>
  parseImage({ assetUrl: 'https://img.example/a.png', colorData, ...more }, 'https://shop.example/')!;
const RATIO = 'var(--r, 4 / 5)';
/** The gradient for a picture `h / w` of the slot's shape, placed at `y`, from `top` to `bottom`. */
const gradient = (top: string, bottom: string, hw: number, y = 0.5) => {
  const share = `min(1, ${hw} * (${RATIO}))`;
  return `linear-gradient(${top} calc((1 - ${share}) * ${y} * 100%), ${bottom} calc(((1 - ${share}) * ${y} + ${share}) * 100%))`;
};

describe('matteOf: what fills a slot beside a picture that does not fill it', () => {
  it("runs from the top edge's tone to the bottom edge's, behind the picture only: a 1600 x 1200 picture takes min(1, 0.75 x the slot's ratio) of its height", () => {
    const studio = {
      topLeftAverage: 'eef0f2',
      topRightAverage: 'EEF0F2',
      bottomLeftAverage: '#dfe3e7',
      bottomRightAverage: 'dfe3e7',
      centerAverage: '336699',
    };
    expect(matteOf(image(studio, { originalSize: '1600x1200' }), RATIO)).toBe(
      gradient('color-mix(in srgb, #eef0f2, #eef0f2)', 'color-mix(in srgb, #dfe3e7, #dfe3e7)', 0.75),
    );
    // Placed by its focal point, as the picture is (object-position).
    expect(matteOf(image(studio, { originalSize: '1200x1600', mediaFocalPoint: { x: 0.5, y: 0.25 } }), RATIO)).toBe(
      gradient('color-mix(in srgb, #eef0f2, #eef0f2)', 'color-mix(in srgb, #dfe3e7, #dfe3e7)', 1.3333, 0.25),
    );
  });

  it("each edge's tone is the mean of its two corners, or the one corner there is; a picture of unknown size is taken to fill the slot's height", () => {
    expect(matteOf(image({ topRightAverage: 'fff', bottomLeftAverage: '000', bottomRightAverage: 'red' }), RATIO)).toBe(
      gradient('#ffffff', '#000000', 1000),
    );
  });

  it('is null without a top and a bottom tone: the slot keeps its own background', () => {
    for (const colorData of [
      undefined,
      null,
      'eeeeee',
      [],
      { centerAverage: 'eeeeee' },
      { topLeftAverage: 'eeeeee' },
      { bottomLeftAverage: 'eeeeee', topLeftAverage: 'url(x)' },
    ])
      expect(matteOf(image(colorData, { originalSize: '1600x1200' }), RATIO), JSON.stringify(colorData)).toBeNull();
  });
});
