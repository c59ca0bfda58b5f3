/**
 * The badge's, price's and scarcity's CSS (src/ui/Badge.tsx, Price.tsx, Scarcity.tsx), for every widget that shows
 * them: product status, product, collection. Custom properties --sf-status-badge-background, --sf-status-badge-color,
 * --sf-status-sale-background, --sf-status-sale-color, --sf-status-price-color, --sf-status-compare-color,
 * --sf-status-scarcity-color.
 */
export const statusCss = `
.badge {
  display: inline-block; padding: 0.15em 0.6em; border-radius: 999px; font-size: 0.8em; font-weight: 600;
  text-transform: uppercase; letter-spacing: 0.04em;
  background: var(--sf-status-badge-background, #1f2937); color: var(--sf-status-badge-color, #fff);
}
.badge[data-badge="sale"] { background: var(--sf-status-sale-background, #b91c1c); color: var(--sf-status-sale-color, #fff); }
.price { margin: 0; font-weight: 600; color: var(--sf-status-price-color, inherit); }
.compare { margin-inline-start: 0.5em; font-weight: 400; color: var(--sf-status-compare-color, #555); }
.scarcity { margin: 0; font-size: 0.9em; color: var(--sf-status-scarcity-color, #92400e); }
`;
