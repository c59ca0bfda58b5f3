import { describe, expect, it } from 'vitest';
import { hexColour, parseImage, parseImages, sizedUrl, srcsetOf, SRCSET_WIDTHS, THUMBNAIL_WIDTHS } from './image';

const BASE = 'https://shop.example.com/products/tee';

describe("parseImage: the spec's Image, at the edge", () => {
  it('reads every field the picture needs', () => {
    expect(
      parseImage(
        {
          assetUrl: '/assets/tee.jpg',
          originalSize: '1500x1200',
          mediaFocalPoint: { x: 0.3, y: 0.7 },
          colorData: { topLeftAverage: 'ffffff', centerAverage: 'D4D2CD' },
          altText: ' Tee, front ',
          title: 'Front',
          body: 'Organic cotton.',
        },
        BASE,
      ),
    ).toEqual({
      url: 'https://shop.example.com/assets/tee.jpg',
      width: 1500,
      height: 1200,
      focal: { x: 0.3, y: 0.7 },
      colour: '#d4d2cd',
      colorData: { topLeftAverage: 'ffffff', centerAverage: 'D4D2CD' },
      alt: 'Tee, front',
      title: 'Front',
      body: 'Organic cotton.',
    });
  });

  it('defaults: the focal point 0.5, 0.5 (spec 001 §9), no size, no colour, empty alt', () => {
    expect(parseImage({ assetUrl: 'https://img/a.png' }, BASE)).toEqual({
      url: 'https://img/a.png',
      width: null,
      height: null,
      focal: { x: 0.5, y: 0.5 },
      colour: null,
      alt: '',
      title: '',
      body: '',
    });
  });

  it('refuses what cannot be shown safely or at all; clamps and drops what is out of shape', () => {
    for (const assetUrl of ['javascript:alert(1)', 'data:image/png;base64,xx', '', '   ', 42])
      expect(parseImage({ assetUrl }, BASE), String(assetUrl)).toBeNull();
    expect(parseImage(null, BASE)).toBeNull();
    const odd = parseImage(
      { assetUrl: 'https://img/a.png', originalSize: '0x10', mediaFocalPoint: { x: 7, y: -1 }, colorData: { centerAverage: 'red' } },
      BASE,
    )!;
    expect([odd.width, odd.height, odd.focal, odd.colour]).toEqual([null, null, { x: 1, y: 0 }, null]);
    expect(parseImage({ assetUrl: 'https://img/a.png', originalSize: 'big' }, BASE)!.width).toBeNull();
  });

  it('hex colours: 3 or 6 digits, with or without #', () => {
    expect([hexColour('fff'), hexColour('#A0b1C2'), hexColour('abcd'), hexColour('#12345'), hexColour(3)]).toEqual([
      '#ffffff',
      '#a0b1c2',
      null,
      null,
      null,
    ]);
  });

  it('parseImages keeps the usable ones in order', () => {
    expect(
      parseImages([{ assetUrl: 'https://a/1.jpg' }, { assetUrl: 'ftp://a/2.jpg' }, 'x', { assetUrl: 'https://a/3.jpg' }], BASE).map(
        (i) => i.url,
      ),
    ).toEqual(['https://a/1.jpg', 'https://a/3.jpg']);
    expect(parseImages('nope', BASE)).toEqual([]);
  });

  it('a gallery item of the media type video (spec 001 §3) keeps the item as it came, for the gallery to read; a picture has none', () => {
    const item = { assetUrl: 'https://a/poster.jpg', mediaType: 'video', oembed: { html: '<iframe></iframe>' } };
    expect(parseImage(item, BASE)).toMatchObject({ url: 'https://a/poster.jpg', video: item, width: null, height: null });
    expect(parseImage({ assetUrl: 'https://a/1.jpg', mediaType: 'imageFile' }, BASE)).not.toHaveProperty('video');
  });
});

describe('sizes on the platform: ?format=<width>w', () => {
  it('adds format beside any query the URL has', () => {
    expect(sizedUrl('https://img/a.jpg', 300)).toBe('https://img/a.jpg?format=300w');
    expect(sizedUrl('https://img/a.jpg?v=2&format=9w', 100)).toBe('https://img/a.jpg?v=2&format=100w');
  });

  it("srcset: the spec's seven widths, or its thumbnail buckets", () => {
    const image = parseImage({ assetUrl: 'https://img/a.jpg' }, BASE)!;
    expect(SRCSET_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
    expect(srcsetOf(image)).toBe(SRCSET_WIDTHS.map((w) => `https://img/a.jpg?format=${w}w ${w}w`).join(', '));
    expect(
      srcsetOf(image, THUMBNAIL_WIDTHS)
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['100w', '300w', '500w', '750w', '1000w']);
  });
});
