import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type ReviewsProps = Declared<'reviews'>;
/**
 * A product's reviews (docs/widgets/reviews.md): the summary, a sort control, ten reviews a page with Load more, where
 * the site settings show reviews (`productId`, or `product`, the spec's Product item).
 */
export const Reviews: WidgetComponent<ReviewsProps> = widgetComponent('reviews', 'Reviews');
