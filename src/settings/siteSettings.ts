import { ConfigError } from '../input/configError';
import { readInlineJson } from '../input/inlineJson';

/**
 * The site settings the SDK reads (spec 001 §3 "Settings"), every field optional, as `parseSiteSettings` checked them:
 * each field is of its JSON type or left out. Documented in docs/embed-contract.md, "Site settings".
 */
export interface SiteSettings {
  storeSettings?: { multipleQuantityAllowedForServices?: boolean };
  /** Overrides for the string catalogue (docs/strings.md); src/i18n checks each key and value. */
  localizedStrings?: Record<string, unknown>;
  /** `scriptUrl` is an SDK addition (docs/captcha.md): the captcha provider's script; default reCAPTCHA's. */
  captchaSettings?: { siteKey?: string; scriptUrl?: string };
  /**
   * Checkout minimum of the store currency; 0 or absent: none. Given as cents or as money in any of the spec's three
   * shapes (spec 001 §3): the cart reads it into cents (src/cart/checkoutMinimum.ts), the one widget that shows it.
   */
  checkoutMinimumCents?: number | Record<string, unknown>;
  /** The instalment context's site-wide fields (docs/widgets/instalment-pill.md); src/instalments checks each. */
  instalments?: Record<string, unknown>;
  /** What decides whether analytics are recorded (docs/analytics.md); src/telemetry/analytics.ts checks each. */
  analytics?: Record<string, unknown>;
  /** Experiment contexts (docs/toggles.md); src/telemetry/toggles.ts checks each. */
  experiments?: unknown[];
  /** The site is the platform's own: `?sfToggle.…` overrides apply (docs/toggles.md). */
  internal?: boolean;
  /** Amounts in the page locale's own format (CLDR) instead of the fixed one (spec 001 §3; docs/money.md). */
  useCLDRMoneyFormat?: boolean;
  /** An SDK addition: whole amounts without their zero fraction, "$12" (spec 001 §9; docs/money.md). */
  trimZeroFractions?: boolean;
}

/**
 * Each field the SDK reads, as `path:type`: the JSON type by its first letter (`b`oolean, `s`tring, `n`umber,
 * `a`rray, `o`bject, whose reader checks inside), or several letters for a field of any of those types. A field of
 * another type is left out and named in one console warning; a null is as good as absent; a field not listed is not read, and is dropped. The objects on a path
 * (`storeSettings`, `captchaSettings`) are always there, empty when the settings have none.
 */
const FIELDS =
  'storeSettings.multipleQuantityAllowedForServices:b localizedStrings:o captchaSettings.siteKey:s captchaSettings.scriptUrl:s checkoutMinimumCents:no instalments:o analytics:o experiments:a internal:b useCLDRMoneyFormat:b trimZeroFractions:b';

/** A JSON value's type, by its first letter as in FIELDS (`o` for null too). */
const kind = (v: unknown) => (Array.isArray(v) ? 'a' : (typeof v)[0]);
/** `o[k]` when `o` is a JSON object. */
const at = (o: unknown, k: string) => (kind(o) == 'o' && o ? (o as Record<string, unknown>)[k] : undefined);

/**
 * Checks parsed settings JSON into `SiteSettings` (see `FIELDS`). Throws a ConfigError when it is not a JSON object;
 * warns once, naming each field of the wrong type.
 */
export function parseSiteSettings(json: unknown, selector: string): SiteSettings {
  if (kind(json) != 'o' || !json) throw new ConfigError(`the settings JSON in ${selector} is not a JSON object`, 'data-settings');
  const settings: Record<string, unknown> = {};
  const wrong: string[] = [];
  for (const field of FIELDS.split(' ')) {
    const [path, type] = field.split(':') as [string, string];
    const keys = path.split('.');
    const last = keys.pop()!;
    let from: unknown = json;
    let to = settings;
    for (const k of keys) {
      from = at(from, k);
      to = (to[k] ??= {}) as Record<string, unknown>;
    }
    const v = at(from, last);
    if (v != null) {
      if (type.includes(kind(v) ?? '')) to[last] = v;
      else wrong.push(path);
    }
  }
  if (wrong.length) console.warn(`[storefront] site settings: ignored, not of the type read: ${wrong.join(', ')}`);
  return settings;
}

/**
 * Reads site settings from the `<script type="application/json">` named by the loader's `data-settings` selector.
 * Bad JSON or a missing element logs one console.error (src/input/inlineJson.ts says which) and leaves the
 * defaults in place.
 */
export function loadSiteSettings(selector: string | null, doc: Document = document): SiteSettings {
  try {
    return selector ? parseSiteSettings(readInlineJson(selector, 'data-settings', 'settings', doc), selector) : {};
  } catch (error) {
    console.error(`[storefront] ${(error as Error).message}; using defaults.`);
    return {};
  }
}
