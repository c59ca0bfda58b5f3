import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { fakeProvider } from '../../src/forms/captcha/fakeProvider';
import type { Unmount } from '../../src/types';
import { testRuntime } from '../../tests/unit/testRuntime';
import { disqusName } from './Area';
import { parseComment, parseCommentPage } from './comment';
import { disqusScript } from './Disqus';
import { mount } from './index';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** IntersectionObserver under the test's control: `near()` says every observed element is within a screen. */
const observed: { el: Element; cb: IntersectionObserverCallback; io: IntersectionObserver }[] = [];
class FakeObserver {
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private cb: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
  }
  observe(el: Element) {
    observed.push({ el, cb: this.cb, io: this as unknown as IntersectionObserver });
  }
  disconnect() {
    for (let i = observed.length - 1; i >= 0; i--) if (observed[i]!.io === (this as unknown)) observed.splice(i, 1);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const near = () =>
  observed.splice(0).forEach(({ el, cb, io }) => cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], io));

const unmounts: Unmount[] = [];
beforeEach(() => {
  resetMockPlatform();
  document.body.innerHTML = '';
  ensureCrumbCookie();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  observed.length = 0;
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script[src*="disqus"]').forEach((s) => s.remove());
});

const POST = { id: 'fern-bathroom', likeCount: 12, publicCommentCount: 4, commentState: 1, fullUrl: '/journal' };

function place(attrs: string, { settings = {}, post = POST }: { settings?: object; post?: object } = {}) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="settings">${JSON.stringify(settings)}</script>
     <script type="application/json" id="post">${JSON.stringify(post)}</script>
     <div data-sf-widget="comments" ${attrs}><a href="#comments">Comments</a></div>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  const report = vi.fn();
  unmounts.push(mount(el, testRuntime({ config: { settings: '#settings' }, report })));
  return { el, report };
}
const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
const inState = (el: HTMLElement, s: string) => vi.waitFor(() => expect(stateOf(el)).toBe(s));
const $ = <T extends Element = HTMLElement>(el: HTMLElement, sel: string) => el.shadowRoot!.querySelector<T>(sel);
const $$ = (el: HTMLElement, sel: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(sel)];
const content = () => platform.requests.filter((r) => r.path.startsWith('/api/content/'));

describe('comments: the link', () => {
  it.each([
    [{ ...POST, publicCommentCount: 0 }, 'Comment'],
    [{ ...POST, publicCommentCount: 1 }, '1 comment'],
    [POST, '4 comments'],
  ])('%j → %s, to fullUrl#comments', async (post, words) => {
    const { el } = place('data-post-json="#post"', { post });
    await inState(el, 'link');
    const a = $<HTMLAnchorElement>(el, 'a[part=link]')!;
    expect(a.textContent).toBe(words);
    expect(a.getAttribute('href')).toBe(`${location.origin}/journal#comments`);
  });

  it('hidden where comments are off for the site, or neither open nor any public (spec 001 §4)', async () => {
    const off = place('data-post-json="#post"', { settings: { commentsEnabled: false } });
    await inState(off.el, 'hidden');
    document.body.innerHTML = '';
    const closed = place('data-post-json="#post"', { post: { ...POST, commentState: 2, publicCommentCount: 0 } });
    await inState(closed.el, 'hidden');
    expect($(closed.el, 'a')).toBeNull();
  });

  it('data-post-id: the Post is fetched', async () => {
    const { el } = place('data-post-id="fern-bathroom"');
    await inState(el, 'link');
    expect($(el, 'a')!.textContent).toBe('4 comments');
    expect(content().map((r) => r.path)).toEqual(['/api/content/posts/fern-bathroom']);
  });

  it('data-mode other than link or area is refused', () => {
    expect(() => place('data-post-json="#post" data-mode="thread"')).toThrow(/data-mode/);
  });
});

