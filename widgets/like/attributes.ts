import { id, json } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { readPostSource, type PostItem, type PostSource } from '../../src/posts/post';

/** The like button's attributes (docs/widgets/like.md). */
export const attributes = {
  /**
   * A selector of a `<script type="application/json">` holding the spec's Post: `id`, `likeCount` (the prop: the Post).
   * This or `data-post-id`.
   */
  post: json<PostItem>('data-post-json'),
  /** The post's id: its Post is fetched (`GET /api/content/posts/{id}`). This or `data-post-json`. */
  postId: id(),
};

/** The element's Post source; a missing, doubled or unusable one throws a ConfigError (the fallback stays). */
export function parseLikeAttributes(el: Element): { source: PostSource } {
  const { post, postId } = readAttributes(el, attributes, 'like');
  return { source: readPostSource(post, postId, el, 'like') };
}
