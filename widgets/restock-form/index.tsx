import { parseProductAttributes } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { parseCaptchaAttribute } from './attributes';
import { RestockForm } from './RestockForm';
import { restockFormCss } from './styles';

/** `<div data-sf-widget="restock-form" data-product-id="p-tee" [data-captcha]>`: see docs/widgets/restock-form.md. */
export const mount: WidgetMount = (el, rt) => {
  const { source, scope } = parseProductAttributes(el);
  const captcha = parseCaptchaAttribute(el);
  const { store } = rt.product(source, scope);
  return mountWidget(el, rt, {
    name: 'restock-form',
    css: restockFormCss,
    render: ({ fail, reflect }) => <RestockForm rt={rt} store={store} captcha={captcha} fail={fail} onState={reflect} />,
  });
};
