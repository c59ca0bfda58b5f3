import { registerStrings } from '../registry';

/**
 * The language switcher (spec 001 §7, the site's languages and the member's locale; the spec gives no wording): its
 * button and list. All the SDK's own.
 */
export const languageStrings = {
  languageLabel: 'Language',
  languageButton: '{label}: {language}',
} as const;

registerStrings(languageStrings);
