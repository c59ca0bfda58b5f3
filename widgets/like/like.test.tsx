import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { NetworkError } from '../../src/api/errors';
import { defaultT } from '../../src/i18n';
import type { Unmount } from '../../src/types';
import { testRuntime } from '../../tests/unit/testRuntime';
import { createLikeController, SETTLE_MS, type LikeView } from './coalesce';
import { mount } from './index';
import { likedKey } from './Like';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the like controller: presses coalesced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make(over: { liked?: boolean; count?: number; send?: (liked: boolean) => Promise<number | undefined> } = {}) {
    const sent: boolean[] = [];
    const views: LikeView[] = [];
    const errors: unknown[] = [];
    const saved: boolean[] = [];
    const c = createLikeController({
      liked: over.liked ?? false,
      count: over.count ?? 12,
      send: (liked) => (sent.push(liked), over.send ? over.send(liked) : Promise.resolve(undefined)),
      onChange: (v) => views.push(v),
      onError: (e) => errors.push(e),
      onSaved: (l) => saved.push(l),
    });
    return { c, sent, views, errors, saved };
  }

  it('one press: the view moves at once, one request once the presses rest, remembered', async () => {
    const { c, sent, saved } = make({ send: () => Promise.resolve(13) });
    c.press();
    expect(c.view()).toEqual({ liked: true, count: 13, sending: false });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(sent).toEqual([true]);
    expect(saved).toEqual([true]);
    expect(c.view()).toEqual({ liked: true, count: 13, sending: false });
    c.press();
    expect(c.view().count).toBe(12);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(sent).toEqual([true, false]);
  });

  it('five fast presses send one request (the state left); four send none', async () => {
    const { c, sent } = make();
    for (let i = 0; i < 5; i++) {
      c.press();
      await vi.advanceTimersByTimeAsync(60);
    }
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(sent).toEqual([true]);
    for (let i = 0; i < 4; i++) {
      c.press();
      await vi.advanceTimersByTimeAsync(60);
    }
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(sent).toEqual([true]);
    expect(c.view().liked).toBe(true);
  });

  it('at most one request in flight: a press meanwhile goes once the answer is in', async () => {
    let answer!: (n: number) => void;
    const { c, sent } = make({ send: () => new Promise<number>((r) => (answer = r)) });
    c.press();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(c.view().sending).toBe(true);
    c.press();
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 3);
    expect(sent).toEqual([true]);
    answer(13);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(sent).toEqual([true, false]);
  });

  it('a failure rolls back to the platform state and reports the error', async () => {
    const error = new NetworkError(defaultT, 'POST like → offline');
    const { c, errors, saved } = make({ liked: true, count: 5, send: () => Promise.reject(error) });
    c.press();
    expect(c.view()).toEqual({ liked: false, count: 4, sending: false });
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(c.view()).toEqual({ liked: true, count: 5, sending: false });
    expect(errors).toEqual([error]);
    expect(saved).toEqual([]);
  });

  it('disposed: nothing is sent', async () => {
    const { c, sent } = make();
    c.press();
    c.dispose();
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(sent).toEqual([]);
  });
});

