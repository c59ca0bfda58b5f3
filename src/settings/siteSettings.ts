import { resetStrings, setStrings } from '../i18n';

/** Site settings the SDK reads (spec 001 §3 "Settings"); every field optional. */
export interface SiteSettings {
  storeSettings?: { multipleQuantityAllowedForServices?: boolean };
  /** Overrides for the string catalogue (docs/strings.md). */
  localizedStrings?: Record<string, string>;
  /** `scriptUrl` is an SDK addition (docs/captcha.md): the captcha provider's script; default reCAPTCHA's. */
  captchaSettings?: { siteKey?: string; scriptUrl?: string };
  /** Checkout minimum in cents of the store currency; 0 or absent: none. */
  checkoutMinimumCents?: number;
  [key: string]: unknown;
}

/**
 * Reads site settings from the `<script type="application/json">` named by the loader's `data-settings` selector.
 * Bad JSON or a missing element logs one console.error and leaves the defaults in place.
 */
export function loadSiteSettings(selector: string | null, doc: Document = document): SiteSettings {
  let current: SiteSettings = {};
  resetStrings();
  if (!selector) return current;
  let element: Element | null = null;
  try {
    element = doc.querySelector(selector);
  } catch {
    /* an invalid selector is reported below */
  }
  if (!element) {
    console.error(`[storefront] data-settings="${selector}" matches no element; using defaults.`);
    return current;
  }
  try {
    const parsed = JSON.parse(element.textContent ?? '');
    if (typeof parsed != 'object' || !parsed || Array.isArray(parsed)) throw new Error('not a JSON object');
    current = parsed;
  } catch (error) {
    console.error(`[storefront] data-settings="${selector}" is not valid JSON (${(error as Error).message}); using defaults.`);
    return current;
  }
  if (current.localizedStrings) setStrings(current.localizedStrings);
  return current;
}
