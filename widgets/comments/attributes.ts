import { id, json, oneOf } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { readPostSource, type PostItem, type PostSource } from '../../src/posts/post';

/** The comment link's and area's attributes (docs/widgets/comments.md). */
export const attributes = {
  /**
   * A selector of a `<script type="application/json">` holding the spec's Post: `id`, `publicCommentCount`,
   * `commentState`, `fullUrl` (the prop: the Post). This or `data-post-id`.
   */
  post: json<PostItem>('data-post-json'),
  /** The post's id: its Post is fetched (`GET /api/content/posts/{id}`). This or `data-post-json`. */
  postId: id(),
  /** `link`: "N comments" to the post's comments; `area`: the comments themselves and the form (or Disqus's). */
  mode: oneOf({ options: ['link', 'area'], default: 'link', invalid: 'refuse' }),
};

export type CommentsMode = 'link' | 'area';

/** The element's Post source and mode; a missing, doubled or unusable Post throws a ConfigError (the fallback stays). */
export function parseCommentsAttributes(el: Element): { source: PostSource; mode: CommentsMode } {
  const { post, postId, mode } = readAttributes(el, attributes, 'comments');
  return { source: readPostSource(post, postId, el, 'comments'), mode };
}
