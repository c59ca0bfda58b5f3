import { defaults, fallbacks, registerStrings } from './registry';
import { coreStrings } from './strings/core';
import type { Catalogue } from './strings';

/** Every key of every area (a type: it costs nothing at run time). */
export type StringKey = keyof Catalogue;

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

export { registerStrings };

registerStrings(coreStrings);

/** Placeholder values for `t`: a value missing, null or undefined leaves its placeholder as written. */
export type Vars = Record<string, string | number | null | undefined>;

/**
 * The string for `key` with `{name}` placeholders filled from `vars`: the site's override where it has one, else the
 * default of the key's area. Each runtime has its own (`rt.t`, made by `createStrings` from its site settings); a
 * component takes its widget's from `useT()` (src/ui/strings.ts).
 */
export type Translate = (key: StringKey, vars?: Vars) => string;

/** What `createStrings` makes: the `t` of one set of overrides, and when its check of them is done. */
export interface Strings {
  t: Translate;
  /**
   * Settles once the warning about ignored overrides (if any) is out: at once when every key is of an area loaded
   * already, else once the key list is in. It never rejects.
   */
  checked: Promise<void>;
}

/**
 * The strings of one runtime: the site's overrides (site settings' `localizedStrings`) on top of the defaults (and of
 * spec 001 §8's fallbacks, for keys a non-empty table leaves out). Keys
 * not in the catalogue and values that are not strings are ignored, with one console.warn naming them; empty strings
 * fall back to the default. An override for an area that loads later applies once it loads. When a key belongs to no
 * area loaded yet, the list of every key (src/i18n/strings/keys.ts) is imported on demand, off the runtime chunk, to
 * tell a typo from a key of an area still to come; the warning follows then. The overrides apply at once either way.
 * `warn: false` skips the check (the overrides were checked already, by the runtime that read them).
 */
export function createStrings(given?: Record<string, unknown>, warn = true): Strings {
  const overrides = Object.create(null) as Record<string, string>;
  const entries = Object.entries(given ?? {});
  for (const [key, value] of entries) if (typeof value == 'string' && value.trim()) overrides[key] = value;
  // The site has a table of localized strings (one usable string or more): a key it leaves out takes spec 001 §8's
  // English fallback where that differs ("Add To Cart"); with no table at all the storefront's defaults stand
  // ("Add to Cart", spec 000 §9). docs/strings.md, "Which text wins".
  const localized = Object.keys(overrides).length > 0;
  const t: Translate = (key, vars) => {
    const s = overrides[key] ?? (localized ? fallbacks[key] : undefined) ?? defaults[key] ?? String(key);
    return vars
      ? s.replace(/\{(\w+)\}/g, (match, name: string) => {
          const v = has(vars, name) ? vars[name] : undefined;
          return v == null ? match : String(v);
        })
      : s;
  };
  const report = (known?: (key: string) => boolean) => {
    const ignored = entries.filter(([key, value]) => typeof value != 'string' || (known && !known(key))).map(([key]) => key);
    if (ignored.length) console.warn(`[storefront] localizedStrings: ignored unknown keys or non-string values: ${ignored.join(', ')}`);
  };
  const loaded = (key: string) => has(defaults, key);
  // Some key may be in no area loaded yet: a typo, or an area still to come. The key list tells (if it cannot be had,
  // the non-string values are still named).
  const checked = !warn
    ? Promise.resolve()
    : entries.every(([key]) => loaded(key))
      ? Promise.resolve(report(loaded))
      : import('./strings/keys').then(
          ({ keys }) => report((key) => (keys as readonly string[]).includes(key)),
          () => report(),
        );
  return { t, checked };
}

/**
 * The spec's English defaults with no overrides: what a component rendered outside any widget root reads (a unit test
 * rendering it bare; every widget root provides its runtime's `t`).
 */
export const defaultT: Translate = createStrings().t;
