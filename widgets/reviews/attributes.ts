import { extend, number } from '../../src/attributes/declare';
import { productAttributes } from '../../src/product';

/** The reviews widget's attributes (docs/widgets/reviews.md). */
export const attributes = extend(productAttributes, {
  /** The heading level of "Reviews" (2: under the page's own title); each review's title is one level below. */
  headingLevel: number({ min: 1, max: 5, default: 2, whole: true }),
});
