import { afterEach, describe, expect, it } from 'vitest';
import { isJsonScript, jsonScript, readInlineJson } from './inlineJson';

afterEach(() => {
  document.body.innerHTML = '';
});
const page = (html: string) => (document.body.innerHTML = html);
const read = (selector: string) => readInlineJson(selector, 'data-settings', 'settings');

describe('inline JSON is read from <script type="application/json"> only', () => {
  it('reads a JSON script, its type in any case and with spaces around it', () => {
    page(`<script type="application/json" id="a">{"n":1}</script><script type=" Application/JSON " id="b">{"n":2}</script>`);
    expect(read('#a')).toEqual({ n: 1 });
    expect(read('#b')).toEqual({ n: 2 });
  });

  it.each([
    ['a <p>', '<p id="s">{"captchaSettings":{"scriptUrl":"https://evil.example/x.js"}}</p>', 'p'],
    ['a <div>', '<div id="s">{"n":1}</div>', 'div'],
    ['a <textarea>', '<textarea id="s">{"n":1}</textarea>', 'textarea'],
    ['a <template>', '<template id="s">{"n":1}</template>', 'template'],
    ['a script of no type (JavaScript)', '<script id="s" type="text/plain">{"n":1}</script>', 'script'],
    ['a script of another type', '<script id="s" type="application/ld+json">{"n":1}</script>', 'script'],
    ['an SVG <script>', '<svg><script id="s" type="application/json">{"n":1}</script></svg>', 'script'],
  ])('refuses %s with that id, naming it, and reads nothing', (_, html, tag) => {
    page(html);
    expect(() => read('#s')).toThrow(`data-settings "#s" names a <${tag}>, not a <script type="application/json">`);
    expect(jsonScript('#s')).toBeNull();
  });

  it('the element the selector names first is the one: an injected <p> before the real script is refused, not skipped', () => {
    page(`<p id="s">{"n":"injected"}</p><script type="application/json" id="s">{"n":"real"}</script>`);
    expect(() => read('#s')).toThrow('names a <p>');
    // A script first: the later <p> is never read.
    page(`<script type="application/json" id="s">{"n":"real"}</script><p id="s">{"n":"injected"}</p>`);
    expect(read('#s')).toEqual({ n: 'real' });
  });

  it('keeps its other refusals: no element, not a selector, malformed JSON', () => {
    page(`<script type="application/json" id="bad">{nope</script>`);
    expect(() => read('#nope')).toThrow('data-settings "#nope" matches no element');
    expect(() => read('#')).toThrow('data-settings "#" is not a valid selector');
    expect(() => read('#bad')).toThrow(/^the settings JSON in #bad is malformed/);
  });

  it('jsonScript: the script, or null for anything else (no element, another kind, a bad selector, none given)', () => {
    page(`<script type="application/json" id="a">{}</script><p id="p">{}</p>`);
    expect(jsonScript('#a')?.id).toBe('a');
    expect([jsonScript('#p'), jsonScript('#none'), jsonScript('#'), jsonScript(''), jsonScript(undefined)]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(isJsonScript(document.createElement('script'))).toBe(false);
  });
});
