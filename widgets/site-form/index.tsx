import { defineWidget } from '../../src/ui/defineWidget';
import { parseSiteFormAttributes } from './attributes';
import { SiteForm } from './SiteForm';
import { siteFormCss } from './styles';

/**
 * `<div data-sf-widget="site-form" data-form-id="…" | data-form-json="#id" [data-newsletter] [data-novalidate] [data-page-id]
 * [data-content-source] [data-page-permission-type]>`: see docs/widgets/site-form.md.
 */
export const mount = defineWidget({
  name: 'site-form',
  mountWhen: 'near',
  styles: siteFormCss,
  attributes: (el, rt) => ({ ...parseSiteFormAttributes(el), rt }),
  render: SiteForm,
});
