import { defineWidget } from '../../src/ui/defineWidget';
import { parseFollowAttributes } from './attributes';
import { Follow } from './Follow';
import { followCss } from './styles';

/**
 * `<div data-sf-widget="follow" data-profiles="https://…">`: the site's profile links as named icons; their code loads
 * when the element comes within one screen of the viewport. See docs/widgets/follow.md. A chunk of its own.
 */
export const mount = defineWidget({
  name: 'follow',
  mountWhen: 'near',
  styles: followCss,
  attributes: (el) => ({ ...parseFollowAttributes(el), el }),
  render: Follow,
});
