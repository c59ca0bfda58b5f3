import { readAttributes } from '../../src/attributes/read';
import { parseProductAttributes } from '../../src/product';
import { reviewSources } from '../../src/reviews/sources';
import { defineWidget } from '../../src/ui/defineWidget';
import { attributes } from './attributes';
import { Reviews } from './Reviews';
import { reviewsCss } from './styles';

/**
 * `<div data-sf-widget="reviews" data-product-id="p-tee">`: a product's reviews, where the site settings show them
 * (docs/widgets/reviews.md). A chunk of its own, loaded when the visitor scrolls near (below the first screen, the
 * page holds its place until then). With no source enabled, or the kill switch on, it shows nothing and asks for
 * nothing (not even the product).
 */
export const mount = defineWidget({
  name: 'reviews',
  mountWhen: 'near',
  styles: reviewsCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const { headingLevel } = readAttributes(el, attributes, 'reviews', (m) => console.warn(`[storefront] reviews: ${m}`, el));
    const sources = reviewSources(rt);
    const store = sources.length ? rt.product(source, scope).store : null;
    const productId = source.kind == 'id' ? source.id : (store?.getState().product?.id ?? '');
    return { rt, store, productId, sources, headingLevel };
  },
  render: Reviews,
});
