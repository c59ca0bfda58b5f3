import { statusCss } from '../../src/ui/statusCss';

/**
 * Custom properties: --sf-collection-columns (the most cards a row, 4), --sf-collection-min-card (a card's least width,
 * 220px), --sf-collection-gap (1.5rem), --sf-collection-card-background (#fff), --sf-collection-card-border
 * (1px solid #e5e7eb), --sf-collection-radius (12px), --sf-collection-image-background (the picture's own edge tones, else #f3f1ec),
 * --sf-collection-image-ratio (4 / 5), --sf-collection-title-color (inherit), --sf-collection-button-background
 * (#111), --sf-collection-button-color (#fff), --sf-collection-rating-color (#5f5a52: the count beside the
 * stars) and the stars' (--sf-stars-size, --sf-stars-color, --sf-stars-empty), --sf-collection-focus-color (#2563eb), and the badge's and price's of
 * product-status (--sf-status-…). The cards' add buttons are add-to-cart widgets: their custom properties apply.
 * Parts: collection, grid, card, image, title, title-link, rating, stars (where reviews show), badge, price, compare-at-price, choose, add-button,
 * add-message, quick-view, load-more, message, empty.
 */
/**
 * The picture slot's width / height, the theme's else 4:5, for the matte's stops (src/media/matte.ts): as the CSS below
 * writes it (written out there, not interpolated, so the build still minifies the CSS; collection.test.tsx holds the two
 * together).
 */
export const IMAGE_RATIO = 'var(--sf-collection-image-ratio, 4 / 5)';

export const collectionCss = `${statusCss}
.collection { display: block; container-type: inline-size; }
.grid {
  list-style: none; margin: 0; padding: 0; display: grid; gap: var(--sf-collection-gap, 1.5rem);
  /* A card's least width is --sf-collection-min-card, but never more than half the row: two cards a row at the least
     on a desktop width (a row of one only where --sf-collection-columns says 1). */
  grid-template-columns: repeat(auto-fill, minmax(max(min(var(--sf-collection-min-card, 220px), calc((100% - var(--sf-collection-gap, 1.5rem)) / 2)), calc((100% - (var(--sf-collection-columns, 4) - 1) * var(--sf-collection-gap, 1.5rem)) / var(--sf-collection-columns, 4))), 1fr));
}
/* A phone (spec 001 §9's breakpoint, src/ui/breakpoints.ts): two columns, closer together. */
@container (max-width: 432px) {
  .grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem; }
  .card > :not(.media) { margin-inline: 0.75rem; }
}
.card {
  display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; padding: 0 0 1rem;
  background: var(--sf-collection-card-background, #fff); border: var(--sf-collection-card-border, 1px solid #e5e7eb);
  border-radius: var(--sf-collection-radius, 12px); overflow: hidden;
}
.card > :not(.media) { margin-inline: 1rem; }
.media { display: block; }
.image {
  display: block; width: 100%; height: auto; aspect-ratio: var(--sf-collection-image-ratio, 4 / 5); object-fit: contain;
  background: var(--sf-collection-image-background, var(--sf-collection-matte, #f3f1ec));
}
.title { margin: 0.25rem 1rem 0; font-size: 1.05em; font-weight: 600; line-height: 1.3; color: var(--sf-collection-title-color, inherit); }
.title a { color: inherit; text-decoration: none; }
.title a:hover { text-decoration: underline; }
.title a:focus-visible, .title:focus-visible, .choose:focus-visible, .load-more:focus-visible {
  outline: 3px solid var(--sf-collection-focus-color, #2563eb); outline-offset: 2px; border-radius: 2px;
}
.rating { display: flex; align-items: center; gap: 0.35em; margin-block: -0.25rem 0; font-size: 0.875em; color: var(--sf-collection-rating-color, #5f5a52); }
.price-line { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4em 0.6em; }
.action { margin-top: auto; padding-top: 0.25rem; }
/* The add button's place is held while it mounts (an add-to-cart element renders 44.8 px high): nothing moves. */
.add, .quick { min-height: 44.8px; }
/* The cards' buttons fill the card's width, on one line, however narrow the card. */
.add::part(button), .quick::part(button) { width: 100%; min-width: 0; padding-inline: 0.5em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.choose {
  display: inline-flex; align-items: center; height: 44.8px; max-width: 100%; padding: 0 1.1em; border-radius: 6px; font-weight: 600;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  text-decoration: none; border: 2px solid var(--sf-collection-button-background, #111); color: var(--sf-collection-button-background, #111);
}
.more { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; margin-top: 2rem; }
.load-more {
  font: inherit; font-weight: 600; min-height: 44px; padding: 0.6em 1.6em; border: 0; border-radius: 999px; cursor: pointer;
  background: var(--sf-collection-button-background, #111); color: var(--sf-collection-button-color, #fff);
}
.load-more[aria-disabled] { opacity: 0.7; cursor: progress; }
.message { margin: 0; color: #b91c1c; }
.empty { margin: 0; padding: 2rem 0; text-align: center; color: #555; }
`;
