import { HTTPError, TimeoutError } from 'ky';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransport, CSRF_HEADER, SITE_USER_HEADER } from './transport';

// The ky instance's rules, on a fake clock: the waits are measured, never slept through.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => server.close());

const ROOT = 'http://127.0.0.1:3000/';
const URL_ = `${ROOT}api/t`;
const api = createTransport({ prefixUrl: ROOT });
/** Resolves with the error a promise rejects with (and fails if it resolves). */
const failure = <E = HTTPError>(p: Promise<unknown>): Promise<E> =>
  p.then(
    () => Promise.reject(new Error('expected a failure')),
    (e: unknown) => e as E,
  );
/** Counts calls and when (on the fake clock) they came; answers with the responses in turn, the last one from then on. */
function route(method: 'get' | 'post', ...answers: (() => Response | Promise<Response>)[]) {
  const seen: { request: Request; at: number }[] = [];
  server.use(
    http[method](URL_, ({ request }) => {
      seen.push({ request, at: Date.now() });
      return answers[Math.min(seen.length, answers.length) - 1]!();
    }),
  );
  return seen;
}
/** Runs `p` to its end, moving the fake clock on as far as `ms`; returns how much fake time it took. */
async function settle<T>(p: Promise<T>, ms = 60_000): Promise<number> {
  const start = Date.now();
  let done = false;
  void p.finally(() => (done = true)).catch(() => {});
  for (let t = 0; t < ms && !done; t += 50) await vi.advanceTimersByTimeAsync(50);
  return Date.now() - start;
}

describe('the ky transport', () => {
  it('sends JSON with its content type, the search parameters and credentials, and resolves with the 2xx response', async () => {
    const seen = route('post', () => HttpResponse.json({ ok: 1 }));
    const response = await api.post('api/t', { json: { a: 1 }, searchParams: { q: 'x y', n: 2 }, headers: { 'X-A': 'b' } });
    expect(await response.json()).toEqual({ ok: 1 });
    expect(seen).toHaveLength(1);
    const { request } = seen[0]!;
    expect(new URL(request.url).search).toBe('?q=x+y&n=2');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-a')).toBe('b');
    expect(await request.json()).toEqual({ a: 1 });
    expect(request.credentials).toBe('include');
  });

  it('puts the crumb on writes only, and the site user token on every request', async () => {
    document.cookie = 'crumb=c1; path=/';
    const withToken = createTransport({ prefixUrl: ROOT, siteUserToken: () => 'u1' });
    const posts = route('post', () => HttpResponse.json({}));
    const gets = route('get', () => HttpResponse.json({}));
    await withToken.post('api/t', { json: {} });
    await withToken.get('api/t');
    expect(posts[0]!.request.headers.get(CSRF_HEADER)).toBe('c1');
    expect(gets[0]!.request.headers.get(CSRF_HEADER)).toBeNull();
    expect([posts[0]!.request.headers.get(SITE_USER_HEADER), gets[0]!.request.headers.get(SITE_USER_HEADER)]).toEqual(['u1', 'u1']);
  });

  it('rejects with the unread response for a non-2xx status', async () => {
    route('get', () => HttpResponse.json({ message: 'nope' }, { status: 404 }));
    const error = await failure(api.get('api/t'));
    expect(error).toBeInstanceOf(HTTPError);
    expect(error.response.status).toBe(404);
    expect(await error.response.json()).toEqual({ message: 'nope' });
  });

  it('tries a GET again after 500, 503 and a network error, up to its retries', async () => {
    const seen = route(
      'get',
      () => HttpResponse.json({}, { status: 500 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ ok: true }),
    );
    const ok = api.get('api/t').json();
    await settle(ok);
    expect(await ok).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
    const always = route('get', () => HttpResponse.json({}, { status: 503 }));
    const once = createTransport({ prefixUrl: ROOT, retries: 1 });
    const failed = failure(once.get('api/t'));
    await settle(failed);
    expect((await failed).response.status).toBe(503);
    expect(always).toHaveLength(2);
  });

  it('never repeats a write, nor a GET that failed with a status not worth repeating', async () => {
    const post = route('post', () => HttpResponse.error());
    const write = failure(api.post('api/t', { json: {} }));
    await settle(write);
    await write;
    expect(post).toHaveLength(1);
    const get = route('get', () => HttpResponse.json({}, { status: 404 }));
    const read = failure(api.get('api/t'));
    await settle(read);
    await read;
    expect(get).toHaveLength(1);
  });

  it("waits the server's Retry-After after a 429 before the next GET", async () => {
    const seen = route(
      'get',
      () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '1' } }),
      () => HttpResponse.json({ ok: true }),
    );
    const ok = api.get('api/t');
    await settle(ok);
    await ok;
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('does not repeat a GET whose Retry-After is longer than 10 s: the 429 stands at once', async () => {
    const seen = route(
      'get',
      () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '60' } }),
      () => HttpResponse.json({ ok: true }),
    );
    const failed = failure(api.get('api/t'));
    const took = await settle(failed);
    expect((await failed).response.status).toBe(429);
    expect(took).toBeLessThan(500);
    expect(seen).toHaveLength(1);
  });

  it('gives up after the timeout, without retrying', async () => {
    const seen = route('get', async () => {
      await delay(1000);
      return HttpResponse.json({});
    });
    const quick = createTransport({ prefixUrl: ROOT, timeout: 100 });
    const failed = failure(quick.get('api/t'));
    const took = await settle(failed);
    expect(await failed).toBeInstanceOf(TimeoutError);
    expect(took).toBeLessThan(900);
    expect(seen).toHaveLength(1);
  });

  it("stops at the caller's cancel, also while waiting to retry", async () => {
    const seen = route('get', () => HttpResponse.json({}, { status: 503 }));
    const controller = new AbortController();
    const pending = failure(api.get('api/t', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100); // the first answer is in; the retry is waiting its 300 ms
    expect(seen).toHaveLength(1);
    controller.abort();
    expect((await pending).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toHaveLength(1);
  });

  it('backs off 300 ms, 600 ms, 1.2 s … up to 4 s', async () => {
    const seen = route('get', () => HttpResponse.json({}, { status: 500 }));
    const patient = createTransport({ prefixUrl: ROOT, retries: 6 });
    const failed = failure(patient.get('api/t'));
    await settle(failed);
    await failed;
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at);
    // Each gap is the back-off plus the few ms of the fake clock's 50 ms steps.
    expect(gaps.map((g) => Math.floor(g / 50) * 50)).toEqual([300, 600, 1200, 2400, 4000, 4000]);
  });
});
