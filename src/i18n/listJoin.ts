import type { Translate } from './index';
import './strings/product-add';

/**
 * The message for missing variant options (spec 000 §5): "Please select the Size option.", "… the Size and Colour
 * options.", "… the Size, Colour and Material options." in `t`'s words. An empty list gives "". Beside src/i18n rather than in it:
 * its strings (the add-to-cart area) travel with the add-to-cart code, not in the runtime.
 */
export function listJoin(options: string[], t: Translate): string {
  const n = options.length;
  if (n === 0) return '';
  if (n === 1) return t('selectOptionOne', { option: options[0] });
  if (n === 2) return t('selectOptionTwo', { option1: options[0], option2: options[1] });
  return t('selectOptionMany', { options: options.slice(0, -1).join(', '), lastOption: options[n - 1] });
}
