// @vitest-environment jsdom
// jsdom, not the unit tests' happy-dom: DOMPurify sanitises faithfully there (its own test suite runs on jsdom), while
// happy-dom drops or keeps markup unlike a browser. In Chromium, tests/e2e/instalment-pill.test.ts serves hostile HTML
// through the mock platform's faults.
import { describe, expect, it } from 'vitest';
import { assertSafe, sanitizeHtml } from './sanitizeHtml';

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

describe('sanitizeHtml', () => {
  const html = (input: string) => {
    const box = document.createElement('div');
    box.append(sanitizeHtml(input));
    return box.innerHTML;
  };
  const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';
  it.each([
    ['<p>ok</p>', '<p>ok</p>'],
    ['<h2 class="x">Pay in 4</h2><ul><li>One</li></ul>', '<h2 class="x">Pay in 4</h2><ul><li>One</li></ul>'],
    ['<h2 onclick="x()">T</h2>', '<h2>T</h2>'],
    ['<img src=x onerror="y()">', '<img src="x">'],
    ['<img src="https://e.com/a.png" srcset="javascript:x 1x" alt="">', '<img src="https://e.com/a.png" alt="">'],
    ['<a href="javascript:alert(1)">l</a>', '<a>l</a>'],
    ['<a href=" \tJaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<svg><a href="javascript:x">s</a></svg>', '<svg><a>s</a></svg>'],
    ['<a href="https://e.com/t">t</a>', `<a href="https://e.com/t" ${NEW_TAB}>t</a>`],
    ['<a href="mailto:a@b.c">m</a>', `<a href="mailto:a@b.c" ${NEW_TAB}>m</a>`],
    ['<script>z()</script><p>ok</p>', '<p>ok</p>'],
    ['<style>*{}</style><p>x</p>', '<p>x</p>'],
    ['<p style="color:red" id="x">s</p>', '<p>s</p>'],
    ['<form><input></form><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://e.com"></iframe>', ''],
    ['<details ontoggle="x()">d</details>', '<details>d</details>'],
    ['<!doctype html><html><head><title>x</title></head><body><h2>Pay</h2></body></html>', '<h2>Pay</h2>'],
  ])('%s → %s', (input, output) => expect(html(input)).toBe(output));
});
