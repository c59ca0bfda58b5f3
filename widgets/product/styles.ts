import { statusCss } from '../../src/ui/statusCss';

/**
 * Custom properties: --sf-product-gap (2rem between the picture and the details), --sf-product-media-width (the
 * picture's share of a horizontal layout, 50%), --sf-product-title-size (1.6em), --sf-product-description-color
 * (#444), --sf-product-rating-color (#5f5a52), --sf-product-focus-color (#2563eb), the stars' (--sf-stars-size, --sf-stars-color,
 * --sf-stars-empty), and those of its parts (gallery, variant picker, quantity, add-to-cart, restock form, instalment pill, the
 * status's --sf-status-…): custom properties reach into them.
 * Parts: product, title, rating (and rating-link, stars: where reviews show), badge, price, compare-at-price, scarcity, description, and its parts' (exported): gallery,
 * image, previous, next, thumbnails, thumbnail, picker, field, label, select, fieldset, choice, quantity, input,
 * button, message, restock, cta, form, email, restock-button, restock-message, success, pill.
 */
export const productCss = `${statusCss}
.frame { display: block; container-type: inline-size; }
.frame[hidden] { display: none; }
.product { display: grid; gap: var(--sf-product-gap, 2rem); }
.media { min-width: 0; }
.details { display: flex; flex-direction: column; align-items: flex-start; gap: 1rem; min-width: 0; }
@container (min-width: 640px) {
  .product[data-layout="horizontal"][data-gallery] { grid-template-columns: var(--sf-product-media-width, 50%) minmax(0, 1fr); align-items: start; }
}
.title { margin: 0; font-size: var(--sf-product-title-size, 1.6em); line-height: 1.2; overflow-wrap: anywhere; }
.rating { display: flex; align-items: center; gap: 0.4em; margin: 0; color: var(--sf-product-rating-color, #5f5a52); }
.rating-link { display: inline-flex; align-items: center; gap: 0.4em; color: inherit; text-decoration: none; border-radius: 2px; }
.rating-link:hover .rating-count { text-decoration: underline; }
.rating-link:focus-visible { outline: 3px solid var(--sf-product-focus-color, #2563eb); outline-offset: 2px; }
.status { display: flex; flex-direction: column; align-items: flex-start; gap: 0.4em; }
.price { font-size: 1.15em; }
.part-gallery { display: block; }
/* The gallery's first picture, in its place until the gallery renders (and the thumbnail strip's place below it). */
.first { display: block; width: 100%; height: auto; border-radius: var(--sf-gallery-radius, 0); background: #f3f1ec; }
.first.with-strip { margin-bottom: 100px; }
.description { margin: 0; max-width: 40em; color: var(--sf-product-description-color, #444); }
.description > :first-child { margin-top: 0; }
.description > :last-child { margin-bottom: 0; }
.description a { color: inherit; }
.description img { max-width: 100%; height: auto; }
`;
