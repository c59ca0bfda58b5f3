import { ConfigError } from '../input/configError';

/** A URL as a link on this page writes it: a path (with query and hash) when on this origin, else the whole URL. */
export const shortUrl = (url: URL): string => (url.origin == location.origin ? url.pathname + url.search + url.hash : url.href);

/**
 * Reads a URL attribute (`data-href`, `data-checkout-url` …) once, at the edge. Absent or blank gives `fallback`; a
 * path or an http(s) URL gives `shortUrl` of it. Anything else (`javascript:`, `data:`, an unparsable URL) throws a
 * ConfigError naming the attribute, so the loader logs it and the element's fallback content stays.
 * @example urlAttribute(el, 'data-href', '/cart', 'cart-pill') // '/my-cart' for data-href="https://this.site/my-cart"
 */
export function urlAttribute(el: Element, name: string, fallback: string, widget: string): string {
  const value = el.getAttribute(name)?.trim();
  if (!value) return fallback;
  let url: URL | null = null;
  try {
    url = new URL(value, location.href);
  } catch {
    /* refused below */
  }
  if (!url || (url.protocol != 'http:' && url.protocol != 'https:'))
    throw new ConfigError(`${name} "${value}" must be a path or an http(s) URL`, `${widget} ${name}`);
  return shortUrl(url);
}
