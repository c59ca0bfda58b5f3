import { clipText } from '../input/clipText';
import { purify } from './purify';

// Server HTML (the instalment provider's modal page; later, forms' post-submit HTML) is never inserted as it came:
// DOMPurify parses it in an inert document and keeps only harmless markup, and the result is checked again before
// anyone may insert it. Loaded on demand with the code that shows such HTML (never in the runtime chunk).

// Links open in a new tab without access to this page, so the visitor keeps the page (and its cart) they were on.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName == 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const FORBID_TAGS = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
const FORBID_ATTR = ['style', 'id', 'name', 'srcset', 'formaction', 'action'];
/** A URL scheme that runs code. */
// eslint-disable-next-line no-control-regex -- the URL parser strips leading C0 controls before a scheme, so the check skips them too
const CODE_URL = /^[\s\u0000-\u001f]*(javascript|vbscript|data:text\/html)/i;

/**
 * Throws unless `root` holds no forbidden element, no event-handler or forbidden attribute, and no attribute whose
 * value is a script URL: a second line behind DOMPurify (and a refusal where a DOM does not sanitise faithfully).
 */
export function assertSafe(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (FORBID_TAGS.includes(el.localName)) throw new Error(`unsafe HTML: <${el.localName}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name) || FORBID_ATTR.includes(name.toLowerCase()) || CODE_URL.test(value))
        throw new Error(`unsafe HTML: ${name} on <${el.localName}>`);
    }
  }
}

/**
 * Parses `html` and returns what is safe to show, as a fragment of this document: no scripts, no event handlers, no
 * `javascript:` (or other script) URLs, no forms or controls, no `<style>`, `style` or `id` attributes (the content
 * cannot restyle or cover the page, nor clash with the IDs of the widget it is shown in). A whole page
 * (`<!doctype html><html>…`) gives its body's content; each run of text longer than TEXT_MAX characters is cut. Throws
 * if the result is not provably clean.
 */
export function sanitizeHtml(html: string): DocumentFragment {
  const fragment = purify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS, FORBID_ATTR });
  assertSafe(fragment);
  // Each run of text is cut like every platform text the widgets show (src/input/clipText.ts).
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) node.nodeValue = clipText(node.nodeValue!);
  return fragment;
}
