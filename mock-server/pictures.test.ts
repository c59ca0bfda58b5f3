// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_NAMES, pictureImage, pictureSvg } from './pictures';

describe('product pictures', () => {
  it('every picture is a whole SVG at its own size: numbers only, ids unique, every reference defined', () => {
    expect(PICTURE_NAMES.length).toBe(80);
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

  it('the catalogue (pictures/catalogue.json) lists every SVG file of pictures/, and nothing else', () => {
    const files = readdirSync(new URL('./pictures/', import.meta.url))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length));
    expect([...PICTURE_NAMES].sort()).toEqual(files.sort());
  });

  it("is served as its file; a width asked for changes only the root's width and height", () => {
    const own = pictureSvg('consultation')!;
    expect(own).toBe(readFileSync(new URL('./pictures/consultation.svg', import.meta.url), 'utf8').trimEnd());
    const small = pictureSvg('consultation', 401.6)!;
    expect(small).toMatch(/^<svg [^>]*width="402" height="302" viewBox="0 0 1600 1200">/);
    expect(small.replace('width="402" height="302"', 'width="1600" height="1200"')).toBe(own);
    for (const width of [0, -1, 5001, NaN]) expect(pictureSvg('consultation', width)).toBe(own);
    expect(pictureImage('consultation').colorData).toMatchObject({ topLeftAverage: 'eef0f2', bottomRightAverage: 'dfe3e7' });
  });
});
