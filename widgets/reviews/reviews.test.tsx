import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { seedReviews } from '../../mock-server/reviews';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { mount } from './index';

const page = testPage();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  clearCookies('ss_cvr', 'ss_cvt');
  ensureCrumbCookie();
  document.body.innerHTML = '';
  document.head.querySelectorAll('#settings').forEach((l) => l.remove());
});

const BOTH = { storeSettings: { nativeReviewsEnabled: true, importedReviewsEnabled: true } };

function place(settings: object | null, productId = 'p-tee') {
  if (settings) {
    const json = document.createElement('script');
    json.type = 'application/json';
    json.id = 'settings';
    json.textContent = JSON.stringify(settings);
    document.head.append(json);
  }
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="reviews" data-product-id="${productId}"><p>Reviews</p></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  mount(el, page.with({ config: { ...widgetTestConfig, settings: settings ? '#settings' : null }, emit: () => {}, report: vi.fn() }));
  return el;
}
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const state = (el: HTMLElement) => el.getAttribute('data-sf-state');
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });
const reviewRequests = () => platform.requests.filter((r) => r.path.endsWith('/reviews'));

describe('the reviews widget', () => {
  it('shows nothing and asks for nothing by default (neither source enabled)', async () => {
    const el = place(null);
    await until(() => expect(state(el)).toBe('off'));
    expect(el.shadowRoot!.querySelector('section')).toBeNull();
    expect(reviewRequests()).toHaveLength(0);
    expect(platform.requests.filter((r) => r.path.startsWith('/api/commerce/products'))).toHaveLength(0);
  });

  it('with the kill switch on: nothing, and no review request, whatever the settings enable', async () => {
    const el = place({ ...BOTH, experiments: [{ name: 'reviews-kill-switch', experimentType: 'FEATURE_TOGGLE', variant: 'true' }] });
    await until(() => expect(state(el)).toBe('off'));
    expect(el.shadowRoot!.querySelector('section')).toBeNull();
    expect(reviewRequests()).toHaveLength(0);
  });

  it('the summary as one image named "… out of 5, … reviews", the distribution as a list, ten reviews a page', async () => {
    const el = place(BOTH);
    await until(() => expect(state(el)).toBe('ready'));
    const all = seedReviews('p-tee');
    const average = (all.reduce((s, r) => s + r.rating, 0) / all.length).toFixed(1);
    expect($(el, '[part=summary] [role=img]')!.getAttribute('aria-label')).toBe(`${average} out of 5, ${all.length} reviews`);
    const rows = $$(el, '[part=distribution] li .sf-visually-hidden').map((r) => r.textContent);
    expect(rows).toEqual([5, 4, 3, 2, 1].map((s) => `${s == 1 ? '1 star' : `${s} stars`}: ${all.filter((r) => r.rating == s).length}`));
    expect($(el, '[part=distribution]')!.getAttribute('aria-label')).toBe('Ratings');
    const items = $$(el, '[part=review]');
    expect(items).toHaveLength(10);
    expect(items[0]!.querySelector('[role=img]')!.getAttribute('aria-label')).toBe(`${all[0]!.rating} out of 5 stars`);
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe(all[0]!.createdOn);
    expect(items[0]!.textContent).toContain(`By ${all[0]!.author}`);
    expect(items[0]!.textContent).toContain('Imported');
    expect(items[0]!.textContent).toContain('Verified buyer');
    expect(reviewRequests()[0]!.query).toEqual({ sort: 'newest' });
  });

  it('Load more: the next ten, focus on the first new review; the last page has no Load more', async () => {
    const seen: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement) {
      seen.push(this);
    });
    const el = place(BOTH, 'p-mug');
    await until(() => expect(state(el)).toBe('ready'));
    expect($$(el, '[part=review]')).toHaveLength(9);
    expect($(el, '[part~=load-more]')).toBeNull();
    document.body.innerHTML = '';
    page.reset();
    const tee = place(BOTH);
    await until(() => expect($$(tee, '[part=review]')).toHaveLength(10));
    $(tee, '[part~=load-more]')!.click();
    await until(() => expect($$(tee, '[part=review]')).toHaveLength(20));
    expect(seen.at(-1)).toBe($$(tee, '[part=review]')[10]);
    expect(reviewRequests().at(-1)!.query).toEqual({ sort: 'newest', cursor: 'r10' });
    vi.restoreAllMocks();
  });

  it('sort by lowest rating asks again and shows the lowest first', async () => {
    const el = place(BOTH);
    await until(() => expect(state(el)).toBe('ready'));
    const select = $<HTMLSelectElement>(el, 'select[part=sort]')!;
    expect($(el, 'label[part=label]')!.textContent).toBe('Sort by');
    select.value = 'lowest';
    select.dispatchEvent(new Event('change'));
    await until(() => expect($$(el, '[part=review]')[0]!.querySelector('[role=img]')!.getAttribute('aria-label')).toBe('1 out of 5 stars'));
    expect(reviewRequests().at(-1)!.query).toEqual({ sort: 'lowest' });
  });

  it('only imported reviews enabled: asks for source=imported, and every review shown is imported', async () => {
    const el = place({ storeSettings: { importedReviewsEnabled: true } });
    await until(() => expect(state(el)).toBe('ready'));
    expect(reviewRequests()[0]!.query).toEqual({ sort: 'newest', source: 'imported' });
    const items = $$(el, '[part=review]');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.querySelector('[part~=imported]')).not.toBeNull();
  });

  it('"No reviews yet" for a product without any', async () => {
    const el = place(BOTH, 'p-ebook');
    await until(() => expect(state(el)).toBe('empty'));
    expect($(el, '[part=empty]')!.textContent).toBe('No reviews yet');
  });

  it('an error, then "Try again" asks again', async () => {
    platform.faults.push({ method: 'GET', path: '/api/commerce/products/p-tee/reviews', status: 500, times: 10 });
    const el = place(BOTH);
    await until(() => expect(state(el)).toBe('error'));
    expect($(el, '[role=alert]')!.textContent).toContain('Unable to load.');
    platform.faults.length = 0;
    $(el, 'button[part=button]')!.click();
    await until(() => expect(state(el)).toBe('ready'));
  });

  it("server text is text: a review's markup is shown as written, nothing parsed", async () => {
    server.use(
      http.get('*/api/commerce/products/:id/reviews', () =>
        HttpResponse.json({
          summary: { average: 4, count: 1, distribution: { 4: 1 } },
          reviews: [
            {
              id: 'x',
              author: '<b>Eve</b>',
              rating: 4,
              title: '<img src=x onerror=alert(1)>',
              body: 'Line one\n<script>bad()</script>',
              createdOn: 'nonsense',
              verifiedBuyer: false,
              source: 'native',
            },
          ],
          nextCursor: null,
        }),
      ),
    );
    const el = place(BOTH);
    await until(() => expect(state(el)).toBe('ready'));
    const item = $$(el, '[part=review]')[0]!;
    expect(item.querySelector('img, script, b')).toBeNull();
    expect(item.querySelector('[part=review-title]')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(item.querySelector('[part=body]')!.textContent).toBe('Line one\n<script>bad()</script>');
    expect(item.querySelector('time')).toBeNull();
    expect(item.textContent).not.toContain('Verified buyer');
  });
});
