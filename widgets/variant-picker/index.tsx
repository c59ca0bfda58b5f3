import { parseProductAttributes } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { parsePickerStyle } from './attributes';
import { VariantPicker } from './VariantPicker';
import { variantPickerCss } from './styles';

/** `<div data-sf-widget="variant-picker" data-product-id="p-tee" [data-style="dropdown|radio"]>`: see docs/widgets/variant-picker.md. */
export const mount: WidgetMount = (el, rt) => {
  const { source, scope } = parseProductAttributes(el);
  const pickerStyle = parsePickerStyle(el);
  const { store, choose } = rt.product(source, scope);
  return mountWidget(el, rt, {
    name: 'variant-picker',
    css: variantPickerCss,
    render: ({ fail, reflect }) => <VariantPicker store={store} choose={choose} pickerStyle={pickerStyle} fail={fail} onState={reflect} />,
  });
};
