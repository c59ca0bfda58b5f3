import { ConfigError } from '../input/configError';
import { readInlineJson } from '../input/inlineJson';
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
 * Bad JSON or a missing element logs one console.error (src/input/inlineJson.ts says which) and leaves the
 * defaults in place.
 */
export function loadSiteSettings(selector: string | null, doc: Document = document): SiteSettings {
  let current: SiteSettings = {};
  resetStrings();
  if (!selector) return current;
  try {
    const parsed = readInlineJson(selector, 'data-settings', 'settings', doc);
    if (typeof parsed != 'object' || !parsed || Array.isArray(parsed)) throw new ConfigError(`the settings JSON in ${selector} is not a JSON object`, 'data-settings');
    // Only the shape is checked (a JSON object); its fields are not yet, one by one: issue 13 item 5, still open.
    current = parsed as SiteSettings;
  } catch (error) {
    console.error(`[storefront] ${(error as Error).message}; using defaults.`);
    return current;
  }
  if (current.localizedStrings) setStrings(current.localizedStrings);
  return current;
}
