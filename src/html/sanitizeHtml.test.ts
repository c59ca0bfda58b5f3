import { describe, expect, it } from 'vitest';
import { assertSafe, sanitizeHtml } from './sanitizeHtml';

// DOMPurify itself is tested where it runs, in Chromium (tests/e2e/instalment-pill.test.ts serves hostile HTML through
// the mock platform's faults): happy-dom does not sanitise faithfully (it keeps some event handlers). Here: the second
// line, which must refuse whatever gets through.

const dom = (html: string) => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t.content;
};

describe('assertSafe: the check behind DOMPurify', () => {
  it('accepts headings, lists, paragraphs and http(s), mailto and relative links', () => {
    expect(() =>
      assertSafe(dom('<h2 class="x">Pay in 4</h2><ul><li>One</li></ul><p><a href="https://e.com/t" target="_blank" rel="noopener">t</a> <a href="mailto:a@b.c">m</a> <a href="/terms">r</a></p><img src="https://e.com/logo.png" alt="">')),
    ).not.toThrow();
  });
  it.each([
    '<script>alert(1)</script>', '<style>*{}</style>', '<img src=x onerror="alert(1)">', '<h2 ONCLICK="x()">t</h2>',
    '<a href="javascript:alert(1)">x</a>', '<a href=" \tJaVaScRiPt:alert(1)">x</a>', '<a href="vbscript:x">x</a>',
    '<a href="data:text/html,x">x</a>', '<svg><a href="javascript:x">s</a></svg>', '<form><input></form>', '<iframe src="https://e.com"></iframe>',
    '<p style="position:fixed">x</p>', '<h2 id="sf-pill-title">x</h2>', '<object data="x"></object>', '<details ontoggle="x()"></details>',
  ])('refuses %s', (html) => expect(() => assertSafe(dom(html))).toThrow(/unsafe HTML/));
});

describe('sanitizeHtml under happy-dom', () => {
  it('returns clean markup or refuses: hostile HTML never comes back', () => {
    const hostile = '<h2 onclick="x()">T</h2><img src=x onerror="y()"><a href="javascript:1">l</a><script>z()</script><p>ok</p>';
    let out: DocumentFragment | null = null;
    try {
      out = sanitizeHtml(hostile);
    } catch (e) {
      expect(String(e)).toMatch(/unsafe HTML/);
    }
    if (out) expect(() => assertSafe(out!)).not.toThrow();
  });
});
