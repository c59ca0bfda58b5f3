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
