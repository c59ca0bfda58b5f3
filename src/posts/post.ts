import { fetchPost } from '../api/posts';
import type { DataSource } from '../data/source';
import { ConfigError } from '../input/configError';
import { readInlineJson } from '../input/inlineJson';
import { isObj } from '../input/isObj';
import { httpUrl } from '../input/url';

// The spec's Post (spec 001 §3) as the like button and the comment link and area read it: from the page
// (`data-post-json`) or from the platform (`data-post-id`, `GET /api/content/posts/{id}`, assumed).

/** A Post as a page writes it (spec 001 §3 "Post": the fields these widgets read; others are ignored). */
export interface PostItem {
  /** The post's id: what its likes and comments are sent to. */
  id: string | number;
  likeCount?: number;
  publicCommentCount?: number;
  /** 1: comments open. */
  commentState?: number;
  /** The post's own page (http(s), or a path): the comment link goes to `fullUrl#comments`. */
  fullUrl?: string;
}

/** A Post as the widgets use it: every count a whole number ≥ 0, `fullUrl` an absolute http(s) URL or null. */
export interface PostData {
  id: string;
  likeCount: number;
  publicCommentCount: number;
  commentState: number;
  fullUrl: string | null;
}

const count = (v: unknown): number => (typeof v == 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/** Checks a Post: `{ ok: true, post }`, or `{ ok: false, error }` saying what is wrong (no usable id, not an object). */
export function parsePost(raw: unknown, base: string): { ok: true; post: PostData } | { ok: false; error: string } {
  if (!isObj(raw)) return { ok: false, error: 'is not a JSON object' };
  const id = typeof raw.id == 'number' && Number.isFinite(raw.id) ? String(raw.id) : typeof raw.id == 'string' ? raw.id.trim() : '';
  if (!id) return { ok: false, error: 'has no id' };
  const url = typeof raw.fullUrl == 'string' ? httpUrl(raw.fullUrl, base) : null;
  return {
    ok: true,
    post: {
      id,
      likeCount: count(raw.likeCount),
      publicCommentCount: count(raw.publicCommentCount),
      commentState: typeof raw.commentState == 'number' ? raw.commentState : 0,
      fullUrl: url ? url.href : null,
    },
  };
}

/** Spec 001 §4: comments show where they are open (commentState 1) or some are public already. */
export const commentsShown = (post: PostData): boolean => post.commentState == 1 || post.publicCommentCount > 0;

/** Where a widget's Post comes from: read from the page already, or to be fetched by id. */
export type PostSource = { post: PostData } | { id: string };

/**
 * The element's Post source: `data-post-json` (a selector of the Post's JSON) or `data-post-id`, exactly one. Throws a
 * ConfigError (the fallback stays) when neither or both are given, or the JSON is missing, malformed or has no id.
 */
export function readPostSource(json: string | null | undefined, id: string | null | undefined, el: Element, widget: string): PostSource {
  if (json && id) throw new ConfigError('give data-post-json or data-post-id, not both', `${widget} attributes`);
  if (id) return { id };
  if (!json) throw new ConfigError('data-post-json or data-post-id is required', `${widget} attributes`);
  const parsed = parsePost(readInlineJson(json, 'data-post-json', widget, el.ownerDocument), el.ownerDocument.baseURI);
  if (!parsed.ok) throw new ConfigError(`the post JSON in ${json} ${parsed.error}`, 'data-post-json');
  return { post: parsed.post };
}

/**
 * The Post of a source: at once when the page gave it, else fetched once per runtime however many widgets show it (the
 * like button and the comment link of one post make one request). Rejects with the API's error, or an Error when the
 * answer is no Post.
 */
export function loadPost(rt: DataSource, source: PostSource): Promise<PostData> {
  if ('post' in source) return Promise.resolve(source.post);
  return rt.once(`post ${source.id}`, () =>
    fetchPost(rt.api, source.id).then((raw) => {
      const parsed = parsePost(raw, document.baseURI);
      if (!parsed.ok) throw new Error(`GET post ${source.id}: the answer ${parsed.error}`);
      return parsed.post;
    }),
  );
}
