import { defaultStrings } from './strings';

export { defaultStrings };

export type StringKey = keyof typeof defaultStrings;

let strings: Record<StringKey, string> = { ...defaultStrings };

const has = (key: string): key is StringKey => Object.prototype.hasOwnProperty.call(defaultStrings, key);

/**
 * The string for `key` with `{name}` placeholders filled from `vars`. A placeholder with no value (missing, null or
 * undefined) is left as written, never "undefined".
 */
export function t(key: StringKey, vars?: Record<string, string | number | null | undefined>): string {
  const s = strings[key] ?? String(key);
  return vars
    ? s.replace(/\{(\w+)\}/g, (match, name: string) => {
        const v = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
        return v == null ? match : String(v);
      })
    : s;
}

/**
 * Replaces the overrides (site settings' `localizedStrings`) on top of the defaults. Keys not in the catalogue and
 * values that are not strings are ignored, with one console.warn naming them; empty strings fall back to the default.
 */
export function setStrings(overrides: Partial<Record<StringKey, string>>): void {
  strings = { ...defaultStrings };
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (!has(key) || typeof value !== 'string') ignored.push(key);
    else if (value.trim()) strings[key] = value;
  }
  if (ignored.length) console.warn(`[storefront] localizedStrings: ignored unknown keys or non-string values: ${ignored.join(', ')}`);
}

/** Back to the spec's English defaults. */
export function resetStrings(): void {
  strings = { ...defaultStrings };
}

/**
 * The message for missing variant options (spec 000 §5): "Please select the Size option.", "… the Size and Colour
 * options.", "… the Size, Colour and Material options.". An empty list gives "".
 */
export function listJoin(options: string[]): string {
  const n = options.length;
  if (n === 0) return '';
  if (n === 1) return t('selectOptionOne', { option: options[0] });
  if (n === 2) return t('selectOptionTwo', { option1: options[0], option2: options[1] });
  return t('selectOptionMany', { options: options.slice(0, -1).join(', '), lastOption: options[n - 1] });
}
