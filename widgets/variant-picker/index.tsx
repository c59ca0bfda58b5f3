import { useCallback } from 'react';
import { parseProductAttributes, productContext } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { parsePickerStyle } from './attributes';
import { VariantPicker, type VariantPickerState } from './VariantPicker';
import { variantPickerCss } from './styles';

/** `<div data-sf-widget="variant-picker" data-product-id="p-tee" [data-style="dropdown|radio"]>`: see docs/widgets/variant-picker.md. */
export const mount: WidgetMount = (el, ctx) => {
  const { source, scope } = parseProductAttributes(el);
  const pickerStyle = parsePickerStyle(el);
  const { store, choose } = productContext(source, scope, ctx.config.currency);
  const unmount = mountWidget(el, ctx, {
    name: 'variant-picker',
    css: variantPickerCss,
    render: ({ fail }) => <Host el={el} store={store} choose={choose} pickerStyle={pickerStyle} fail={fail} />,
  });
  return () => {
    unmount();
    el.removeAttribute('data-sf-state');
  };
};

function Host({ el, ...props }: { el: HTMLElement } & Omit<Parameters<typeof VariantPicker>[0], 'onState'>) {
  const onState = useCallback((state: VariantPickerState) => el.setAttribute('data-sf-state', state), [el]);
  return <VariantPicker {...props} onState={onState} />;
}
