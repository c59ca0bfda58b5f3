import { parseProductAttributes } from '../../src/product';
import { defineWidget } from '../../src/ui/defineWidget';
import { watchVisit } from '../../src/telemetry/pageVisit';
import { DEFAULT_IMAGE_SIZES, ProductStatus } from './ProductStatus';
import { productStatusCss } from './styles';

/** `<div data-sf-widget="product-status" data-product-id="p-tee" [data-show-image]>`: see docs/widgets/product-status.md. */
export const mount = defineWidget({
  name: 'product-status',
  chunk: 'runtime',
  styles: productStatusCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const { store } = rt.product(source, scope);
    watchVisit(rt, store);
    return { store, showImage: el.hasAttribute('data-show-image'), imageSizes: el.getAttribute('data-image-sizes')?.trim() || DEFAULT_IMAGE_SIZES };
  },
  render: ProductStatus,
});
