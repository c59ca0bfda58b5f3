import { readInstalmentContext } from '../../src/instalments';
import { defineWidget } from '../../src/ui/defineWidget';
import { parsePillSource } from './attributes';
import { InstalmentPill } from './InstalmentPill';
import { instalmentPillCss } from './styles';

/**
 * `<div data-sf-widget="instalment-pill" data-product-id="p-tee">` or `data-source="cart"`, with the instalment
 * context from the element's attributes and site settings: see docs/widgets/instalment-pill.md.
 */
export const mount = defineWidget({
  name: 'instalment-pill',
  mountWhen: 'near',
  styles: instalmentPillCss,
  attributes: (el, rt) => {
    const source = parsePillSource(el);
    const { currency, locale } = rt.config;
    return {
      rt,
      context: readInstalmentContext(el, rt.settings, { currency, locale }),
      product: source.kind == 'product' ? rt.product(source.source, source.scope).store : null,
    };
  },
  render: InstalmentPill,
});
