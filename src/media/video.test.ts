import { describe, expect, it } from 'vitest';
import { DEFAULT_RATIO, isVideoItem, parseVideo } from './video';

const html = '<iframe src="https://www.youtube.com/embed/x"></iframe>';
const base = 'https://shop.example/journal';

describe("parseVideo: the spec's Video at the edge", () => {
  it('reads the oEmbed, the poster (decorative), the title, the overlay, the shape and the page', () => {
    const parsed = parseVideo(
      {
        oembed: { html, providerName: ' YouTube ', url: 'https://www.youtube.com/watch?v=x', width: 480, height: 270 },
        overlay: false,
        assetUrl: '/media/poster.jpg',
        colorData: { centerAverage: '334455' },
        mediaFocalPoint: { x: 0.2, y: 0.8 },
        title: 'Ferns',
        systemDataId: 'sd-1',
      },
      base,
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const { poster, ...rest } = parsed.video;
    expect(rest).toEqual({
      html,
      provider: 'YouTube',
      title: 'Ferns',
      overlay: false,
      ratio: 480 / 270,
      page: 'https://www.youtube.com/watch?v=x',
      id: 'sd-1',
    });
    expect(poster).toMatchObject({
      url: 'https://shop.example/media/poster.jpg',
      colour: '#334455',
      focal: { x: 0.2, y: 0.8 },
      alt: '',
      title: '',
    });
  });

  it('defaults: overlay on, 16:9, no poster, no page, no title, no id', () => {
    expect(parseVideo({ oembed: { html } }, base)).toEqual({
      ok: true,
      video: { html, provider: '', title: '', overlay: true, poster: null, ratio: DEFAULT_RATIO, page: null, id: null },
    });
  });

  it("drops a poster or a page that is not http(s); takes the poster's size for the shape when the oEmbed has none", () => {
    const parsed = parseVideo(
      { oembed: { html, url: 'javascript:alert(1)', width: -1, height: 'tall' }, assetUrl: 'data:image/png,x', originalSize: '300x600' },
      base,
    );
    expect(parsed.ok && [parsed.video.poster, parsed.video.page, parsed.video.ratio]).toEqual([null, null, DEFAULT_RATIO]);
    const sized = parseVideo({ oembed: { html }, assetUrl: '/p.jpg', originalSize: '300x600' }, base);
    expect(sized.ok && sized.video.ratio).toBe(0.5);
  });

  it.each([
    [null, 'is not a Video object'],
    [[], 'is not a Video object'],
    [{}, 'has no oembed.html'],
    [{ oembed: { html: '  ' } }, 'has no oembed.html'],
    [{ oembed: { html: 3 } }, 'has no oembed.html'],
  ])('refuses %j: %s', (raw, error) => expect(parseVideo(raw, base)).toEqual({ ok: false, error }));

  it('tells a gallery item of the media type video (spec 001 §3) from an Image', () => {
    expect([isVideoItem({ mediaType: 'video' }), isVideoItem({ mediaType: 'imageFile' }), isVideoItem({}), isVideoItem(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
