import { productDetailAttributes } from '../../src/product';

/** The quantity input's attributes (docs/widgets/quantity.md): the product's. */
export const attributes = productDetailAttributes;
