import { extend, flag, text } from '../../src/attributes/declare';
import { productDetailAttributes } from '../../src/product';

/** The picture's `sizes` unless `data-image-sizes` says otherwise: the phone's width, 480 px beyond. */
export const DEFAULT_IMAGE_SIZES = '(max-width: 600px) 100vw, 480px';

/** Product status's attributes (docs/widgets/product-status.md). */
export const attributes = extend(productDetailAttributes, {
  /** Present: show the selected variant's main image, else the product's first picture. */
  showImage: flag(),
  /** The picture's `sizes`: how wide it shows, so the browser fetches no wider a file than that. */
  imageSizes: text({ default: DEFAULT_IMAGE_SIZES }),
});
