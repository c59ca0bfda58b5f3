import { defineWidget } from '../../src/ui/defineWidget';
import { parseCommentsAttributes } from './attributes';
import { Comments } from './Comments';
import { commentsCss } from './styles';

/**
 * `<div data-sf-widget="comments" data-post-json="#post" data-mode="link|area">`: a post's comment link, or its comment
 * area (the platform's comments and form, or Disqus's embed), loaded when scrolled near. See docs/widgets/comments.md.
 * A chunk of its own; the area's code another, loaded only then.
 */
export const mount = defineWidget({
  name: 'comments',
  mountWhen: 'near',
  styles: commentsCss,
  attributes: (el, rt) => ({ ...parseCommentsAttributes(el), rt, el }),
  render: Comments,
});
