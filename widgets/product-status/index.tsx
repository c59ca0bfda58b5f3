import { parseProductAttributes } from '../../src/product';
import { defineWidget } from '../../src/ui/defineWidget';
import { readAttributes } from '../../src/attributes/read';
import { attributes } from './attributes';
import { ProductStatus } from './ProductStatus';
import { productStatusCss } from './styles';

/** `<div data-sf-widget="product-status" data-product-id="p-tee" [data-show-image]>`: see docs/widgets/product-status.md. */
export const mount = defineWidget({
  name: 'product-status',
  chunk: 'runtime',
  styles: productStatusCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const { store } = rt.product(source, scope);
    const { showImage, imageSizes } = readAttributes(el, attributes, 'product-status');
    return { store, showImage, imageSizes: imageSizes! };
  },
  render: ProductStatus,
});
