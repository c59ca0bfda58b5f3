import { defineWidget } from '../../src/ui/defineWidget';
import { parseLikeAttributes } from './attributes';
import { Like } from './Like';
import { likeCss } from './styles';

/**
 * `<div data-sf-widget="like" data-post-json="#post">` (or `data-post-id`): a post's like button and count, where the
 * site's settings turn liking on. See docs/widgets/like.md. A chunk of its own.
 */
export const mount = defineWidget({
  name: 'like',
  mountWhen: 'near',
  styles: likeCss,
  attributes: (el, rt) => ({ ...parseLikeAttributes(el), rt }),
  render: Like,
});
