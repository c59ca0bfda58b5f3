// @vitest-environment node
// The posts, likes and comments the mock platform serves (mock-server/posts.ts), driven through msw's getResponse as
// the Node server does.
import { beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';
import { COMMENTS_PAGE_SIZE, POST_MESSAGES } from './posts';
import { createState, resetState, type PlatformState } from './state';
import { statusAndBody, TestBrowser } from './testBrowser';

const POST = '/api/content/posts/fern-bathroom';
let state: PlatformState;
let visitor: TestBrowser;
const call = async (method: string, path: string, body?: unknown) => statusAndBody(await visitor.call(method, path, { body }));

beforeEach(() => {
  state = createState();
  visitor = new TestBrowser(createHandlers(state));
});

describe('posts', () => {
  it('the Post: its public comments counted', async () => {
    expect(await call('GET', POST)).toEqual([
      200,
      {
        id: 'fern-bathroom',
        likeCount: 12,
        publicCommentCount: 4,
        commentState: 1,
        fullUrl: '/journal',
        author: { displayName: 'Maya Green' },
      },
    ]);
    expect(await call('GET', '/api/content/posts/nope')).toEqual([404, { message: POST_MESSAGES.postNotFound }]);
  });

  it('likes: POST adds one, DELETE takes one (never below 0); a write needs the crumb', async () => {
    expect(await call('POST', `${POST}/like`)).toEqual([200, { likeCount: 13 }]);
    expect(await call('DELETE', `${POST}/like`)).toEqual([200, { likeCount: 12 }]);
    state.posts[0]!.likeCount = 0;
    expect(await call('DELETE', `${POST}/like`)).toEqual([200, { likeCount: 0 }]);
    expect((await visitor.call('POST', `${POST}/like`, { csrf: null })).status).toBe(401);
  });

  it('comments: newest first, in pages with a cursor', async () => {
    const [status, first] = (await call('GET', `${POST}/comments`)) as [number, { comments: { id: string }[]; nextCursor: string }];
    expect(status).toBe(200);
    expect(first.comments.map((c) => c.id)).toEqual(['c-4', 'c-3', 'c-2']);
    expect(first.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    const [, next] = (await call('GET', `${POST}/comments?cursor=${first.nextCursor}`)) as [
      number,
      { comments: { id: string }[]; nextCursor: null },
    ];
    expect(next).toMatchObject({ comments: [{ id: 'c-1' }], nextCursor: null });
    expect((await call('GET', `${POST}/comments?cursor=zz`))[0]).toBe(400);
  });

  it('a new comment is pending (not listed, not counted); its fields are checked; a reset reseeds', async () => {
    const [status, body] = await call('POST', `${POST}/comments`, { author: 'Ada', email: 'ada@example.com', text: ' Hello ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ author: 'Ada', text: 'Hello', status: 'pending' });
    expect(((await call('GET', POST))[1] as { publicCommentCount: number }).publicCommentCount).toBe(4);
    expect(await call('POST', `${POST}/comments`, { author: ' ', email: 'a@b.co', text: 'x' })).toEqual([
      400,
      { message: POST_MESSAGES.authorBlank },
    ]);
    expect(await call('POST', `${POST}/comments`, { author: 'A', email: 'a@', text: 'x' })).toEqual([
      400,
      { message: POST_MESSAGES.emailInvalid },
    ]);
    expect(await call('POST', `${POST}/comments`, { author: 'A', email: 'a@b.co', text: '' })).toEqual([
      400,
      { message: POST_MESSAGES.textBlank },
    ]);
    expect(await call('POST', `${POST}/comments`, { author: 'A', email: 'a@b.co', text: 'x', captchaToken: 'made-up' })).toEqual([
      400,
      { message: POST_MESSAGES.captcha },
    ]);
    state.posts[0]!.commentState = 2;
    expect(await call('POST', `${POST}/comments`, { author: 'A', email: 'a@b.co', text: 'x' })).toEqual([
      403,
      { message: POST_MESSAGES.closed },
    ]);
    resetState(state);
    expect(state.posts[0]!.comments).toHaveLength(4);
  });
});
