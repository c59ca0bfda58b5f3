import { parseProductAttributes, productContext } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { parseCaptchaAttribute } from './attributes';
import { RestockForm } from './RestockForm';
import { restockFormCss } from './styles';

/** `<div data-sf-widget="restock-form" data-product-id="p-tee" [data-captcha]>`: see docs/widgets/restock-form.md. */
export const mount: WidgetMount = (el, ctx) => {
  const { source, scope } = parseProductAttributes(el);
  const captcha = parseCaptchaAttribute(el);
  const { store } = productContext(source, scope, ctx.config.currency);
  return mountWidget(el, ctx, {
    name: 'restock-form',
    css: restockFormCss,
    render: ({ fail, reflect }) => <RestockForm store={store} captcha={captcha} fail={fail} onState={reflect} />,
  });
};
