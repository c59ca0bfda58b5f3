// @vitest-environment jsdom
// jsdom, not the unit tests' happy-dom: DOMPurify sanitises faithfully there (its own test suite runs on jsdom), while
// happy-dom drops or keeps markup unlike a browser. In Chromium, tests/e2e/instalment-pill.test.ts serves hostile HTML
// through the mock platform's faults.
import { describe, expect, it } from 'vitest';
import { assertSafe, loadSanitizer } from './sanitizeHtml';
import { SANITIZE_CASES } from './sanitizeCases';

const dom = (html: string) => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
};

describe('assertSafe: the check behind DOMPurify', () => {
  it('accepts headings, lists, paragraphs and http(s), mailto and relative links', () => {
    expect(() =>
      assertSafe(
        dom(
          '<h2 class="x">Pay in 4</h2><ul><li>One</li></ul><p><a href="https://e.com/t" target="_blank" rel="noopener">t</a> <a href="mailto:a@b.c">m</a> <a href="/terms">r</a></p><img src="https://e.com/logo.png" alt="">',
        ),
      ),
    ).not.toThrow();
  });
  it.each([
    '<script>alert(1)</script>',
    '<style>*{}</style>',
    '<img src=x onerror="alert(1)">',
    '<h2 ONCLICK="x()">t</h2>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" \tJaVaScRiPt:alert(1)">x</a>',
    '<a href="vbscript:x">x</a>',
    '<a href="data:text/html,x">x</a>',
    '<svg><a href="javascript:x">s</a></svg>',
    '<form><input></form>',
    '<iframe src="https://e.com"></iframe>',
    '<p style="position:fixed">x</p>',
    '<h2 id="sf-pill-title">x</h2>',
    '<object data="x"></object>',
    '<details ontoggle="x()"></details>',
  ])('refuses %s', (html) => expect(() => assertSafe(dom(html))).toThrow(/unsafe HTML/));
});

describe('loadSanitizer, in a browser without its own sanitiser (DOMPurify)', () => {
  it('is DOMPurify here (jsdom has no Document.parseHTML)', async () => {
    expect('parseHTML' in Document).toBe(false);
    const { purifyHtml } = await import('./purifyHtml');
    expect(await loadSanitizer()).toBe(purifyHtml);
  });
  // The same table runs in Chromium through the browser's own sanitiser and through DOMPurify
  // (tests/e2e/sanitize.test.ts): both give this markup.
  it.each(SANITIZE_CASES)('%s → %s', async (input, output) => {
    const box = document.createElement('div');
    box.append((await loadSanitizer())(input));
    expect(box.innerHTML).toBe(output);
  });
});
