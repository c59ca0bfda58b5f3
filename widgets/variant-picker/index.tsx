import { parseProductAttributes } from '../../src/product';
import { defineWidget } from '../../src/ui/defineWidget';
import { parsePickerStyle } from './attributes';
import { VariantPicker } from './VariantPicker';
import { variantPickerCss } from './styles';

/** `<div data-sf-widget="variant-picker" data-product-id="p-tee" [data-style="dropdown|radio"]>`: see docs/widgets/variant-picker.md. */
export const mount = defineWidget({
  name: 'variant-picker',
  chunk: 'runtime',
  styles: variantPickerCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const pickerStyle = parsePickerStyle(el);
    const context = rt.product(source, scope);
    return { pickerStyle, ...context };
  },
  render: VariantPicker,
});
