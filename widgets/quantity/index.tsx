import { parseProductAttributes } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { Quantity } from './Quantity';
import { quantityCss } from './styles';

/** `<div data-sf-widget="quantity" data-product-id="p-tee">`: see docs/widgets/quantity.md. */
export const mount: WidgetMount = (el, rt) => {
  const { source, scope } = parseProductAttributes(el);
  const { store, setQuantity } = rt.product(source, scope);
  return mountWidget(el, rt, {
    name: 'quantity',
    css: quantityCss,
    render: ({ fail, reflect }) => <Quantity store={store} setQuantity={setQuantity} settings={rt.settings} fail={fail} onState={reflect} />,
  });
};
