import { productAttributes } from '../../src/product';

/** The quick view's attributes (docs/widgets/quick-view.md): the product's. */
export const attributes = productAttributes;
