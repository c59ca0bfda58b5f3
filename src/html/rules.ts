import { clipText } from '../input/clipText';

// The rules server HTML is sanitised by, whichever sanitiser does it (./sanitizeHtml.ts: the browser's own, else
// DOMPurify's in ./purifyHtml.ts), and the check of its result.

/** Elements taken out: with their content, but for FORBID_KEEP's. */
export const FORBID_TAGS = [
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
/** Of FORBID_TAGS, those whose content (a form's, a control's text) stays. */
export const FORBID_KEEP = ['form', 'input', 'button', 'textarea', 'select', 'option'];
/** Of FORBID_TAGS, those taken out with their content. */
export const FORBID_CONTENT = FORBID_TAGS.filter((tag) => !FORBID_KEEP.includes(tag));
/** Attributes taken out. */
export const FORBID_ATTR = ['style', 'id', 'name', 'srcset', 'formaction', 'action', 'ping'];
/** A URL scheme that runs code. */
// eslint-disable-next-line no-control-regex -- the URL parser strips leading C0 controls before a scheme, so the check skips them too
const CODE_URL = /^[\s\u0000-\u001f]*(javascript|vbscript|data:text\/html)/i;
/** Attributes that hold a URL. */
const URL_ATTR = ['href', 'src', 'xlink:href', 'action', 'formaction', 'cite', 'poster', 'background'];
/**
 * A URL kept in a URL attribute: http(s), mailto, tel, or one with no scheme (relative); an image's own `data:image/`.
 * (Leading controls and spaces are what the URL parser skips.)
 */
// eslint-disable-next-line no-control-regex -- as CODE_URL
const KEPT_URL = /^[\s\u0000-\u001f]*(?:(?:https?|mailto|tel):|[^a-z\s\u0000-\u001f]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** A URL as the URL parser reads it: tabs and line breaks anywhere in it are skipped (`java&#9;script:` runs). */
const asParsed = (value: string) => value.replace(/[\t\n\r]/g, '');
const IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif);/i;

/** Turns server HTML into a fragment that is safe to show (see `finish`). */
export type Sanitize = (html: string) => DocumentFragment;

/**
 * Throws unless `root` holds no forbidden element, no event-handler or forbidden attribute, and no attribute whose
 * value is a script URL: a second line behind the sanitiser (and a refusal where a DOM does not sanitise faithfully).
 */
export function assertSafe(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (FORBID_TAGS.includes(el.localName)) throw new Error(`unsafe HTML: <${el.localName}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name) || FORBID_ATTR.includes(name.toLowerCase()) || CODE_URL.test(asParsed(value)))
        throw new Error(`unsafe HTML: ${name} on <${el.localName}>`);
    }
  }
}

/**
 * What both sanitisers' output goes through: a URL attribute keeps only a URL of KEPT_URL's schemes (an `<img>` may
 * also show a `data:image/` picture); a link opens in a new tab without access to this page, so the visitor keeps the
 * page (and its cart) they were on; the result must pass assertSafe; each run of text is cut like every platform text
 * the widgets show (src/input/clipText.ts).
 */
export function finish(fragment: DocumentFragment): DocumentFragment {
  for (const el of Array.from(fragment.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(el.attributes))
      if (URL_ATTR.includes(name) && !KEPT_URL.test(asParsed(value)) && !(el.localName == 'img' && name == 'src' && IMAGE_DATA.test(value)))
        el.removeAttribute(name);
    if (el.localName == 'a' && el.hasAttribute('href')) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
  assertSafe(fragment);
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) node.nodeValue = clipText(node.nodeValue!);
  return fragment;
}
