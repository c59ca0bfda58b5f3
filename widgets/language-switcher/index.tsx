import { defineWidget } from '../../src/ui/defineWidget';
import { parseLanguageSwitcherAttributes } from './attributes';
import { LanguageSwitcher } from './LanguageSwitcher';
import { languageSwitcherCss } from './styles';

/**
 * `<div data-sf-widget="language-switcher" [data-label] [data-align]>`: the site's languages, a button and a list of
 * links (docs/widgets/language-switcher.md). A chunk of its own.
 */
export const mount = defineWidget({
  name: 'language-switcher',
  mountWhen: 'near',
  styles: languageSwitcherCss,
  attributes: (el, rt) => ({ ...parseLanguageSwitcherAttributes(el), rt }),
  render: LanguageSwitcher,
});
