import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type LanguageSwitcherProps = Declared<'language-switcher'>;
/**
 * The site's languages (docs/widgets/language-switcher.md): a button naming the current one and a list of links; a
 * signed-in member's locale is set before leaving for a language that is not a custom one.
 */
export const LanguageSwitcher: WidgetComponent<LanguageSwitcherProps> = widgetComponent('language-switcher', 'LanguageSwitcher');
