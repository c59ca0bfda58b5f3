import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { parseSiteFormAttributes } from './attributes';
import { SiteForm } from './SiteForm';
import { siteFormCss } from './styles';

/**
 * `<div data-sf-widget="site-form" data-form-id="…" | data-form-json="#id" [data-newsletter] [data-novalidate] [data-page-id]
 * [data-content-source] [data-page-permission-type]>`: see docs/widgets/site-form.md.
 */
export const mount: WidgetMount = (el, rt) => {
  const { source, newsletter, novalidate, page } = parseSiteFormAttributes(el);
  return mountWidget(el, rt, {
    name: 'site-form',
    css: siteFormCss,
    render: ({ fail, reflect }) => <SiteForm source={source} newsletter={newsletter} novalidate={novalidate} page={page} rt={rt} fail={fail} onState={reflect} />,
  });
};
