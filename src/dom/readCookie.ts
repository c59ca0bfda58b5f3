/** Looks a cookie up by name in one reading of the page's cookies: its value, decoded, or null. */
export type CookieJar = (name: string) => string | null;

/**
 * The page's cookie string as the SDK's own writes left it, in the run of script that wrote them (dropped when it ends,
 * at the next microtask); otherwise unset, and every reading asks the browser. Reading `document.cookie` just after
 * writing one waits for the browser's cookie store to take the write (in Chromium), where a read alone is cheap. So
 * the SDK's cookie writer (src/telemetry/identity.ts, `setCookie`) reads before it
 * writes and leaves the result here, and the reads that follow in the same run take it from here.
 */
export const cookieCache: { all?: string | undefined } = {};

/**
 * The page's cookies as they are now, read once (`document.cookie` is a round trip to the browser's cookie store on
 * every read: code that looks up several cookies takes one jar). Never throws (a sandboxed frame can deny
 * `document.cookie`: no cookies then).
 */
export function cookieJar(): CookieJar {
  let all = cookieCache.all ?? '';
  if (cookieCache.all == null)
    try {
      all = document.cookie;
    } catch {
      /* denied: no cookies */
    }
  const parts = all.split(';');
  return (name) => {
    for (const part of parts) {
      const eq = part.indexOf('=');
      if (eq >= 0 && part.slice(0, eq).trim() == name) {
        const raw = part.slice(eq + 1).trim();
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      }
    }
    return null;
  };
}

/** The value of cookie `name` on this page, decoded, or null (one reading: for several cookies take a `cookieJar`). */
export const readCookie = (name: string): string | null => cookieJar()(name);
