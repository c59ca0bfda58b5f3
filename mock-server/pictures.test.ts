// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PICTURE_NAMES, pictureImage, pictureSvg } from './pictures';

describe('product pictures', () => {
  it('every picture is a whole SVG at its own size: numbers only, ids unique, every reference defined', () => {
    expect(PICTURE_NAMES.length).toBe(79);
    for (const name of PICTURE_NAMES) {
      const svg = pictureSvg(name)!;
      const [w, h] = pictureImage(name).originalSize!.split('x');
      expect(svg, name).toMatch(new RegExp(`^<svg [^>]*width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`));
      expect(svg.endsWith('</svg>'), name).toBe(true);
      expect(svg, name).not.toMatch(/NaN|undefined|Infinity|\[object/);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        name,
      ).toEqual([]);
      const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
      expect(
        refs.filter((ref) => !ids.includes(ref)),
        name,
      ).toEqual([]);
    }
  });

  it('every picture has its metadata: a centre colour, a focal point inside it, alt text unless purely decorative', () => {
    for (const name of PICTURE_NAMES) {
      const image = pictureImage(name);
      expect(image.colorData?.centerAverage, name).toMatch(/^[0-9a-f]{6}$/);
      const { x, y } = image.mediaFocalPoint!;
      expect(
        [x, y].every((v) => v >= 0 && v <= 1),
        name,
      ).toBe(true);
      if (name != 'coffee-beans') expect(image.altText?.length, name).toBeGreaterThan(5);
    }
  });
});
