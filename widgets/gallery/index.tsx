import { parseProductAttributes } from '../../src/product';
import { ConfigError } from '../../src/input/configError';
import { readInlineJson } from '../../src/input/inlineJson';
import { parseImages } from '../../src/media/image';
import { defineWidget } from '../../src/ui/defineWidget';
import { readAttributes } from '../../src/attributes/read';
import { attributes, parseGallerySettings } from './attributes';
import { Gallery, type GalleryMedia } from './Gallery';
import { galleryCss } from './styles';

/**
 * `<div data-sf-widget="gallery" data-product-id="p-tee" [data-design="slideshow"] …>` or `data-images-json="#id"`:
 * see docs/widgets/gallery.md. A chunk of its own: only a page with a gallery loads it.
 */
export const mount = defineWidget({
  name: 'gallery',
  mountWhen: 'near',
  styles: galleryCss,
  attributes: (el, rt) => {
    // The element itself beside the message: the console shows it (and its place on the page).
    const settings = parseGallerySettings(el, (message) => console.warn(`[storefront] gallery: ${message}`, el));
    const {
      imageSizes,
      label,
      images: json,
    } = readAttributes(el, { imageSizes: attributes.imageSizes, label: attributes.label, images: attributes.images }, 'gallery');
    // Video items (spec 001 §3 "Gallery media types"): their plays counted for the runtime, the element named on the console.
    const media: GalleryMedia = { rt, el };
    if (!json) {
      const { source, scope } = parseProductAttributes(el);
      return { settings, imageSizes, label, media, store: rt.product(source, scope).store, images: null };
    }
    if (el.hasAttribute('data-product-id') || el.hasAttribute('data-product-json'))
      throw new ConfigError('use data-images-json or a product (data-product-id, data-product-json), not both', 'data-images-json');
    const raw = readInlineJson(json, 'data-images-json', 'images', el.ownerDocument);
    const list = Array.isArray(raw) ? raw : (raw as { images?: unknown } | null)?.images;
    if (!Array.isArray(list)) throw new ConfigError(`the images JSON in ${json} is not a list of images`, 'data-images-json');
    return { settings, imageSizes, label, media, store: null, images: parseImages(list) };
  },
  render: Gallery,
});