describe('the like widget', () => {
  const unmounts: Unmount[] = [];
  beforeEach(() => {
    resetMockPlatform();
    document.body.innerHTML = '';
    localStorage.clear();
    ensureCrumbCookie();
  });
  afterEach(() => unmounts.splice(0).forEach((u) => u()));

  function place(attrs: string, settings: object = { simpleLikingEnabled: true }) {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="settings">${JSON.stringify(settings)}</script>
       <script type="application/json" id="post">{"id": "fern-bathroom", "likeCount": 12, "commentState": 1}</script>
       <div data-sf-widget="like" ${attrs}><span>fallback</span></div>`,
    );
    const el = document.body.lastElementChild as HTMLElement;
    const report = vi.fn();
    unmounts.push(mount(el, testRuntime({ config: { settings: '#settings' }, report })));
    return { el, report };
  }
  const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
  const button = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button[part=button]')!;
  const count = (el: HTMLElement) => el.shadowRoot!.querySelector('[part=count]')!.textContent;
  const likes = () => platform.requests.filter((r) => r.path == '/api/content/posts/fern-bathroom/like');

  it('hidden unless the settings turn liking on', async () => {
    const { el } = place('data-post-json="#post"', {});
    await vi.waitFor(() => expect(stateOf(el)).toBe('hidden'));
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
    expect(platform.requests).toEqual([]);
  });

  it('a press likes (aria-pressed, the count, one POST), remembered for this browser; again unlikes (DELETE)', async () => {
    const { el } = place('data-post-json="#post"');
    await vi.waitFor(() => expect(stateOf(el)).toBe('idle'));
    expect(button(el).getAttribute('aria-pressed')).toBe('false');
    expect(button(el).textContent).toBe('Like');
    expect(count(el)).toBe('12 likes');
    button(el).click();
    await vi.waitFor(() => expect(button(el).getAttribute('aria-pressed')).toBe('true'));
    expect(count(el)).toBe('13 likes');
    await vi.waitFor(() => expect(likes().map((r) => r.method)).toEqual(['POST']));
    await vi.waitFor(() => expect(localStorage.getItem(likedKey('fern-bathroom'))).toBe('1'));
    expect(platform.posts[0]!.likeCount).toBe(13);
    button(el).click();
    await vi.waitFor(() => expect(likes().map((r) => r.method)).toEqual(['POST', 'DELETE']));
    await vi.waitFor(() => expect(localStorage.getItem(likedKey('fern-bathroom'))).toBeNull());
    expect(count(el)).toBe('12 likes');
  });

  it('a browser that liked the post shows it pressed', async () => {
    localStorage.setItem(likedKey('fern-bathroom'), '1');
    const { el } = place('data-post-json="#post"');
    await vi.waitFor(() => expect(stateOf(el)).toBe('idle'));
    expect(button(el).getAttribute('aria-pressed')).toBe('true');
  });

  it('a network failure rolls back with "Please check your internet connection."', async () => {
    platform.faults.push({ method: 'POST', path: '/api/content/posts/fern-bathroom/like', networkError: true, times: 1 });
    const { el } = place('data-post-json="#post"');
    await vi.waitFor(() => expect(stateOf(el)).toBe('idle'));
    button(el).click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('error'));
    expect(button(el).getAttribute('aria-pressed')).toBe('false');
    expect(count(el)).toBe('12 likes');
    expect(el.shadowRoot!.querySelector('[part=message]')!.textContent).toBe('Please check your internet connection.');
    expect(el.shadowRoot!.querySelector('[part=message]')!.getAttribute('role')).toBe('alert');
  });

  it('data-post-id: the Post is fetched (GET /api/content/posts/{id})', async () => {
    platform.posts[0]!.likeCount = 1;
    const { el } = place('data-post-id="fern-bathroom"');
    await vi.waitFor(() => expect(stateOf(el)).toBe('idle'));
    expect(count(el)).toBe('1 like');
    expect(platform.requests.filter((r) => r.path.startsWith('/api/content/')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/content/posts/fern-bathroom',
    ]);
  });

  it('an unknown post id fails (the fallback shows, one report)', async () => {
    const { el, report } = place('data-post-id="nope"');
    await vi.waitFor(() => expect(stateOf(el)).toBe('failed'));
    // Reported after the render that shows the state (src/ui/defineWidget.tsx, useWidgetState).
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['neither source', ''],
    ['both sources', 'data-post-json="#post" data-post-id="x"'],
    ['JSON without an id', 'data-post-json="#settings"'],
  ])('%s: refused at the edge', (_, attrs) => {
    expect(() => place(attrs)).toThrow(/data-post-json|data-post-id|post JSON/);
  });
});
