import { parseProductAttributes } from '../../src/product';
import { defineWidget } from '../../src/ui/defineWidget';
import { parseCaptchaAttribute } from './attributes';
import { RestockForm } from './RestockForm';

/** `<div data-sf-widget="restock-form" data-product-id="p-tee" [data-captcha]>`: see docs/widgets/restock-form.md. */
export const mount = defineWidget({
  name: 'restock-form',
  mountWhen: 'near',
  // The form's CSS comes with the form (RestockFormBody.tsx): the widget alone shows nothing of its own.
  styles: '',
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const captcha = parseCaptchaAttribute(el);
    return { rt, captcha, store: rt.product(source, scope).store };
  },
  render: RestockForm,
});
