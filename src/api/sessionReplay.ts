import type { Api } from './client';

/**
 * `GET /api/commerce/fullstory/getId` (spec 001 §7): the visitor's id at the session-replay service, in `data` (a text);
 * null when the answer holds none. Rejects with the usual typed errors.
 */
export async function fetchReplayId(api: Api): Promise<string | null> {
  const body = await api.request<{ data?: unknown } | null>('GET', '/api/commerce/fullstory/getId');
  return typeof body?.data == 'string' && body.data ? body.data : null;
}
