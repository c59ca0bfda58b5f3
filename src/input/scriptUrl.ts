import { httpUrl } from './url';

/**
 * Mode "script", a script to load (the captcha provider's): http(s), resolved against the document's own URL (not a
 * `<base href>`, which may name another origin) → the full URL, else null.
 */
export const scriptUrl = (value: string, doc: Document): string | null => httpUrl(value, doc.URL)?.href ?? null;
