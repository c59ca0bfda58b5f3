import { defineWidget } from '../../src/ui/defineWidget';
import { parsePopupAttributes } from './attributes';
import { Popup } from './Popup';
import { popupCss } from './styles';

/**
 * `<div data-sf-widget="popup" data-form-id="…" | data-form-json="#id" [data-trigger="delay:8"] [data-version="1"]
 * [data-frequency="7"] [data-newsletter]>`: a site form in an overlay, shown once, on the visitor's terms (see
 * docs/widgets/popup.md). A chunk of its own; the overlay's code and the form's load when it is triggered.
 */
export const mount = defineWidget({
  name: 'popup',
  styles: popupCss,
  attributes: (el, rt) => ({ ...parsePopupAttributes(el), rt }),
  render: Popup,
});
