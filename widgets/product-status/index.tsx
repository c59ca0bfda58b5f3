import { parseProductAttributes } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { ProductStatus } from './ProductStatus';
import { productStatusCss } from './styles';

/** `<div data-sf-widget="product-status" data-product-id="p-tee" [data-show-image]>`: see docs/widgets/product-status.md. */
export const mount: WidgetMount = (el, rt) => {
  const { source, scope } = parseProductAttributes(el);
  const { store } = rt.product(source, scope);
  const showImage = el.hasAttribute('data-show-image');
  return mountWidget(el, rt, {
    name: 'product-status',
    css: productStatusCss,
    render: ({ fail, reflect }) => <ProductStatus store={store} showImage={showImage} fail={fail} onState={reflect} />,
  });
};
