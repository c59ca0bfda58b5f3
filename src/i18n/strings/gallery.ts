import { registerStrings } from '../registry';

/**
 * The gallery: its region, its controls and its slides' names (the SDK's own: the spec names the gallery's settings,
 * not its controls' words; docs/strings.md "Decisions").
 */
export const galleryStrings = {
  galleryRegion: 'Product images',
  galleryRegionOf: 'Pictures of {name}',
  galleryPrevious: 'Previous image',
  galleryNext: 'Next image',
  galleryPause: 'Pause the slideshow',
  galleryPlay: 'Play the slideshow',
  gallerySlide: '{number} of {total}',
  galleryShow: 'Show image {number}',
  galleryEnlarge: 'Enlarge image {number}',
} as const;

registerStrings(galleryStrings);
