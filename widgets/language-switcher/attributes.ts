import { oneOf, text } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';

/** The language switcher's attributes (docs/widgets/language-switcher.md). */
export const attributes = {
  /**
   * The button's accessible name before the current language's ("Language: English"); the list is named by it too.
   * @default the string `languageLabel`, "Language"
   */
  label: text(),
  /** Which edge of the button the list lines up with: `end` (a header's right-hand corner, in a left-to-right page) or `start`. */
  align: oneOf({ options: ['end', 'start'], default: 'end', invalid: 'refuse' }),
};

export interface LanguageSwitcherAttributes {
  label: string | null;
  align: 'end' | 'start';
}

/** Reads a language switcher's attributes; an unknown `data-align` throws a ConfigError (the loader logs it). */
export function parseLanguageSwitcherAttributes(el: Element): LanguageSwitcherAttributes {
  const a = readAttributes(el, attributes, 'language-switcher');
  return { label: a.label ?? null, align: a.align };
}
