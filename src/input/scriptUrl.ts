import { httpUrl } from './url';

/** Mode "script", a script to load (the captcha provider's): http(s), resolved against the document → the full URL, else null. */
export const scriptUrl = (value: string, doc: Document): string | null => httpUrl(value, doc.baseURI)?.href ?? null;
