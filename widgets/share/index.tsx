import { defineWidget } from '../../src/ui/defineWidget';
import { parseShareAttributes } from './attributes';
import { Share } from './Share';
import { shareCss } from './styles';

/**
 * `<div data-sf-widget="share">`: share buttons, plain links (no script, pixel or request to any network), "Copy link"
 * and the browser's share sheet. See docs/widgets/share.md. A chunk of its own.
 */
export const mount = defineWidget({
  name: 'share',
  styles: shareCss,
  attributes: (el) => parseShareAttributes(el),
  render: Share,
});
