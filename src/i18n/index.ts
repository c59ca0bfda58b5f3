import { defaults, registerStrings } from './registry';
import { coreStrings } from './strings/core';
import type { Catalogue } from './strings';

/** Every key of every area (a type: it costs nothing at run time). */
export type StringKey = keyof Catalogue;

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** The site's overrides that are non-blank strings, by key: also for areas that load later. */
let overrides: Record<string, string> = Object.create(null);

export { registerStrings };

registerStrings(coreStrings);

/**
 * The string for `key` with `{name}` placeholders filled from `vars`. A placeholder with no value (missing, null or
 * undefined) is left as written, never "undefined".
 */
export function t(key: StringKey, vars?: Record<string, string | number | null | undefined>): string {
  const s = overrides[key] ?? defaults[key] ?? String(key);
  return vars
    ? s.replace(/\{(\w+)\}/g, (match, name: string) => {
        const v = has(vars, name) ? vars[name] : undefined;
        return v == null ? match : String(v);
      })
    : s;
}

/**
 * Replaces the overrides (site settings' `localizedStrings`) on top of the defaults. Keys not in the catalogue and
 * values that are not strings are ignored, with one console.warn naming them; empty strings fall back to the default.
 * An override for an area that loads later applies once it loads. When a key belongs to no area loaded yet, the list of
 * every key (src/i18n/strings/keys.ts) is imported on demand, off the runtime chunk, to tell a typo from a key of an
 * area still to come; the warning follows then. The promise settles once the warning (if any) is out; it never
 * rejects, and the overrides apply at once either way.
 */
export function setStrings(given: Partial<Record<StringKey, string>>): Promise<void> {
  overrides = Object.create(null);
  const entries = Object.entries(given ?? {});
  for (const [key, value] of entries) if (typeof value == 'string' && value.trim()) overrides[key] = value;
  const warn = (known?: (key: string) => boolean) => {
    const ignored = entries.filter(([key, value]) => typeof value != 'string' || (known && !known(key))).map(([key]) => key);
    if (ignored.length) console.warn(`[storefront] localizedStrings: ignored unknown keys or non-string values: ${ignored.join(', ')}`);
  };
  const loaded = (key: string) => has(defaults, key);
  if (entries.every(([key]) => loaded(key))) return Promise.resolve(warn(loaded));
  // Some key is in no area loaded yet: a typo, or an area still to come. The key list tells (if it cannot be had, the
  // non-string values are still named).
  return import('./strings/keys').then(({ keys }) => warn((key) => (keys as readonly string[]).includes(key)), () => warn());
}

/** Back to the spec's English defaults. */
export function resetStrings(): void {
  overrides = Object.create(null);
}
