// The one URL checker, with a mode per use. Every mode starts from httpUrl: the value resolved against a base, and
// only http(s) accepted (no `javascript:`, `data:`, `blob:` …). Each mode is its own export so a chunk carries only
// the modes it uses: link (owners' URL attributes, in the runtime) is src/attributes/read.ts; script (the captcha provider's) in
// ./scriptUrl.ts and redirect (a URL from data: the site form's successRedirect, with stricter rules) in
// ./redirectUrl.ts, kept out of the runtime chunk (rollup puts whole modules in a chunk).

/** `value` resolved against `base` when it is an http(s) URL; else (another scheme, unparsable) null. */
export function httpUrl(value: string, base: string): URL | null {
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * A URL as a link on this page writes it: a path (with query and hash) when on this origin, else the whole URL. Also the
 * whole URL when the document's base (`<base href>`) is on another origin: a path would resolve against that base.
 */
export const shortUrl = (url: URL): string =>
  url.origin == location.origin && new URL(document.baseURI).origin == url.origin ? url.pathname + url.search + url.hash : url.href;
