const cache = new Map<string, CSSStyleSheet>();

/**
 * A constructable stylesheet for `adoptedStyleSheets`, made once per CSS text and shared by every shadow root.
 * Never an injected <style>: pages with a strict Content-Security-Policy (no 'unsafe-inline') still style the widgets.
 */
export function stylesheet(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    cache.set(css, sheet);
  }
  return sheet;
}

/**
 * Applied to every widget's shadow root. Inherited properties from the host page (font, colour, spacing, text
 * transforms) are reset so a theme cannot break the widgets by accident; themes style them on purpose through the
 * documented custom properties and ::part().
 */
export const baseCss = `
:host { all: initial; display: contents; }
:host([hidden]) { display: none; }
/* While the element's own content (the fallback) shows, the element is as the page styles it: its box (a min-height
   reserving the widget's place), the fonts its content inherits. */
:host([data-sf-fallback]) { all: revert; }
* { box-sizing: border-box; }
.sf-root {
  font-family: var(--sf-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--sf-font-size, 16px);
  line-height: 1.4;
  color: var(--sf-color, #1a1a1a);
  letter-spacing: normal; text-transform: none; text-align: start; font-style: normal; font-weight: 400;
  -webkit-font-smoothing: antialiased;
  /* Text from the platform can be one 20,000-character word: it wraps instead of widening the page (docs/security.md). */
  overflow-wrap: anywhere;
}
.sf-visually-hidden {
  position: absolute!important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
/* Under reduced motion nothing moves: no transition at all, and animations end at once. Not a very short transition
   duration: on every element, whose transition-property is "all" by default, that would make each change of style a
   transition of its own (a lightbox's padding, a focused button's outline), seen for a frame half-way. */
@media (prefers-reduced-motion: reduce) { * { transition: none!important; animation-duration: .01ms!important; } }
`;
