import { ConfigError } from './configError';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Whether `el` is a JSON data block, `<script type="application/json">` (an HTML script element, the type in any case,
 * spaces around it allowed): the only element inline JSON is read from. Any other element, a `<p>` or a `<div>` a
 * comment or a product text put on the page with the same id, is not read (docs/security.md, "Inline JSON").
 */
export const isJsonScript = (el: Element | null | undefined): el is HTMLScriptElement =>
  el?.localName == 'script' && el.namespaceURI == HTML_NS && el.getAttribute('type')?.trim().toLowerCase() == 'application/json';

/**
 * The JSON script `selector` names (its first match), or null: none, an element of another kind, a selector that is not
 * one. For readers that only look (analytics, the census): the widget reading the same JSON reports what is wrong.
 */
export function jsonScript(selector: string | null | undefined, doc: Document = document): HTMLScriptElement | null {
  try {
    const el = selector ? doc.querySelector(selector) : null;
    return isJsonScript(el) ? el : null;
  } catch {
    return null;
  }
}

/**
 * The one reader of inline JSON (`data-product-json`, `data-form-json`, `data-images-json`, the loader's
 * `data-settings`): the text of the element `selector` names, parsed, when that element is a
 * `<script type="application/json">`. Throws a ConfigError saying which of four went wrong: `attr "sel" is not a valid
 * selector`, `attr "sel" matches no element`, `attr "sel" names a <p>, not a <script type="application/json">`, or
 * `the <what> JSON in sel is malformed (<the parser's reason>)`. Checking the parsed value is the caller's
 * (parseProduct, parseForm, parseSiteSettings).
 */
export function readInlineJson(selector: string, attr: string, what: string, doc: Document = document): unknown {
  let element: Element | null = null;
  try {
    element = doc.querySelector(selector);
  } catch {
    throw new ConfigError(`${attr} "${selector}" is not a valid selector`, attr);
  }
  if (!element) throw new ConfigError(`${attr} "${selector}" matches no element`, attr);
  // An element of any other kind is refused, not read: what an injected `<p id="sf-settings">` says never applies.
  if (!isJsonScript(element))
    throw new ConfigError(`${attr} "${selector}" names a <${element.localName}>, not a <script type="application/json">`, attr);
  try {
    return JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new ConfigError(`the ${what} JSON in ${selector} is malformed (${(error as Error).message})`, attr);
  }
}
