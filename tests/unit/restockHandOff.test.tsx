// Two widgets together: a restock form replaces add-to-cart of the same product and scope while it shows (widgets
// never import each other; they meet through the product context's store). The widgets' own tests stay in their folders.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server } from '../../mock-server/node';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import type { Unmount, WidgetContext } from '../../src/types';
import { mount as mountAddToCart } from '../../widgets/add-to-cart/index';
import { mount as mountRestock } from '../../widgets/restock-form/index';
import { widgetTestConfig } from './widgetTestConfig';
import { testPage } from './testRuntime';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = widgetTestConfig;

const unmounts: Unmount[] = [];
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  ensureCrumbCookie();
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  vi.restoreAllMocks();
});

const mounts: Record<string, WidgetMount> = { 'restock-form': mountRestock, 'add-to-cart': mountAddToCart };
function place(attrs: string, widget = 'restock-form') {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="${widget}" ${attrs}><a href="/shop">See the product</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config, emit: () => {}, report: vi.fn() };
  unmounts.push(mounts[widget]!(el, page.with(ctx)));
  return { el };
}

const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
const inState = (el: HTMLElement, state: string) => vi.waitFor(() => expect(stateOf(el)).toBe(state));
const part = <T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string) => el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
const tee = () => page.runtime.product({ kind: 'id', id: 'p-tee' }, '');

describe('restock-form and add-to-cart on one product', () => {
  it('replaces add-to-cart of the same product (and scope) while it shows', async () => {
    const add = place('data-product-id="p-tee"', 'add-to-cart').el;
    const other = place('data-product-id="p-tee" data-sf-scope="quick-view"', 'add-to-cart').el;
    const { el } = place('data-product-id="p-tee"');
    await inState(el, 'hidden');
    await vi.waitFor(() => expect(part(add, 'button')).not.toBeNull());
    tee().choose('Size', 'L');
    tee().choose('Colour', 'White');
    await inState(el, 'idle');
    await vi.waitFor(() => expect(part(add, 'button')).toBeNull());
    expect(part(other, 'button')).not.toBeNull();
    tee().choose('Size', 'S');
    await inState(el, 'hidden');
    await vi.waitFor(() => expect(part(add, 'button')).not.toBeNull());
  });

  it('add-to-cart comes back when the form is removed', async () => {
    const add = place('data-product-id="p-mug"', 'add-to-cart').el;
    const { el } = place('data-product-id="p-mug"');
    await inState(el, 'idle');
    await vi.waitFor(() => expect(part(add, 'button')).toBeNull());
    unmounts.splice(1, 1)[0]!();
    await vi.waitFor(() => expect(part(add, 'button')).not.toBeNull());
  });
});
