import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared, ExactlyOne } from './types';

export type LikeProps = ExactlyOne<Declared<'like'>, 'post', 'postId'>;
/**
 * A post's like button and count, where the site's settings turn liking on (docs/widgets/like.md): `post` (the spec's
 * Post) or `postId` (fetched).
 */
export const Like: WidgetComponent<LikeProps> = widgetComponent('like', 'Like');

export type CommentsProps = ExactlyOne<Declared<'comments'>, 'post', 'postId'>;
/**
 * A post's comment link (`mode="link"`) or comment area (`mode="area"`: the platform's comments and form, or Disqus's
 * embed, loaded when scrolled near) (docs/widgets/comments.md).
 */
export const Comments: WidgetComponent<CommentsProps> = widgetComponent('comments', 'Comments');
