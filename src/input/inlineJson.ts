import { ConfigError } from './configError';

/**
 * The one reader of inline JSON (`data-product-json`, `data-form-json`, the loader's `data-settings`): the text of the
 * element `selector` names, parsed. Throws a ConfigError saying which of the three went wrong: `attr "sel" is not a
 * valid selector`, `attr "sel" matches no element`, or `the <what> JSON in sel is malformed (<the parser's reason>)`.
 * Checking the parsed value is the caller's (parseProduct, parseForm, parseSiteSettings).
 */
export function readInlineJson(selector: string, attr: string, what: string, doc: Document = document): unknown {
  let element: Element | null = null;
  try {
    element = doc.querySelector(selector);
  } catch {
    throw new ConfigError(`${attr} "${selector}" is not a valid selector`, attr);
  }
  if (!element) throw new ConfigError(`${attr} "${selector}" matches no element`, attr);
  try {
    return JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new ConfigError(`the ${what} JSON in ${selector} is malformed (${(error as Error).message})`, attr);
  }
}
