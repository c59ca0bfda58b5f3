import { ConfigError } from '../input/configError';
import { httpUrl, shortUrl } from '../input/url';


/**
 * Reads a URL attribute (`data-href`, `data-checkout-url` …) once, at the edge. Absent or blank gives `fallback` (as
 * `shortUrl` writes it); a
 * path or an http(s) URL gives `shortUrl` of it (src/input/url.ts, mode "link"). Anything else (`javascript:`, `data:`, an unparsable URL) throws a
 * ConfigError naming the attribute, so the loader logs it and the element's fallback content stays.
 * @example urlAttribute(el, 'data-href', '/cart', 'cart-pill') // '/my-cart' for data-href="https://this.site/my-cart"
 */
export function urlAttribute(el: Element, name: string, fallback: string, widget: string): string {
  // Absent or blank: the fallback, written the same way (a `<base href>` on another origin must not move it).
  const value = el.getAttribute(name)?.trim() || fallback;
  // The URL checker's "link" mode: a path (relative to the page) or an http(s) URL.
  const url = httpUrl(value, location.href);
  if (!url) throw new ConfigError(`${name} "${value}" must be a path or an http(s) URL`, `${widget} ${name}`);
  return shortUrl(url);
}
