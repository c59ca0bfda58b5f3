import { parseProductAttributes } from '../../src/product';
import { reviewSources } from '../../src/reviews/sources';
import { productElementAttributes } from '../../src/ui/Nested';
import { defineWidget } from '../../src/ui/defineWidget';
import { parseProductSettings } from './attributes';
import { ProductWidget } from './Product';
import { productCss } from './styles';

/**
 * `<div data-sf-widget="product" data-product-id="p-tee" [data-contents="…"] [data-layout="horizontal"]>`: the whole
 * product from one element (docs/widgets/product.md). A chunk of its own; its parts are the other widgets' elements,
 * mounted in its shadow root, and the status components of src/ui.
 */
export const mount = defineWidget({
  name: 'product',
  mountWhen: 'near',
  styles: productCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const settings = parseProductSettings(el, (message) => console.warn(`[storefront] product: ${message}`, el));
    const { store } = rt.product(source, scope);
    // A product element is a product's detail (its page's main product when it is the only one: its visit event).
    const productAttrs = productElementAttributes(source, scope);
    // The `rating` part only where reviews show (the settings' sources, the kill switch): its summary, read when shown.
    const rated = settings.contents.includes('rating') && reviewSources(rt).length > 0;
    // A product's detail on the page (not a quick view's or a card's, in a shadow root): its Product JSON-LD in the head.
    const detail = el.getRootNode() == el.ownerDocument;
    return { rt, store, productAttrs, source: rated ? source : null, detail, ...settings };
  },
  render: ProductWidget,
});