describe('comments: the area (the platform comments)', () => {
  async function area(settings: object = {}) {
    const placed = place('data-post-json="#post" data-mode="area"', { settings });
    await inState(placed.el, 'waiting');
    // Watched for once its effects ran.
    await vi.waitFor(() => expect(observed).toHaveLength(1));
    return placed;
  }

  it('nothing before it is near; then the seeded comments, newest first, with relative times, text as text; Load more', async () => {
    const { el } = await area();
    await new Promise((r) => setTimeout(r, 50));
    expect(content()).toEqual([]);
    expect($(el, 'slot')).not.toBeNull(); // the fallback shows
    expect(observed).toHaveLength(1);
    near();
    await inState(el, 'idle');
    expect($(el, 'h2')!.textContent).toBe('Comments');
    const items = () => $$(el, '[part~=comment]');
    expect(items().map((c) => c.querySelector('[part=author]')!.textContent)).toEqual(['Priya', 'Tom B.', 'Aiko']);
    expect(items().map((c) => c.querySelector('[part=time]')!.textContent)).toEqual([
      'about 3 hours ago',
      'about 2 days ago',
      'about 3 weeks ago',
    ]);
    expect(items()[0]!.querySelector('[part=text]')!.textContent).toContain('two new fronds <3');
    expect(items()[0]!.querySelector('[part=text]')!.children).toHaveLength(0);
    $<HTMLButtonElement>(el, '[part=more]')!.click();
    await vi.waitFor(() => expect(items()).toHaveLength(4));
    expect(items()[3]!.querySelector('[part=time]')!.textContent).toBe('about 2 months ago');
    expect($(el, '[part=more]')).toBeNull();
    expect(content().map((r) => `${r.path}${r.query.cursor ? `?cursor=${r.query.cursor}` : ''}`)).toEqual([
      '/api/content/posts/fern-bathroom/comments',
      '/api/content/posts/fern-bathroom/comments?cursor=c3',
    ]);
  });

  it('a non-numeric time shows "Invalid date."', async () => {
    platform.posts[0]!.comments[0]!.createdOn = 'soon' as unknown as number;
    const { el } = await area();
    near();
    await inState(el, 'idle');
    expect($(el, '[part=time]')!.textContent).toBe('Invalid date.');
  });

  const fill = (el: HTMLElement, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      const input = $<HTMLInputElement>(el, `[name=${name}]`)!;
      input.focus();
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  const submit = (el: HTMLElement) =>
    $<HTMLFormElement>(el, 'form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

  it('the form: each blank or bad field named, nothing sent; then the comment goes and awaits approval', async () => {
    const { el } = await area();
    near();
    await inState(el, 'idle');
    expect($$(el, 'label').map((l) => l.textContent)).toEqual(['Name', 'Email', 'Comment']);
    submit(el);
    await inState(el, 'invalid');
    expect($$(el, '[part=field-error]').map((e) => e.textContent)).toEqual([
      'Name cannot be blank',
      'Email cannot be blank',
      'Comment cannot be blank',
    ]);
    expect($(el, '[name=author]')!.getAttribute('aria-invalid')).toBe('true');
    expect($(el, '[name=author]')!.getAttribute('aria-describedby')).toBe('sf-comment-author-error');
    expect(el.shadowRoot!.activeElement).toBe($(el, '[name=author]'));
    fill(el, { author: 'Ada', email: 'ada@', text: 'Hello' });
    submit(el);
    await vi.waitFor(() => expect($$(el, '[part=field-error]').map((e) => e.textContent)).toEqual(['Email is invalid']));
    expect(content().filter((r) => r.method == 'POST')).toEqual([]);

    fill(el, { email: 'ada@example.com', text: 'Mine loves\nthe steam.' });
    submit(el);
    await inState(el, 'pending');
    expect($(el, '[part=success]')!.textContent).toBe('Your comment is awaiting approval.');
    expect($(el, '[part=success]')!.getAttribute('role')).toBe('status');
    const first = $$(el, '[part~=comment]')[0]!;
    expect(first.getAttribute('part')).toBe('comment pending');
    expect(first.querySelector('[part=text]')!.textContent).toBe('Mine loves\nthe steam.');
    expect(first.querySelector('[part=time]')!.textContent).toBe('less than a minute ago');
    expect(first.querySelector('[part=pending-mark]')!.textContent).toBe('Awaiting approval');
    expect($<HTMLTextAreaElement>(el, '[name=text]')!.value).toBe('');
    expect(platform.posts[0]!.comments[0]).toMatchObject({ author: 'Ada', email: 'ada@example.com', status: 'pending' });
  });

  it('a published answer says so; a failure shows the server text', async () => {
    const { el } = await area();
    near();
    await inState(el, 'idle');
    fill(el, { author: 'Published', email: 'p@example.com', text: 'Hi' });
    submit(el);
    await inState(el, 'published');
    expect($(el, '[part=success]')!.textContent).toBe('Your comment is published.');
    platform.faults.push({
      method: 'POST',
      path: '/api/content/posts/fern-bathroom/comments',
      status: 500,
      body: { message: 'Comments are resting.' },
      times: 1,
    });
    fill(el, { text: 'Again' });
    submit(el);
    await inState(el, 'error');
    expect($(el, '[part=message]')!.textContent).toBe('Comments are resting.');
  });

  it('with a captcha site key: the captcha shows once the visitor is in the form, and its token is sent', async () => {
    const fake = fakeProvider();
    (window as unknown as { grecaptcha?: unknown }).grecaptcha = fake;
    try {
      const { el } = await area({ captchaSettings: { siteKey: 'k1' } });
      near();
      await inState(el, 'idle');
      expect($(el, '[part=captcha]')).toBeNull();
      fill(el, { author: 'Ada', email: 'ada@example.com', text: 'Hi' });
      await vi.waitFor(() => expect($(el, '[part=captcha]')?.dataset.state).toBe('ready'));
      submit(el);
      await inState(el, 'invalid');
      expect($(el, '[part=message]')!.textContent).toBe('Complete CAPTCHA before submitting.');
      platform.captchaTokens.push('issued');
      fake.complete(0, 'issued');
      submit(el);
      await inState(el, 'pending');
      expect(platform.captchaTokens).toEqual([]);
    } finally {
      delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
    }
  });

  it('Disqus where the settings name it: its embed only once near, with the post id and URL', async () => {
    const { el } = await area({ disqusShortname: 'fern-field' });
    expect(document.querySelector('script[src*="disqus"]')).toBeNull();
    near();
    await inState(el, 'disqus');
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="disqus"]')!;
    expect(script.getAttribute('src')).toBe(disqusScript('fern-field'));
    expect(script.getAttribute('src')).toBe('https://fern-field.disqus.com/embed.js');
    const thread = el.querySelector('#disqus_thread')!;
    expect(thread.getAttribute('slot')).toBe('disqus');
    const page: { url?: string; identifier?: string } = {};
    (window as unknown as { disqus_config: (this: { page: typeof page }) => void }).disqus_config.call({ page });
    expect(page).toEqual({ url: `${location.origin}/journal`, identifier: 'fern-bathroom' });
    expect(content()).toEqual([]);
  });
});

describe('comment parsing', () => {
  it('keeps usable comments, drops the rest', () => {
    expect(parseComment({ id: 3, author: 'A', createdOn: 1, text: 'x', status: 'pending' })).toEqual({
      id: '3',
      author: 'A',
      createdOn: 1,
      text: 'x',
      pending: true,
    });
    expect(parseComment({ id: 'a', text: 5 })).toBeNull();
    expect(parseCommentPage({ comments: [{ id: 'a', text: 'ok' }, null], nextCursor: '' })).toEqual({
      comments: [{ id: 'a', author: '', createdOn: undefined, text: 'ok' }],
      nextCursor: null,
    });
    expect(parseCommentPage({})).toBeNull();
  });
  it('a Disqus name is letters, digits and hyphens', () => {
    expect(disqusName('fern-field')).toBe('fern-field');
    expect(disqusName('evil.com/x')).toBeNull();
    expect(disqusName(undefined)).toBeNull();
  });
});
