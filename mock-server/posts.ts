import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { isValidEmail } from '../src/forms/validate';
import { errorResponse, INVALID_JSON, invalidJson, readJson } from './http';
import type { PlatformState, PostRecord } from './types';

// Posts, likes and comments (spec 001 §2, §3 "Post"). The spec shows no endpoint for any of them: these are the SDK's
// assumptions (docs/embed-contract.md, "Assumptions"), served here:
//   GET    /api/content/posts/{id}                      → the Post (likeCount, publicCommentCount, commentState, fullUrl)
//   POST   /api/content/posts/{id}/like, DELETE …/like  → { likeCount }
//   GET    /api/content/posts/{id}/comments[?cursor]    → { comments: [{ id, author, createdOn, text }], nextCursor }
//   POST   /api/content/posts/{id}/comments             { author, email, text[, captchaToken] } → the comment with status
// The mock moderates: every new comment is `pending` (not listed, not counted) until the owner approves it, which the
// demo has no screen for. A comment whose author is "Published" (a test's) is published at once.

export const POSTS_PATH = '/api/content/posts';
/** Comments per page: small, so the seeded four already take two pages (Load more). */
export const COMMENTS_PAGE_SIZE = 3;

export const POST_MESSAGES = {
  postNotFound: 'Post not found.',
  closed: 'Comments are closed.',
  authorBlank: 'Name cannot be blank',
  emailInvalid: 'Email is invalid',
  textBlank: 'Comment cannot be blank',
  captcha: 'Complete CAPTCHA before submitting.',
  badCursor: 'Invalid cursor.',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The journal's post (demo/journal.html) and its comments, their times counted back from `now`. */
export function seedPosts(now = Date.now()): PostRecord[] {
  const c = (id: string, author: string, ago: number, text: string) =>
    ({ id, author, email: `${id}@example.com`, createdOn: now - ago, text, status: 'published' }) as const;
  return [
    {
      id: 'fern-bathroom',
      likeCount: 12,
      commentState: 1,
      fullUrl: '/journal',
      author: { displayName: 'Maya Green' },
      comments: [
        c('c-4', 'Priya', 3 * HOUR + 5 * MINUTE, 'Moved mine next to the shower last week and it has already put out two new fronds <3'),
        c('c-3', 'Tom B.', 2 * DAY + 2 * HOUR, 'Does this work for a maidenhair fern too, or is that one fussier?'),
        c('c-2', 'Aiko', 3 * 7 * DAY + DAY, 'The pebble tray tip saved mine over the winter.\nThank you!'),
        c('c-1', 'Sam', 65 * DAY, 'Mine went crispy in a dry flat. Trying the bathroom next.'),
      ],
    },
  ];
}

const published = (p: PostRecord) => p.comments.filter((c) => c.status == 'published');
const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
/** The Post as the platform answers it. */
const postOf = (p: PostRecord) => ({
  id: p.id,
  likeCount: p.likeCount,
  publicCommentCount: published(p).length,
  commentState: p.commentState,
  fullUrl: p.fullUrl,
  author: p.author,
});
const commentOf = ({ id, author, createdOn, text, status }: PostRecord['comments'][number]) => ({ id, author, createdOn, text, status });

export function postHandlers(state: PlatformState, verifyCaptcha: (state: PlatformState, token: unknown) => boolean): HttpHandler[] {
  const find = (id: string) => state.posts.find((p) => p.id == id);
  const notFound = () => errorResponse(404, POST_MESSAGES.postNotFound);
  const like =
    (by: 1 | -1) =>
    ({ params }: { params: { id: string } }) => {
      const post = find(params.id);
      if (!post) return notFound();
      post.likeCount = Math.max(0, post.likeCount + by);
      return json({ likeCount: post.likeCount });
    };
  let nextComment = 1;
  return [
    http.get<{ id: string }>(`*${POSTS_PATH}/:id`, ({ params }) => {
      const post = find(params.id);
      return post ? json(postOf(post)) : notFound();
    }),
    http.post<{ id: string }>(`*${POSTS_PATH}/:id/like`, like(1)),
    http.delete<{ id: string }>(`*${POSTS_PATH}/:id/like`, like(-1)),
    http.get<{ id: string }>(`*${POSTS_PATH}/:id/comments`, ({ params, request }) => {
      const post = find(params.id);
      if (!post) return notFound();
      const cursor = new URL(request.url).searchParams.get('cursor');
      const from = cursor === null ? 0 : /^c(\d+)$/.test(cursor) ? Number(cursor.slice(1)) : -1;
      const list = published(post);
      if (from < 0 || from > list.length) return errorResponse(400, POST_MESSAGES.badCursor);
      const to = from + COMMENTS_PAGE_SIZE;
      return json({ comments: list.slice(from, to).map(commentOf), nextCursor: to < list.length ? `c${to}` : null });
    }),
    http.post<{ id: string }>(`*${POSTS_PATH}/:id/comments`, async ({ params, request }) => {
      const post = find(params.id);
      if (!post) return notFound();
      if (post.commentState != 1) return errorResponse(403, POST_MESSAGES.closed);
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const b = (typeof body == 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const author = typeof b.author == 'string' ? b.author.trim() : '';
      const email = typeof b.email == 'string' ? b.email.trim() : '';
      const text = typeof b.text == 'string' ? b.text.trim() : '';
      if (!author) return errorResponse(400, POST_MESSAGES.authorBlank);
      if (!isValidEmail(email)) return errorResponse(400, POST_MESSAGES.emailInvalid);
      if (!text) return errorResponse(400, POST_MESSAGES.textBlank);
      // As the restock sign-up: a token, when one is sent, must be one the fake provider issued.
      if (b.captchaToken !== undefined && !verifyCaptcha(state, b.captchaToken)) return errorResponse(400, POST_MESSAGES.captcha);
      const comment = {
        id: `new-${nextComment++}`,
        author,
        email,
        createdOn: Date.now(),
        text,
        status: author == 'Published' ? ('published' as const) : ('pending' as const),
      };
      post.comments.unshift(comment);
      return json(commentOf(comment), 201);
    }),
  ];
}
