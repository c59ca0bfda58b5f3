import type { Api } from './client';

// Posts, their likes and their comments (spec 001 §2 "comment link, comment area, like button", §3 "Post"). The spec
// shows no endpoint for any of them: these paths and shapes are assumptions (docs/embed-contract.md, "Assumptions"),
// served by the mock platform (mock-server/posts.ts). Failures reject with the client's typed errors.

export const POSTS_PATH = '/api/content/posts';

export const postPath = (id: string) => `${POSTS_PATH}/${encodeURIComponent(id)}`;

/** `GET /api/content/posts/{id}`: the spec's Post (assumed). */
export const fetchPost = (api: Api, id: string): Promise<unknown> => api.request('GET', postPath(id));

/** `POST` (like) or `DELETE` (unlike) `/api/content/posts/{id}/like`, answering `{ likeCount }` (assumed). */
export const setLiked = (api: Api, id: string, liked: boolean): Promise<{ likeCount?: unknown } | null> =>
  api.request(liked ? 'POST' : 'DELETE', `${postPath(id)}/like`);
