import { extend, oneOf } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { productDetailAttributes } from '../../src/product';

/** The variant picker's attributes (docs/widgets/variant-picker.md). */
export const attributes = extend(productDetailAttributes, {
  /** How the options show: one `<select>` each, or one group of radio buttons each. Anything else is refused. */
  pickerStyle: oneOf({ attr: 'data-style', options: ['dropdown', 'radio'], default: 'dropdown', invalid: 'refuse' }),
});

/** How the options are shown: one `<select>` each (default) or one group of radio buttons each. */
export type PickerStyle = 'dropdown' | 'radio';

/** Reads `data-style`; anything but `dropdown` or `radio` throws an error naming it (one console error, fallback stays). */
export function parsePickerStyle(el: Element): PickerStyle {
  return readAttributes(el, { pickerStyle: attributes.pickerStyle }, 'variant-picker').pickerStyle;
}
