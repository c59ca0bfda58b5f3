import { FORBID_ATTR, FORBID_CONTENT, FORBID_KEEP, finish, type Sanitize } from './rules';

export { assertSafe, type Sanitize } from './rules';

// Server HTML (a product's description, the instalment provider's modal page, a form's post-submit HTML) is never
// inserted as it came: a sanitiser parses it in an inert document and keeps only harmless markup, and the result is
// checked again (./rules.ts, assertSafe) before anyone may insert it. The sanitiser is the browser's own where it has
// one (the HTML Sanitizer API's `Document.parseHTML`: Chromium 146+, Firefox 148+), else DOMPurify, loaded then
// (./purifyHtml.ts). Either way the same rules hold (./rules.ts: FORBID_TAGS, FORBID_ATTR, the URL schemes, custom
// elements unwrapped, links to a new tab), and tests/e2e/sanitize.test.ts checks both give the same markup in Chromium.

type NativeDocument = typeof Document & {
  parseHTML?: (
    html: string,
    options: { sanitizer: { removeElements: string[]; replaceWithChildrenElements: string[]; removeAttributes: string[] } },
  ) => Document;
};

/**
 * The browser's sanitiser: `Document.parseHTML` parses into a new, inert document (nothing loads or runs) and always
 * takes out what could run script (`<script>`, event handlers, `javascript:` URLs); here also FORBID_TAGS (those of
 * FORBID_KEEP leave their content) and FORBID_ATTR. Custom elements are unwrapped (their content kept), as DOMPurify does, so no element of the host page's
 * can be made from the server's markup.
 */
const native: Sanitize = (html) => {
  const doc = (Document as NativeDocument).parseHTML!(html, {
    sanitizer: {
      removeElements: FORBID_CONTENT,
      replaceWithChildrenElements: FORBID_KEEP,
      removeAttributes: FORBID_ATTR,
    },
  });
  for (const el of Array.from(doc.body.querySelectorAll('*')).reverse()) if (el.localName.includes('-')) el.replaceWith(...el.childNodes);
  const fragment = document.createDocumentFragment();
  fragment.append(...Array.from(doc.body.childNodes, (node) => document.importNode(node, true)));
  return finish(fragment);
};

/**
 * The sanitiser this browser has: its own (no code to load), else DOMPurify's (loaded now). Its function parses `html`
 * and returns what is safe to show, as a fragment of this document: no scripts, no event handlers, no script URLs, no
 * forms or controls, no `<style>`, `style` or `id` attributes (the content cannot restyle or cover the page, nor clash
 * with the IDs of the widget it is shown in). A whole page (`<!doctype html><html>…`) gives its body's content; each
 * run of text longer than TEXT_MAX characters is cut. It throws if the result is not provably clean.
 */
export function loadSanitizer(): Promise<Sanitize> {
  return typeof (Document as NativeDocument).parseHTML == 'function'
    ? Promise.resolve(native)
    : import('./purifyHtml').then((m) => m.purifyHtml);
}
