import { isObj } from '../../src/input/isObj';

/** One comment as the area shows it (the assumed `{ id, author, createdOn, text }`, with the new one's `status`). */
export interface CommentData {
  id: string;
  author: string;
  /** Epoch ms as the platform sent it: a non-numeric one shows "Invalid date." (spec 001 §8). */
  createdOn: unknown;
  text: string;
  /** A comment this visitor just posted that awaits the owner's approval. */
  pending?: boolean;
}

/** A comment of the platform's answer, or null when it is not one (no id, or no text). Text is kept as text. */
export function parseComment(raw: unknown): CommentData | null {
  if (!isObj(raw)) return null;
  const id = typeof raw.id == 'string' || typeof raw.id == 'number' ? String(raw.id) : '';
  if (!id || typeof raw.text != 'string') return null;
  return {
    id,
    author: typeof raw.author == 'string' ? raw.author : '',
    createdOn: raw.createdOn,
    text: raw.text,
    ...(raw.status == 'pending' ? { pending: true } : {}),
  };
}

/** A page of comments: its comments (the unusable ones left out) and the cursor of the next page, or null. */
export function parseCommentPage(raw: unknown): { comments: CommentData[]; nextCursor: string | null } | null {
  if (!isObj(raw) || !Array.isArray(raw.comments)) return null;
  const comments = raw.comments.map(parseComment).filter((c): c is CommentData => c !== null);
  const next = raw.nextCursor;
  return { comments, nextCursor: typeof next == 'string' && next ? next : null };
}
