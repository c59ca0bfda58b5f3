/**
 * Custom properties: --sf-reviews-min-height (the place held while loading, 16rem), --sf-reviews-muted (#5f5a52: dates,
 * counts), --sf-reviews-bar (#a4660b: the distribution's bars), --sf-reviews-border (#e7e3da), --sf-reviews-button-background
 * (#111), --sf-reviews-button-color (#fff), --sf-reviews-focus-color (#2563eb), and the stars' (--sf-stars-size,
 * --sf-stars-color, --sf-stars-empty).
 * Parts: reviews, heading, summary, stars, distribution, label, sort, list, review, review-title, meta, badge,
 * verified, imported, body, button, load-more, empty.
 */
export const reviewsCss = `
.reviews { display: block; min-height: var(--sf-reviews-min-height, 16rem); }
.reviews:focus { outline: none; }
.heading { margin: 0 0 1rem; font-size: 1.4em; line-height: 1.2; }
.placeholder { margin: 0; color: var(--sf-reviews-muted, #5f5a52); }
.placeholder p { margin: 0 0 0.75rem; }
.summary { display: flex; flex-wrap: wrap; gap: 1rem 2.5rem; align-items: flex-start; margin-bottom: 1.25rem; }
.overall { display: flex; align-items: center; gap: 0.5rem; margin: 0; font-size: 1.1em; --sf-stars-size: 1.3em; }
.average { font-weight: 600; font-size: 1.3em; }
.count, .meta { color: var(--sf-reviews-muted, #5f5a52); }
.distribution { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2rem; font-size: 0.875em; min-width: 14rem; }
.row { display: grid; grid-template-columns: 2.2em 1fr 2.5em; align-items: center; gap: 0.5rem; }
.row-count { text-align: end; color: var(--sf-reviews-muted, #5f5a52); }
.bar { display: block; height: 0.5rem; border-radius: 1rem; background: var(--sf-reviews-border, #e7e3da); overflow: hidden; }
.bar > span { display: block; height: 100%; background: var(--sf-reviews-bar, #a4660b); }
.sort { display: flex; align-items: center; gap: 0.5rem; margin-bottom: 0.5rem; }
select { font: inherit; padding: 0.35rem 0.5rem; border: 1px solid #8a857c; border-radius: 6px; background: #fff; color: inherit; }
.list { list-style: none; margin: 0 0 1rem; padding: 0; }
.review { padding: 1rem 0; border-bottom: 1px solid var(--sf-reviews-border, #e7e3da); }
.review:focus { outline: 2px solid var(--sf-reviews-focus-color, #2563eb); outline-offset: 2px; }
.review-title { margin: 0.4rem 0 0.2rem; font-size: 1em; }
.meta { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin: 0.3rem 0; font-size: 0.875em; }
.badge { color: #2f5d34; font-weight: 600; }
.body { margin: 0.4rem 0 0; white-space: pre-line; max-width: 42em; }
.button {
  font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 6px; cursor: pointer;
  background: var(--sf-reviews-button-background, #111); color: var(--sf-reviews-button-color, #fff);
}
.button:focus-visible, select:focus-visible { outline: 3px solid var(--sf-reviews-focus-color, #2563eb); outline-offset: 2px; }
`;
