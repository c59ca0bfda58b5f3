import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs, HttpStatusError, HttpTimeoutError, send, type HttpOptions } from './http';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const URL_ = 'http://127.0.0.1:3000/api/t';
const GET: HttpOptions = { method: 'GET', timeout: 2000, retries: 2 };
const failure = (p: Promise<unknown>): Promise<any> => p.then(() => Promise.reject(new Error('expected a failure')), (e: unknown) => e);
/** Counts calls; answers with the responses in turn, the last one from then on. */
function route(method: 'get' | 'post', ...answers: (() => Response | Promise<Response>)[]) {
  const seen: Request[] = [];
  server.use(
    http[method](URL_, ({ request }) => {
      seen.push(request);
      return answers[Math.min(seen.length, answers.length) - 1]!();
    }),
  );
  return seen;
}

describe('send', () => {
  it('sends JSON with its content type, the search parameters and credentials, and resolves with the 2xx response', async () => {
    const seen = route('post', () => HttpResponse.json({ ok: 1 }));
    const response = await send(URL_, { method: 'POST', json: { a: 1 }, searchParams: { q: 'x y', n: 2 }, headers: { 'X-A': 'b' }, timeout: 2000, retries: 2 });
    expect(await response.json()).toEqual({ ok: 1 });
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).search).toBe('?q=x+y&n=2');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('x-a')).toBe('b');
    expect(await seen[0]!.json()).toEqual({ a: 1 });
    expect(seen[0]!.credentials).toBe('include');
  });

  it('rejects with the unread response for a non-2xx status', async () => {
    route('get', () => HttpResponse.json({ message: 'nope' }, { status: 404 }));
    const error = await failure(send(URL_, GET));
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error.response.status).toBe(404);
    expect(await error.response.json()).toEqual({ message: 'nope' });
  });

  it('tries a GET again after 500, 503 and a network error, up to its retries', async () => {
    const seen = route('get', () => HttpResponse.json({}, { status: 500 }), () => HttpResponse.error(), () => HttpResponse.json({ ok: true }));
    expect(await (await send(URL_, GET)).json()).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
    const always = route('get', () => HttpResponse.json({}, { status: 503 }));
    expect((await failure(send(URL_, { ...GET, retries: 1 }))).response.status).toBe(503);
    expect(always).toHaveLength(2);
  }, 10_000);

  it('never repeats a write, nor a GET that failed with a status not worth repeating', async () => {
    const post = route('post', () => HttpResponse.error());
    await failure(send(URL_, { method: 'POST', json: {}, timeout: 2000, retries: 2 }));
    expect(post).toHaveLength(1);
    const get = route('get', () => HttpResponse.json({}, { status: 404 }));
    await failure(send(URL_, GET));
    expect(get).toHaveLength(1);
  });

  it("waits the server's Retry-After after a 429 before the next GET", async () => {
    const seen = route('get', () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '1' } }), () => HttpResponse.json({ ok: true }));
    const start = Date.now();
    await send(URL_, GET);
    expect(seen).toHaveLength(2);
    expect(Date.now() - start).toBeGreaterThanOrEqual(950);
  });

  it('does not repeat a GET whose Retry-After is longer than 10 s: the 429 stands at once', async () => {
    const seen = route('get', () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '60' } }), () => HttpResponse.json({ ok: true }));
    const start = Date.now();
    expect((await failure(send(URL_, GET))).response.status).toBe(429);
    expect(Date.now() - start).toBeLessThan(500);
    expect(seen).toHaveLength(1);
  });

  it('gives up after the timeout, without retrying', async () => {
    const seen = route('get', async () => {
      await delay(1000);
      return HttpResponse.json({});
    });
    const start = Date.now();
    expect(await failure(send(URL_, { ...GET, timeout: 100 }))).toBeInstanceOf(HttpTimeoutError);
    expect(Date.now() - start).toBeLessThan(900);
    expect(seen).toHaveLength(1);
  });

  it("stops at the caller's cancel, also while waiting to retry", async () => {
    const seen = route('get', () => HttpResponse.json({}, { status: 503 }));
    const controller = new AbortController();
    const pending = failure(send(URL_, { ...GET, signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 100)); // the first answer is in; the retry is waiting its 300 ms
    controller.abort();
    expect((await pending).name).toBe('AbortError');
    await new Promise((r) => setTimeout(r, 400));
    expect(seen).toHaveLength(1);
  });

  it('backs off 300 ms, 600 ms, 1.2 s … up to 4 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([300, 600, 1200, 2400, 4000, 4000]);
  });
});
