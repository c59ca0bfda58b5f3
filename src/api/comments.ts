import type { Api } from './client';
import { postPath } from './posts';

// A post's comments (assumed, as the rest of ./posts.ts: docs/embed-contract.md, "Assumptions"); apart, so that only the
// comment area's code (loaded when it is scrolled near) carries them.

/** `GET /api/content/posts/{id}/comments[?cursor]` → `{ comments: [{ id, author, createdOn, text }], nextCursor }` (assumed). */
export const fetchComments = (api: Api, id: string, cursor?: string | null): Promise<unknown> =>
  api.request('GET', `${postPath(id)}/comments`, cursor ? { searchParams: { cursor } } : undefined);

/** A visitor's new comment: `captchaToken` only when the captcha is shown. */
export interface CommentRequest {
  author: string;
  email: string;
  text: string;
  captchaToken?: string;
}

/** `POST /api/content/posts/{id}/comments` with `{ author, email, text }` → the comment with `status` (assumed). */
export const postComment = (api: Api, id: string, comment: CommentRequest): Promise<unknown> =>
  api.request('POST', `${postPath(id)}/comments`, { json: comment });
