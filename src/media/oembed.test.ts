// @vitest-environment jsdom
// jsdom, as for sanitizeHtml: DOMPurify parses faithfully there. In Chromium, under the strict CSP with Trusted Types:
// tests/e2e/video.test.ts and tests/e2e/csp.test.ts.
import { describe, expect, it } from 'vitest';
import { vetOembed } from './oembed';

const YOUTUBE =
  '<iframe width="200" height="113" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="Repotting a fern"></iframe>';

const srcOf = (html: string) => {
  const v = vetOembed(html);
  return v.ok ? v.player.src : `refused: ${v.reason}`;
};

describe('vetOembed: one iframe of a listed player, or nothing', () => {
  it("takes YouTube's own oEmbed, rewritten to youtube-nocookie.com, autoplaying", () => {
    expect(vetOembed(YOUTUBE)).toEqual({
      ok: true,
      player: {
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed&autoplay=1',
        origin: 'https://www.youtube-nocookie.com',
      },
    });
  });

  it.each([
    ['<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1'],
    ['<iframe src="//youtube.com/embed/abc?start=30"></iframe>', 'https://www.youtube-nocookie.com/embed/abc?start=30&autoplay=1'],
    ['<iframe src="http://www.youtube.com/embed/abc"></iframe>', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1'],
    [
      '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;app_id=122963" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" title="A film"></iframe>',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&app_id=122963&autoplay=1',
    ],
    [
      '<iframe src="https://fast.wistia.net/embed/iframe/26sk4lmiix" title="Wistia" allow="autoplay; fullscreen" allowtransparency="true" frameborder="0" scrolling="no" class="wistia_embed" name="wistia_embed" width="640" height="360"></iframe>',
      'https://fast.wistia.net/embed/iframe/26sk4lmiix?autoPlay=true',
    ],
    [
      '<iframe src="https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184" frameborder="0" webkitallowfullscreen mozallowfullscreen allowfullscreen></iframe>',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184?autoplay=1',
    ],
    ['  \n<iframe src="https://loom.com/embed/x"></iframe>\n ', 'https://loom.com/embed/x?autoplay=1'],
    ['<!-- the player --><iframe src="https://loom.com/embed/x"></iframe>', 'https://loom.com/embed/x?autoplay=1'],
  ])('takes %s', (html, src) => expect(srcOf(html)).toBe(src));

  it.each([
    [`${YOUTUBE}<script src="https://evil.example/x.js"></script>`, 'it holds a <script>, not only an <iframe>'],
    [`<script>window.__pwned=1</script>`, 'it holds a <script>, not only an <iframe>'],
    [`<script src="https://evil.example/x.js"></script>${YOUTUBE}`, 'it holds a <script>, not only an <iframe>'],
    [`<link rel="stylesheet" href="https://evil.example/x.css">${YOUTUBE}`, 'it holds a <link>, not only an <iframe>'],
    [`<remove></remove>${YOUTUBE}`, 'it holds a <remove>, not only an <iframe>'],
    [`<div>${YOUTUBE}</div>`, 'it holds a <div>, not only an <iframe>'],
    [`${YOUTUBE}${YOUTUBE}`, 'it holds 2 iframes, not one'],
    ['<p>A video</p>', 'it holds a <p>, not only an <iframe>'],
    ['Watch it on YouTube', 'it holds no <iframe>'],
    ['<img src=x onerror="window.__pwned=1">', 'it holds a <img>, not only an <iframe>'],
    [`${YOUTUBE} and some words`, 'it holds text beside its <iframe>'],
    [
      '<iframe src="https://www.youtube.com/embed/x" onload="window.__pwned=1"></iframe>',
      'its iframe has a onload attribute that is not allowed',
    ],
    ['<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>', 'its iframe has a srcdoc attribute that is not allowed'],
    ['<iframe src="javascript:parent.__pwned=1"></iframe>', 'its iframe has a src attribute that is not allowed'],
    ['<svg><iframe src="https://www.youtube.com/embed/x"></iframe></svg>', 'it holds a <svg>, not only an <iframe>'],
  ])('refuses %s', (html, reason) => expect(vetOembed(html)).toEqual({ ok: false, reason }));

  it.each([
    'https://evil.example/embed/x',
    'https://www.youtube.com.evil.example/embed/x',
    'https://evil.example/?https://www.youtube.com/embed/x',
    'https://www.youtube.com/watch?v=x',
    'https://www.youtube.com:8443/embed/x',
    'https://user@www.youtube.com/embed/x',
    'https://vimeo.com/video/1',
    '/embed/x',
    'data:text/html,hi',
    '',
  ])('refuses an iframe of %s', (src) => {
    const v = vetOembed(`<iframe src="${src}"></iframe>`);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.reason).toMatch(/^its iframe's src "[^"]*" is not a player on the allow-list|its iframe has a src attribute/);
  });

  it('refuses an iframe with no src at all', () => {
    expect(vetOembed('<iframe></iframe>')).toMatchObject({ ok: false });
  });

  it('inserts nothing into the page while it reads', () => {
    const before = document.documentElement.outerHTML;
    vetOembed(`${YOUTUBE}<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">`);
    expect(document.documentElement.outerHTML).toBe(before);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
