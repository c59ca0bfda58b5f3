import { parseProductAttributes, productContext } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { Quantity } from './Quantity';
import { quantityCss } from './styles';

/** `<div data-sf-widget="quantity" data-product-id="p-tee">`: see docs/widgets/quantity.md. */
export const mount: WidgetMount = (el, ctx) => {
  const { source, scope } = parseProductAttributes(el);
  const { store, setQuantity } = productContext(source, scope, ctx.config.currency);
  return mountWidget(el, ctx, {
    name: 'quantity',
    css: quantityCss,
    render: ({ fail, reflect }) => <Quantity store={store} setQuantity={setQuantity} fail={fail} onState={reflect} />,
  });
};
