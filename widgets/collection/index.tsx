import { defineWidget } from '../../src/ui/defineWidget';
import { parseCollectionAttributes } from './attributes';
import { Collection } from './Collection';
import { collectionCss } from './styles';

/**
 * `<div data-sf-widget="collection" data-collection-id="c-shop">` or `data-product-ids="a,b,c"`: a grid of product
 * cards, a page at a time (docs/widgets/collection.md). A chunk of its own; the cards' add buttons are add-to-cart
 * elements (the runtime chunk's), mounted through `rt.nested`.
 */
export const mount = defineWidget({
  name: 'collection',
  mountWhen: 'near',
  styles: collectionCss,
  attributes: (el, rt) => ({ rt, ...parseCollectionAttributes(el, (message) => console.warn(`[storefront] collection: ${message}`, el)) }),
  render: Collection,
});
