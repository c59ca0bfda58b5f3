import { readInstalmentContext } from '../../src/instalments';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { parsePillSource } from './attributes';
import { InstalmentPill } from './InstalmentPill';
import { instalmentPillCss } from './styles';

/**
 * `<div data-sf-widget="instalment-pill" data-product-id="p-tee">` or `data-source="cart"`, with the instalment
 * context from the element's attributes and site settings: see docs/widgets/instalment-pill.md.
 */
export const mount: WidgetMount = (el, rt) => {
  const source = parsePillSource(el);
  const { currency, locale } = rt.config;
  const context = readInstalmentContext(el, rt.settings, { currency, locale });
  const product = source.kind == 'product' ? rt.product(source.source, source.scope).store : null;
  return mountWidget(el, rt, {
    name: 'instalment-pill',
    css: instalmentPillCss,
    render: ({ fail, reflect }) => <InstalmentPill rt={rt} product={product} context={context} fail={fail} onState={reflect} />,
  });
};
