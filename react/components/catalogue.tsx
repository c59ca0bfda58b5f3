import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type CollectionProps = Declared<'collection'>;
/** A grid of product cards, a page at a time, with "Load more" (docs/widgets/collection.md). */
export const Collection: WidgetComponent<CollectionProps> = widgetComponent('collection', 'Collection');

export type GalleryProps = Declared<'gallery'>;
/**
 * A product's pictures, following its chosen variant (`productId` or `product`), or a list of pictures (`images`)
 * (docs/widgets/gallery.md), in one of the four designs with the spec's settings.
 */
export const Gallery: WidgetComponent<GalleryProps> = widgetComponent('gallery', 'Gallery');
