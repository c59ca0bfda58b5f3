import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { parseSiteFormAttributes } from './attributes';
import { SiteForm } from './SiteForm';
import { siteFormCss } from './styles';

/**
 * `<div data-sf-widget="site-form" data-form-id="…" | data-form-json="#id" [data-newsletter] [data-novalidate] [data-page-id]
 * [data-content-source] [data-page-permission-type]>`: see docs/widgets/site-form.md.
 */
export const mount: WidgetMount = (el, ctx) => {
  const { source, newsletter, novalidate, page } = parseSiteFormAttributes(el);
  return mountWidget(el, ctx, {
    name: 'site-form',
    css: siteFormCss,
    render: ({ fail, reflect }) => <SiteForm source={source} newsletter={newsletter} novalidate={novalidate} page={page} emit={ctx.emit} fail={fail} onState={reflect} />,
  });
};
