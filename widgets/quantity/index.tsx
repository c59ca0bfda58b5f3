import { parseProductAttributes } from '../../src/product';
import { defineWidget } from '../../src/ui/defineWidget';
import { Quantity } from './Quantity';
import { quantityCss } from './styles';

/** `<div data-sf-widget="quantity" data-product-id="p-tee">`: see docs/widgets/quantity.md. */
export const mount = defineWidget({
  name: 'quantity',
  chunk: 'runtime',
  styles: quantityCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const context = rt.product(source, scope);
    return { ...context, settings: rt.settings };
  },
  render: Quantity,
});
