import { readInstalmentContext } from '../../src/instalments';
import { productContext } from '../../src/product';
import { initRuntime } from '../../src/runtime/initRuntime';
import { getSiteSettings } from '../../src/settings/siteSettings';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { parsePillSource } from './attributes';
import { InstalmentPill } from './InstalmentPill';
import { instalmentPillCss } from './styles';

/**
 * `<div data-sf-widget="instalment-pill" data-product-id="p-tee">` or `data-source="cart"`, with the instalment
 * context from the element's attributes and site settings: see docs/widgets/instalment-pill.md.
 */
export const mount: WidgetMount = (el, ctx) => {
  const source = parsePillSource(el);
  // Site settings are read when the runtime starts: before the context is read from them.
  initRuntime(ctx);
  const { currency, locale } = ctx.config;
  const context = readInstalmentContext(el, getSiteSettings(), { currency, locale });
  const product = source.kind == 'product' ? productContext(source.source, source.scope, currency).store : null;
  return mountWidget(el, ctx, {
    name: 'instalment-pill',
    css: instalmentPillCss,
    render: ({ fail, reflect }) => <InstalmentPill product={product} context={context} currency={currency} fail={fail} onState={reflect} />,
  });
};
