import { httpUrl } from './url';

/**
 * Characters never allowed anywhere in a redirect: ASCII control characters and DEL (the URL parser silently drops
 * tabs and newlines, so `java\tscript:` would become `javascript:`), any white space (`\s` covers Unicode spaces, line
 * and paragraph separators and the BOM), zero-width and bidirectional-control characters (they hide what a URL says),
 * and backslashes (browsers read `/\evil.com` and `\\evil` as `//evil.com`).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const FORBIDDEN = /[\u0000-\u001f\u007f\s\\\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069]/;

/**
 * Mode "redirect", a URL from data to send the visitor to (the site form's `successRedirect`, spec 001 §4: "redirect
 * to the configured success address"): where to go, or null when the value must not be followed. Allowed, and
 * nothing else:
 * - an absolute `http://` or `https://` URL (any case) with a host and no user name or password in it
 *   (`https://shop.example@evil.example` looks like the shop but goes to evil.example);
 * - a same-origin path starting with a single `/` (`/thank-you?x=1#top`).
 * Refused: every other scheme (`javascript:`, `data:`, `vbscript:`, `blob:` …, also entity-encoded or in mixed case),
 * protocol-relative `//host`, backslash tricks, control characters or white space anywhere, `https:host` without
 * slashes, and relative paths without a leading `/`. `origin` is the page's origin (a parameter for tests).
 * Returns the URL normalised by the URL parser: the path (with query and hash) for a same-origin path, the full
 * address for an absolute URL.
 */
export function redirectUrl(value: string | null | undefined, origin: string = location.origin): string | null {
  if (!value || FORBIDDEN.test(value)) return null;
  const absolute = /^https?:\/\//i.test(value);
  // Any @ in the authority: credentials, even empty ones (`https://:@evil.example`), which the parser would drop.
  if (absolute && /^[^/]*\/\/[^/?#]*@/.test(value)) return null;
  if (!absolute && !(value[0] == '/' && value[1] != '/')) return null;
  const url = httpUrl(value, origin);
  if (!url || !url.hostname || url.username || url.password) return null;
  if (!absolute) return url.origin == origin ? url.pathname + url.search + url.hash : null;
  return url.href;
}
