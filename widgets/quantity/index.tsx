import { useCallback } from 'react';
import { parseProductAttributes, productContext } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { Quantity, type QuantityState } from './Quantity';
import { quantityCss } from './styles';

/** `<div data-sf-widget="quantity" data-product-id="p-tee">`: see docs/widgets/quantity.md. */
export const mount: WidgetMount = (el, ctx) => {
  const { source, scope } = parseProductAttributes(el);
  const { store, setQuantity } = productContext(source, scope, ctx.config.currency);
  const unmount = mountWidget(el, ctx, {
    name: 'quantity',
    css: quantityCss,
    render: ({ fail }) => <Host el={el} store={store} setQuantity={setQuantity} fail={fail} />,
  });
  return () => {
    unmount();
    el.removeAttribute('data-sf-state');
  };
};

function Host({ el, ...props }: { el: HTMLElement } & Omit<Parameters<typeof Quantity>[0], 'onState'>) {
  const onState = useCallback((state: QuantityState) => el.setAttribute('data-sf-state', state), [el]);
  return <Quantity {...props} onState={onState} />;
}
