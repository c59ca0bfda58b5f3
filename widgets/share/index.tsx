import { defineWidget } from '../../src/ui/defineWidget';
import { parseShareAttributes } from './attributes';
import { Share } from './Share';
import { shareCss } from './styles';

/**
 * `<div data-sf-widget="share">`: share buttons, plain links (no script, pixel or request to any network), "Copy link"
 * and the browser's share sheet, loaded when the element comes within one screen of the viewport. See docs/widgets/share.md. A chunk of its own.
 */
export const mount = defineWidget({
  name: 'share',
  mountWhen: 'near',
  styles: shareCss,
  attributes: (el) => ({ ...parseShareAttributes(el), el }),
  render: Share,
});
