/*
 * The defaults of the string areas loaded so far, by key. An area's module (src/i18n/strings/<area>.ts) adds its table
 * when it loads; nothing else writes here. The table is code, the same for every runtime on a page: a site's
 * overrides are not kept here (src/i18n/index.ts).
 */
export const defaults = Object.create(null) as Record<string, string>;

/**
 * Adds an area's defaults. A module that calls `t` with an area's keys imports that area's module (checked by
 * src/i18n/areas.test.ts); the core area is always here.
 */
export function registerStrings(area: Readonly<Record<string, string>>): void {
  Object.assign(defaults, area);
}

/*
 * The English fallbacks spec 001 §8 names for localized strings a site's table lacks ("Missing localized strings fall
 * back to English defaults"), where they differ from the defaults above: used for a key the site's `localizedStrings`
 * leave out while they hold other strings (src/i18n/index.ts, docs/strings.md "Which text wins"). Written by the areas'
 * modules, like `defaults`.
 */
export const fallbacks = Object.create(null) as Record<string, string>;

/** Adds an area's spec 001 §8 fallbacks (only those that differ from its defaults). */
export function registerFallbacks(area: Readonly<Record<string, string>>): void {
  Object.assign(fallbacks, area);
}
