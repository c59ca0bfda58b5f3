/**
 * Custom properties: --sf-status-badge-background, --sf-status-badge-color, --sf-status-sale-background,
 * --sf-status-sale-color, --sf-status-price-color, --sf-status-compare-color, --sf-status-scarcity-color, --sf-font-family.
 * Parts: status, badge, price, compare-at-price, scarcity, image.
 */
import { statusCss } from '../../src/ui/statusCss';

export const productStatusCss = `${statusCss}
.status { display: flex; flex-direction: column; gap: 0.4em; align-items: flex-start; }
.image { display: block; max-width: 100%; height: auto; }
`;
