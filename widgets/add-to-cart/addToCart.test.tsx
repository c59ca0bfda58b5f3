import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import type { FaultRule } from '../../mock-server/faults';
import { navigation } from '../../src/ui/navigate';
import type { CartEntry, Emit, ShoppingCart, SiteConfig, Unmount, WidgetContext } from '../../src/types';
import { loadFlow } from './AddToCart';
import { ADDED_AFTER_MS, ADDED_FOR_MS, IDLE_AFTER_ERROR_MS } from './timing';
import { loadAlertDialog } from '../../src/ui/LazyAlertDialog';
import { parseAddToCartUrls } from './attributes';
import { mount } from './index';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testPage } from '../../tests/unit/testRuntime';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = widgetTestConfig;

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
const unmounts: Unmount[] = [];

// A press's code loads on the first press (or hover): load it before any test fakes timers (the runner's import uses them).
beforeAll(async () => {
  await loadFlow();
});
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  clearCookies('CART', 'hasCart', 'crumb');
  ensureCrumbCookie();
  go = vi.fn<(url: string) => void>();
  vi.spyOn(navigation, 'go').mockImplementation(go);
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  vi.restoreAllMocks(); // before the real timers come back (a spy on a faked setTimeout would restore the fake)
  vi.useRealTimers();
});

interface Placed {
  el: HTMLElement;
  emit: Mock<Emit>;
  report: Mock<WidgetContext['report']>;
  unmount: Unmount;
}

function place(attrs: string, over: Partial<SiteConfig> = {}): Placed {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="add-to-cart" ${attrs}><a href="/shop">Buy it</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const emit = vi.fn<Emit>();
  const report = vi.fn<WidgetContext['report']>();
  const ctx: WidgetContext = { config: { ...config, ...over }, emit, report };
  const unmount = mount(el, page.with(ctx));
  unmounts.push(unmount);
  return { el, emit, report, unmount };
}

/** Inline product JSON on the page; returns the attribute that names it. */
function inline(product: unknown, id = `json-${Math.random().toString(36).slice(2)}`): string {
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${id}">${JSON.stringify(product)}</script>`);
  return `data-product-json="#${id}"`;
}

const variant = (sku: string, attributes: Record<string, string>, qtyInStock = 5) => ({
  sku,
  attributes,
  priceMoney: { value: '10.00', currency: 'USD' },
  onSale: false,
  unlimited: false,
  qtyInStock,
});

const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
const button = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button[part=button]')!;
const message = (el: HTMLElement) => el.shadowRoot!.querySelector('[part=message]')!;
const dialog = (el: HTMLElement) => el.shadowRoot!.querySelector('[role=alertdialog]');
const ready = (el: HTMLElement) => vi.waitFor(() => expect(stateOf(el)).toBe('idle'), { timeout: 3000 });
/**
 * The store's requests: not the analytics tracker's (`POST /api/v1/clanker/events`, the visit and add events of
 * src/telemetry/analytics.ts, which a press may send besides; on the platform it is another host).
 */
/** The store's requests: not the telemetry's (the analytics events, the page's census: docs/analytics.md). */
const storeRequests = () => platform.requests.filter((r) => r.path !== '/api/v1/clanker/events' && !r.path.startsWith('/api/census/'));
const posts = (path = '/api/commerce/shopping-cart/entries') =>
  platform.requests.filter((r) => r.method === 'POST' && r.path === path).length;
/** Lets the network (msw in-process) and preact run, without moving faked timers. */
const settle = async (until: () => boolean) => {
  // Date and setImmediate are not faked: wait up to 3 s of real time.
  for (let i = 0, end = Date.now() + 3000; (i < 20 || !until()) && Date.now() < end; i++) await new Promise((r) => setImmediate(r));
  expect(until()).toBe(true);
};
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const fault = (rule: FaultRule) => platform.faults.push(rule);
const emitted = (emit: Mock<Emit>, name: string) => emit.mock.calls.filter((c) => c[0] === name).map((c) => c[1]);
const tee = (size?: string, colour?: string, quantity?: string) => {
  const ctx = page.runtime.product({ kind: 'id', id: 'p-tee' }, '');
  if (size) ctx.choose('Size', size);
  if (colour) ctx.choose('Colour', colour);
  if (quantity !== undefined) ctx.setQuantity(quantity);
};

describe('add-to-cart label', () => {
  it.each([
    ['p-tee', {}, 'Add to Cart'],
    ['p-ebook', {}, 'Add to Cart'],
    ['p-coffee-club', {}, 'Subscribe'],
    ['p-gift', {}, 'Purchase'],
    ['p-tee', { expressCheckout: true }, 'Purchase'],
  ])('%s %o → %s', async (id, over, label) => {
    const { el } = place(`data-product-id="${id}"`, over);
    await ready(el);
    expect(button(el).textContent).toBe(label);
    expect(button(el).getAttribute('type')).toBe('button');
  });

  it('uses the custom label, and site settings override the defaults', async () => {
    // The page's runtime reads its strings from the site settings (the first mount makes it).
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="sf-settings">{"localizedStrings":{"addToCart":"In den Warenkorb"}}</script>`,
    );
    const custom = place(
      inline({
        id: 'p-pre',
        structuredContent: {
          productType: 1,
          useCustomAddButtonText: true,
          customAddButtonText: 'Pre-order',
          variants: [variant('PRE', {})],
        },
      }),
      { settings: '#sf-settings' },
    );
    const localized = place('data-product-id="p-poster"');
    await ready(localized.el);
    expect(button(custom.el).textContent).toBe('Pre-order');
    expect(button(localized.el).textContent).toBe('In den Warenkorb');
  });
});

describe('add-to-cart shows', () => {
  it('at once when there is no cart to load (no cart request)', () => {
    const { el } = place(inline({ id: 'p-x', structuredContent: { productType: 2, variants: [variant('X', {})] } }));
    expect(stateOf(el)).toBe('idle');
    expect(button(el)).not.toBeNull();
    expect(platform.requests.filter((r) => r.path === '/api/commerce/shopping-cart')).toHaveLength(0);
  });

  it('only once cart loading has finished: the fallback shows until then', async () => {
    document.cookie = 'hasCart=true; path=/';
    fault({ method: 'GET', path: '/api/commerce/shopping-cart', delayMs: 150 });
    const { el } = place('data-product-id="p-poster"');
    await vi.waitFor(() => expect(page.runtime.cart.store.getState().status).toBe('loading'));
    await new Promise((r) => setTimeout(r, 50));
    expect(stateOf(el)).toBe('loading');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
    await ready(el);
    expect(page.runtime.cart.store.getState().status).toBe('ready');
  });

  it.each(['ready', 'error', 'idle'] as const)('when the cart status is %s', async (status) => {
    page.runtime.cart.store.setState({ status: 'loading' });
    const { el } = place('data-product-id="p-poster"');
    await vi.waitFor(() => expect(platform.requests.some((r) => r.path === '/api/commerce/products/p-poster')).toBe(true));
    // Set again once the runtime has started: a cart that arrives meanwhile (the cart sync delivers other tabs' carts;
    // one CI run saw the state go idle here) would otherwise end the loading this test is about.
    page.runtime.cart.store.setState({ status: 'loading' });
    await new Promise((r) => setTimeout(r, 20));
    expect(stateOf(el)).toBe('loading');
    page.runtime.cart.store.setState({ status });
    await ready(el);
  });
});

describe('a sold-out product or variant: the button is disabled and reads sold out (spec 001 §3, §8)', () => {
  it("a sold-out product: the store's customSoldOutText, disabled; a press sends nothing", async () => {
    // The mug: both colours sold out, customSoldOutText "Back soon".
    const { el } = place('data-product-id="p-mug"');
    await vi.waitFor(() => expect(stateOf(el)).toBe('sold-out'));
    expect(button(el).textContent).toBe('Back soon');
    expect(button(el).disabled).toBe(true);
    expect(button(el).getAttribute('data-state')).toBe('sold-out');
    button(el).click();
    await new Promise((r) => setTimeout(r, 20));
    expect(message(el).textContent).toBe('');
    expect(posts()).toBe(0);
  });

  it('without customSoldOutText: "sold out", or the site\'s localized soldOut', async () => {
    const { el } = place('data-product-id="p-seeds-lavender"');
    await vi.waitFor(() => expect(stateOf(el)).toBe('sold-out'));
    expect([button(el).textContent, button(el).disabled]).toEqual(['sold out', true]);
    unmounts.splice(0).forEach((u) => u());
    page.reset();
    document.body.innerHTML = `<script type="application/json" id="sf-settings">{"localizedStrings":{"soldOut":"ausverkauft"}}</script>`;
    const other = place('data-product-id="p-candle-rose"', { settings: '#sf-settings' });
    await vi.waitFor(() => expect(stateOf(other.el)).toBe('sold-out'));
    expect([button(other.el).textContent, button(other.el).disabled]).toEqual(['ausverkauft', true]);
  });

  it('a sold-out variant chosen: sold out and disabled; another variant: the label again, and a press adds', async () => {
    const { el } = place('data-product-id="p-tee"');
    await ready(el);
    tee('M');
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).toBe('Please select the Colour option.'));
    tee('L', 'White');
    await vi.waitFor(() => expect(stateOf(el)).toBe('sold-out'));
    expect([button(el).textContent, button(el).disabled]).toEqual(['sold out', true]);
    // The earlier message no longer applies: hidden, and the button no longer described by it.
    expect(message(el).textContent).toBe('');
    expect(button(el).hasAttribute('aria-describedby')).toBe(false);
    tee('L', 'Black');
    await ready(el);
    expect([button(el).textContent, button(el).disabled]).toEqual(['Add to Cart', false]);
    button(el).click();
    await vi.waitFor(() => expect(posts()).toBe(1));
  });

  it('digital products and gift cards are never sold out', async () => {
    for (const id of ['p-ebook', 'p-gift']) {
      const { el } = place(`data-product-id="${id}"`);
      await ready(el);
      expect(button(el).disabled).toBe(false);
    }
  });
});

describe('add-to-cart checks, in the spec order, each message next to the button', () => {
  it.each([
    ['no option chosen', () => tee(), 'Please select the Size and Colour options.'],
    ['one option missing', () => tee('M'), 'Please select the Colour option.'],
    ['more than in stock', () => tee('S', 'Black', '6'), 'Sorry, we do not have enough of that item available.'],
    ['a quantity that is not a number', () => tee('S', 'Black', 'abc'), 'Quantity must be a number.'],
    ['a quantity that is not whole', () => tee('S', 'Black', '1.5'), 'Quantity must be a whole number.'],
    ['a quantity of 0', () => tee('S', 'Black', '0'), 'Quantity must be a whole number.'],
  ])('%s', async (_, choose, text) => {
    const { el } = place('data-product-id="p-tee"');
    await ready(el);
    choose();
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).toBe(text));
    expect(message(el).getAttribute('role')).toBe('alert');
    expect(button(el).getAttribute('aria-describedby')).toBe(message(el).id);
    expect(stateOf(el)).toBe('idle');
    expect(posts()).toBe(0);
  });

  it('three missing options: a comma-joined list ending in "and"', async () => {
    const { el } = place(
      inline({
        id: 'p-3',
        variantOptionOrdering: ['Size', 'Colour', 'Material'],
        structuredContent: {
          productType: 1,
          variants: [
            variant('A', { Size: 'S', Colour: 'Red', Material: 'Wool' }),
            variant('B', { Size: 'M', Colour: 'Blue', Material: 'Silk' }),
          ],
        },
      }),
    );
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).toBe('Please select the Size, Colour and Material options.'));
  });

  it('a combination that resolves to no variant', async () => {
    const json = inline(
      {
        id: 'p-2',
        variantOptionOrdering: ['Size', 'Colour'],
        structuredContent: {
          productType: 1,
          variants: [variant('SB', { Size: 'S', Colour: 'Black' }), variant('MW', { Size: 'M', Colour: 'White' })],
        },
      },
      'p2',
    );
    const { el } = place(json);
    const ctx = page.runtime.product({ kind: 'json', selector: '#p2' }, '');
    ctx.choose('Size', 'S');
    ctx.choose('Colour', 'White');
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).toBe('Sorry, that item variant is unavailable. Please select another variant.'));
  });

  it('stock counts what is already in the cart for that item and sku', async () => {
    page.runtime.cart.store.setState({
      status: 'ready',
      cart: {
        totalQuantity: 1,
        entries: [{ itemId: 'p-tee', quantity: 1, chosenVariant: { sku: 'TEE-L-BLA', attributes: {} } } as CartEntry],
      } as ShoppingCart,
    });
    const { el } = place('data-product-id="p-tee"');
    await ready(el);
    tee('L', 'Black');
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).toBe('Sorry, we do not have enough of that item available.'));
    expect(posts()).toBe(0);
  });

  it('a gift card with no denomination', async () => {
    const { el } = place('data-product-id="p-gift"');
    await ready(el);
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).toBe('Select a denomination for the Gift Card.'));
    expect(go).not.toHaveBeenCalled();
  });

  it('the message goes once the add is fine', async () => {
    const { el } = place('data-product-id="p-tee"');
    await ready(el);
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).not.toBe(''));
    tee('S', 'Black');
    button(el).click();
    await vi.waitFor(() => expect(message(el).textContent).toBe(''));
    expect(button(el).hasAttribute('aria-describedby')).toBe(false);
    await vi.waitFor(() => expect(posts()).toBe(1));
  });
});

describe('add-to-cart: a physical product', () => {
  it('adds, then idle → adding → (1 s) Added! → (2 s) idle, with the add-to-cart event', async () => {
    const { el, emit } = place('data-product-id="p-tee"');
    await ready(el);
    tee('M', 'White', '2');
    fakeTimers();
    button(el).click();
    await settle(() => stateOf(el) === 'adding');
    expect(button(el).getAttribute('aria-disabled')).toBe('true');
    await settle(() => emitted(emit, 'add-to-cart').length === 1);
    expect(emitted(emit, 'add-to-cart')[0]).toEqual({
      productId: 'p-tee',
      sku: 'TEE-M-WHI',
      quantity: 2,
      priceCents: 1900,
      currency: 'USD',
    });
    expect(
      page.runtime.cart.store.getState().cart!.entries.map((e) => [e.itemId, e.chosenVariant.sku, e.quantity, e.additionalFields]),
    ).toEqual([['p-tee', 'TEE-M-WHI', 2, '{}']]);
    expect(emitted(emit, 'item-added')).toHaveLength(1);

    vi.advanceTimersByTime(ADDED_AFTER_MS - 1);
    await settle(() => true);
    expect(stateOf(el)).toBe('adding');
    vi.advanceTimersByTime(1);
    await settle(() => stateOf(el) === 'added');
    expect(button(el).textContent).toBe('Added!');
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).toBe('Added!');
    vi.advanceTimersByTime(ADDED_FOR_MS - 1);
    await settle(() => true);
    expect(stateOf(el)).toBe('added');
    vi.advanceTimersByTime(1);
    await settle(() => stateOf(el) === 'idle');
    expect(button(el).textContent).toBe('Add to Cart');
    expect(button(el).hasAttribute('aria-disabled')).toBe(false);
  });

  it('a double or triple click, and clicks while Added!, send exactly one request', async () => {
    const { el } = place('data-product-id="p-poster"');
    await ready(el);
    fakeTimers();
    button(el).click();
    button(el).click();
    button(el).click();
    await settle(() => page.runtime.cart.store.getState().cart !== null);
    button(el).click();
    vi.advanceTimersByTime(ADDED_AFTER_MS);
    await settle(() => stateOf(el) === 'added');
    button(el).click();
    button(el).click();
    await settle(() => true);
    expect(posts()).toBe(1);
    vi.advanceTimersByTime(ADDED_FOR_MS);
    await settle(() => stateOf(el) === 'idle');
    button(el).click();
    await settle(() => posts() === 2);
    expect(page.runtime.cart.store.getState().cart!.totalQuantity).toBe(2);
    // The census counts each press that started an add (spec 001 §7 button-click), not each click: two, with the visitor.
    await settle(() => platform.census.filter((c) => c.call == 'button-click').length === 2);
    expect(platform.census.find((c) => c.call == 'button-click')!.fields.visitorCookie).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pressed before the page is interactive: the product visit that waited for it is announced first, then the add', async () => {
    // The page never goes idle here: the runtime's after-load work (which sends a waiting visit) never starts.
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const { el, emit } = place('data-product-id="p-poster"');
      await ready(el);
      await new Promise((r) => setTimeout(r, 20));
      expect(emitted(emit, 'visit-product-page')).toEqual([]);
      button(el).click();
      await vi.waitFor(() => expect(emitted(emit, 'add-to-cart')).toHaveLength(1));
      const names = emit.mock.calls.map((c) => c[0]).filter((name) => name == 'visit-product-page' || name == 'add-to-cart');
      expect(names).toEqual(['visit-product-page', 'add-to-cart']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['digital', 'p-ebook', 'EBOOK', 999],
    ['service', 'p-consult', 'CONSULT-1H', 8000],
    ['physical without options', 'p-poster', 'POSTER', 1500],
  ])('%s: adds to the cart', async (_, id, sku, priceCents) => {
    const { el, emit } = place(`data-product-id="${id}"`);
    await ready(el);
    button(el).click();
    await vi.waitFor(() =>
      expect(emitted(emit, 'add-to-cart')).toEqual([{ productId: id, sku, quantity: 1, priceCents, currency: 'USD' }]),
    );
    expect(page.runtime.cart.store.getState().cart!.entries[0]!.chosenVariant.sku).toBe(sku);
    expect(go).not.toHaveBeenCalled();
  });

  it('clears its timers when unmounted', async () => {
    const { el, unmount } = place('data-product-id="p-poster"');
    await ready(el);
    fakeTimers();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    button(el).click();
    await settle(() => set.mock.calls.some((c) => c[1] === ADDED_AFTER_MS));
    const mine = set.mock.results.filter((_, i) => set.mock.calls[i]![1] === ADDED_AFTER_MS).map((r): unknown => r.value);
    expect(mine).toHaveLength(1);
    unmount();
    expect(clear.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(mine));
  });

  it('unmounted while adding: nothing is scheduled when the answer comes', async () => {
    const { el, unmount } = place('data-product-id="p-poster"');
    await ready(el);
    fakeTimers();
    const set = vi.spyOn(globalThis, 'setTimeout');
    button(el).click();
    unmount();
    await settle(() => page.runtime.cart.store.getState().cart !== null);
    await settle(() => true);
    expect(set.mock.calls.filter((c) => c[1] === ADDED_AFTER_MS || c[1] === IDLE_AFTER_ERROR_MS)).toEqual([]);
  });
});

describe('add-to-cart failures: a modal alert', () => {
  // The dialog's code loads on the first alert; load it before timers are faked (the test runner's import uses them).
  beforeAll(async () => {
    await loadAlertDialog();
  });
  it.each([
    ['429', { status: 429, headers: { 'Retry-After': '2' }, body: { message: 'Too many requests' } }, 'Please try again in a few seconds.'],
    ['a network error', { networkError: true }, 'Please check your internet connection.'],
    [
      'a server message',
      { status: 400, body: { message: 'Sorry, we do not have enough of that item available.' } },
      'Sorry, we do not have enough of that item available.',
    ],
    ['server HTML, shown as text', { status: 400, body: { message: '<b>Nope</b> <img src=x>' } }, '<b>Nope</b> <img src=x>'],
  ])('%s', async (_, rule, text) => {
    fault({ method: 'POST', path: '/api/commerce/shopping-cart/entries', times: 1, ...rule });
    const { el, emit } = place('data-product-id="p-poster"');
    await ready(el);
    fakeTimers();
    button(el).click();
    await settle(() => dialog(el) !== null);
    expect(el.shadowRoot!.getElementById(dialog(el)!.getAttribute('aria-labelledby')!)!.textContent).toBe('Unable to Add Item');
    expect(el.shadowRoot!.querySelector('[part=dialog-message]')!.textContent).toBe(text);
    expect(dialog(el)!.querySelector('b, img')).toBeNull();
    expect(el.shadowRoot!.activeElement).toBe(el.shadowRoot!.querySelector('[part=dialog-button]'));
    expect(emitted(emit, 'add-to-cart')).toEqual([]);
    expect(stateOf(el)).toBe('adding');
    vi.advanceTimersByTime(IDLE_AFTER_ERROR_MS - 1);
    await settle(() => true);
    expect(stateOf(el)).toBe('adding');
    vi.advanceTimersByTime(1);
    await settle(() => stateOf(el) === 'idle');
    (el.shadowRoot!.querySelector('[part=dialog-button]') as HTMLButtonElement).click();
    await settle(() => dialog(el) === null);
    expect(el.shadowRoot!.activeElement).toBe(button(el));
  });

  it('crumbFail: the session-expired message', async () => {
    // The platform's crumbFail answer to the add (not a cleared crumb cookie: the page's census, a write too, would have
    // its answer set a fresh one first, now and then).
    fault({ method: 'POST', path: '/api/commerce/shopping-cart/entries', crumbFail: true, times: 1 });
    const { el } = place('data-product-id="p-poster"');
    await ready(el);
    button(el).click();
    await vi.waitFor(() => expect(dialog(el)).not.toBeNull());
    expect(dialog(el)!.textContent).toContain('Your session has expired. Please reload the page and try again.');
  });

  it('Escape closes the alert and focus returns to the button', async () => {
    fault({ method: 'POST', path: '/api/commerce/shopping-cart/entries', status: 500, body: { message: 'Boom' }, times: 1 });
    const { el } = place('data-product-id="p-poster"');
    await ready(el);
    button(el).click();
    await vi.waitFor(() => expect(dialog(el)).not.toBeNull());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(dialog(el)).toBeNull());
    expect(el.shadowRoot!.activeElement).toBe(button(el));
  });
});

describe('add-to-cart under express checkout', () => {
  it('goes to checkout after the add, with no added state', async () => {
    const { el, emit } = place('data-product-id="p-poster"', { expressCheckout: true });
    await ready(el);
    fakeTimers();
    button(el).click();
    await settle(() => go.mock.calls.length === 1);
    expect(go).toHaveBeenCalledWith('/checkout');
    expect(emitted(emit, 'add-to-cart')).toHaveLength(1);
    expect(posts()).toBe(1);
    vi.advanceTimersByTime(ADDED_AFTER_MS);
    await settle(() => true);
    expect(stateOf(el)).toBe('idle');
    expect(button(el).textContent).toBe('Purchase');
  });

  it('data-checkout-url, and the failure title "Unable to Purchase Item"', async () => {
    const ok = place('data-product-id="p-poster" data-checkout-url="https://pay.example.com/co"', { expressCheckout: true });
    await ready(ok.el);
    button(ok.el).click();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.example.com/co'));

    fault({ method: 'POST', path: '/api/commerce/shopping-cart/entries', status: 429, times: 1 });
    const failing = place('data-product-id="p-ebook"', { expressCheckout: true });
    await ready(failing.el);
    button(failing.el).click();
    await vi.waitFor(() => expect(dialog(failing.el)).not.toBeNull());
    expect(el(failing, '[part=dialog-title]')).toBe('Unable to Purchase Item');
    expect(go).toHaveBeenCalledTimes(1);
  });
});

const el = (p: Placed, selector: string) => p.el.shadowRoot!.querySelector(selector)?.textContent;

describe('add-to-cart: a subscription', () => {
  it('posts to the subscription endpoint and goes to the subscription page with the cart token', async () => {
    const { el: host, emit } = place('data-product-id="p-coffee-club"');
    await ready(host);
    button(host).click();
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(go.mock.calls[0]![0]).toMatch(/^\/commerce\/subscription\?cartToken=sub-[a-z0-9]+$/);
    expect(posts('/api/3/commerce/cart/subscription')).toBe(1);
    expect(posts()).toBe(0);
    expect(emitted(emit, 'add-to-cart')).toEqual([]);
  });

  it('data-subscription-url keeps its own query', async () => {
    const { el: host } = place('data-product-id="p-coffee-club" data-subscription-url="/subscribe?plan=1"');
    await ready(host);
    button(host).click();
    await vi.waitFor(() => expect(go.mock.calls[0]?.[0]).toMatch(/^\/subscribe\?plan=1&cartToken=sub-/));
  });

  it('a failure shows the server message', async () => {
    fault({
      method: 'POST',
      path: '/api/3/commerce/cart/subscription',
      status: 400,
      body: { message: 'Subscriptions are paused.' },
      times: 1,
    });
    const p = place('data-product-id="p-coffee-club"');
    await ready(p.el);
    button(p.el).click();
    await vi.waitFor(() => expect(dialog(p.el)).not.toBeNull());
    expect(el(p, '[part=dialog-title]')).toBe('Unable to Add Item');
    expect(el(p, '[part=dialog-message]')).toBe('Subscriptions are paused.');
    expect(go).not.toHaveBeenCalled();
  });
});

describe('add-to-cart: a gift card', () => {
  it('goes to the gift-card page with the item id and the chosen denomination, with no cart call', async () => {
    const { el: host } = place('data-product-id="p-gift"');
    await ready(host);
    page.runtime.product({ kind: 'id', id: 'p-gift' }, '').choose('Amount', '$50');
    button(host).click();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/commerce/gift-card?itemId=p-gift&amount=5000'));
    expect(storeRequests().filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('a denomination chosen apart from the options, and data-gift-card-url', async () => {
    const { el: host } = place('data-product-id="p-gift" data-gift-card-url="https://gifts.example.com/buy"');
    await ready(host);
    page.runtime.product({ kind: 'id', id: 'p-gift' }, '').setDenomination(10000);
    button(host).click();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://gifts.example.com/buy?itemId=p-gift&amount=10000'));
  });

  it('a failure is titled "Unable to purchase Gift Card"', async () => {
    go.mockImplementation(() => {
      throw new Error('blocked');
    });
    const p = place('data-product-id="p-gift"');
    await ready(p.el);
    page.runtime.product({ kind: 'id', id: 'p-gift' }, '').choose('Amount', '$25');
    button(p.el).click();
    await vi.waitFor(() => expect(dialog(p.el)).not.toBeNull());
    expect(el(p, '[part=dialog-title]')).toBe('Unable to purchase Gift Card');
    expect(el(p, '[part=dialog-message]')).toBe('Unknown error, please try again later.');
  });
});

describe('add-to-cart: a product with an additional-fields form (the lightbox)', () => {
  const lightbox = () => document.querySelector('sf-lightbox')?.shadowRoot ?? null;
  const inBox = <T extends Element = HTMLElement>(selector: string) => lightbox()!.querySelector<T>(selector)!;
  const field = (i: number) => inBox<HTMLInputElement & HTMLSelectElement>(`#af-${i}`);
  const save = () => inBox<HTMLButtonElement>('[part=save]');
  const type = (el: HTMLInputElement, value: string) => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const choose = (el: HTMLSelectElement, value: string) => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const fill = () => {
    type(field(0), 'Ada');
    choose(field(1), 'Script');
  };
  const setFaults = (rules: FaultRule[]) => (platform.faults = rules);
  async function open(): Promise<HTMLElement> {
    const { el: host } = place('data-product-id="p-engraved-pen"');
    await ready(host);
    button(host).click();
    button(host).click(); // a second click while the form opens does nothing
    await vi.waitFor(() => expect(lightbox()?.querySelector('form')).toBeTruthy());
    return host;
  }

  it('checks stock, then opens one lightbox over the page (page scroll locked) with the form; nothing is added yet', async () => {
    const host = await open();
    expect(document.querySelectorAll('sf-lightbox')).toHaveLength(1);
    expect(platform.requests.filter((r) => r.path == '/api/commerce/inventory/stock/')).toHaveLength(1);
    expect(inBox('[role=dialog]').getAttribute('aria-label')).toBe('Engraving: Engraved Pen');
    expect(inBox('[part=form-title]').textContent).toBe('Engraving');
    expect(field(0).closest('[part~=field]')?.textContent).toContain('Engraving text');
    expect(document.body.style.overflow).toBe('hidden');
    expect(posts()).toBe(0);
    expect(stateOf(host)).toBe('adding');
  });

  it('saving empty required fields shows Required and the summary, and sends nothing', async () => {
    await open();
    save().click();
    await vi.waitFor(() =>
      expect(inBox('[part=form-message]').textContent).toBe('One or more fields is invalid, please check your entries.'),
    );
    expect(field(0).getAttribute('aria-invalid')).toBe('true');
    expect(lightbox()!.textContent).toContain('Required');
    expect(storeRequests().filter((r) => r.method == 'POST')).toHaveLength(0);
  });

  it('a save: "Saving…", the server check, then the add with the answers as a JSON string; the lightbox goes, focus returns, Added!', async () => {
    const host = await open();
    setFaults([{ method: 'POST', path: '/api/rest/forms/validate/f-engraving', delayMs: 150, times: 1 }]);
    fill();
    save().click();
    await vi.waitFor(() => expect(save().textContent).toBe('Saving…'));
    expect(inBox('[role=dialog]').getAttribute('aria-busy')).toBe('true');
    save().click(); // a second save while saving sends nothing
    await vi.waitFor(() => expect(lightbox()).toBeNull());
    expect(
      storeRequests()
        .filter((r) => r.method == 'POST')
        .map((r) => r.path),
    ).toEqual(['/api/rest/forms/validate/f-engraving', '/api/commerce/shopping-cart/entries']);
    const entry = page.runtime.cart.store.getState().cart!.entries[0]!;
    expect(JSON.parse(entry.additionalFields!)).toEqual({ 'engraving-text': 'Ada', 'engraving-font': 'Script', 'gift-wrap': [] });
    expect(host.shadowRoot!.activeElement).toBe(button(host));
    expect(document.body.style.overflow).toBe('');
    await vi.waitFor(() => expect(stateOf(host)).toBe('added'), { timeout: ADDED_AFTER_MS + 1000 });
  });

  it("the server's field errors show above the fields; the lightbox stays with what was typed", async () => {
    await open();
    setFaults([
      {
        method: 'POST',
        path: '/api/rest/forms/validate/f-engraving',
        status: 400,
        body: { errors: { 'engraving-text': 'Too long for this pen.' } },
        times: 1,
      },
    ]);
    fill();
    save().click();
    await vi.waitFor(() => expect(lightbox()!.textContent).toContain('Too long for this pen.'));
    expect(field(0).getAttribute('aria-invalid')).toBe('true');
    expect(field(0).value).toBe('Ada');
    expect(save().textContent).toBe('Save');
    expect(posts()).toBe(0);
  });

  it('a failed add is told in the lightbox ("Unable to Add Item." and why); nothing typed is lost; a retry works', async () => {
    await open();
    setFaults([{ method: 'POST', path: '/api/commerce/shopping-cart/entries', status: 429, times: 1 }]);
    fill();
    save().click();
    await vi.waitFor(() => expect(inBox('[part=form-message]').textContent).toMatch(/^Unable to Add Item\. .+/));
    expect(field(1).value).toBe('Script');
    save().click();
    await vi.waitFor(() => expect(lightbox()).toBeNull());
    expect(page.runtime.cart.store.getState().cart!.entries).toHaveLength(1);
  });

  it('Escape or the close button closes it without adding; the button is usable again and has focus', async () => {
    const host = await open();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(lightbox()).toBeNull());
    expect(stateOf(host)).toBe('idle');
    expect(host.shadowRoot!.activeElement).toBe(button(host));
    button(host).click();
    await vi.waitFor(() => expect(lightbox()?.querySelector('form')).toBeTruthy());
    inBox<HTMLButtonElement>('[part=dialog-close]').click();
    await vi.waitFor(() => expect(lightbox()).toBeNull());
    expect(posts()).toBe(0);
  });

  it('the stock check fails when the server has no more than the cart holds: a message, no lightbox', async () => {
    const { el: host } = place('data-product-id="p-engraved-pen"');
    await ready(host);
    platform.products.find((p) => p.id == 'p-engraved-pen')!.structuredContent.variants[0]!.qtyInStock = 0;
    button(host).click();
    await vi.waitFor(() => expect(message(host).textContent).toBe('Sorry, we do not have enough of that item available.'));
    expect(lightbox()).toBeNull();
    expect(stateOf(host)).toBe('idle');
  });

  it('the definition comes from the template schema (GET /api/template/GetTemplateSchema?type=form), asked once', async () => {
    await open();
    const definitions = platform.requests.filter(
      (r) => r.method == 'GET' && (r.path.startsWith('/api/template/') || r.path.startsWith('/api/rest/forms/')),
    );
    expect(definitions.map((r) => [r.path, r.query])).toEqual([['/api/template/GetTemplateSchema', { type: 'form' }]]);
  });

  it('a form that cannot be loaded (the schema and the form\'s own call both fail): "Unable to open form" and why, in the lightbox', async () => {
    setFaults([
      { method: 'GET', path: '/api/template/GetTemplateSchema', status: 404, times: 1 },
      { method: 'GET', path: '/api/rest/forms/f-engraving', status: 404, times: 1 },
    ]);
    const { el: host } = place('data-product-id="p-engraved-pen"');
    await ready(host);
    button(host).click();
    await vi.waitFor(() => expect(inBox('[part=form-title]')?.textContent).toBe('Unable to open form'));
    expect(inBox('[part=form-message]').textContent).toBe('Unknown error, please try again later.');
    expect(inBox('[role=dialog]').getAttribute('data-state')).toBe('failed');
  });

  it("a product item that carries its form (additionalFieldsForm) opens it without fetching the form's definition", async () => {
    const pen = platform.products.find((p) => p.id == 'p-engraved-pen')!;
    const form = platform.forms.find((f) => f.id == 'f-engraving')!;
    const { el: host } = place(
      inline({ ...pen, structuredContent: { ...pen.structuredContent, additionalFieldsForm: { ...form, name: 'Inline engraving' } } }),
    );
    await ready(host);
    button(host).click();
    await vi.waitFor(() => expect(lightbox()?.querySelector('form')).toBeTruthy());
    expect(inBox('[part=form-title]').textContent).toBe('Inline engraving');
    expect(platform.requests.filter((r) => r.path.startsWith('/api/rest/forms/') || r.path.startsWith('/api/template/'))).toEqual([]);
  });

  it('unmounting the widget closes its lightbox', async () => {
    await open();
    unmounts.splice(0).forEach((u) => u());
    expect(lightbox()).toBeNull();
  });
});

describe('add-to-cart events', () => {
  it("emits visit-product-page once for the page's one product when it is ready (two scopes of it are one product)", async () => {
    const a = place('data-product-id="p-tee"');
    const b = place('data-product-id="p-tee" data-sf-scope="second"');
    await ready(a.el);
    await ready(b.el);
    const visits = [a, b].flatMap((p) => emitted(p.emit, 'visit-product-page'));
    expect(visits).toEqual([{ productId: 'p-tee', name: 'Tee' }]);
  });

  it('a page whose add buttons show several products emits no visit (src/telemetry/pageVisit.ts)', async () => {
    const a = place('data-product-id="p-tee"');
    const c = place('data-product-id="p-poster"');
    await ready(a.el);
    await ready(c.el);
    expect([a, c].flatMap((p) => emitted(p.emit, 'visit-product-page'))).toEqual([]);
  });
});

describe('add-to-cart: bad input', () => {
  it('a product that cannot be loaded: one report, the fallback stays', async () => {
    const { el: host, report } = place('data-product-id="p-nope"');
    await vi.waitFor(() => expect(stateOf(host)).toBe('error'));
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String((report.mock.calls[0]![1] as { message: string }).message)).toContain('product "p-nope" could not be loaded');
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('slot')).not.toBeNull());
  });

  it.each([
    [
      'malformed JSON',
      () => {
        document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="bad">{nope</script>');
        return 'data-product-json="#bad"';
      },
      /malformed/,
    ],
    ['no variants', () => inline({ id: 'p-v', structuredContent: { productType: 1, variants: [] } }), /variant/],
    [
      'an unknown product type',
      () => inline({ id: 'p-t', structuredContent: { productType: 9, variants: [variant('X', {})] } }),
      /unknown productType/,
    ],
    ['no product attribute', () => '', /data-product-id or data-product-json/],
    ['a javascript: checkout URL', () => 'data-product-id="p-tee" data-checkout-url="javascript:alert(1)"', /data-checkout-url/],
  ])('%s: mount throws (the loader logs it, the fallback stays)', (_, attrs, error) => {
    expect(() => place(attrs())).toThrow(error);
  });
});

/** The bodies of the requests to `path` (msw in-process), as JSON, while `run` runs. */
async function bodiesOf(path: string, run: () => Promise<void>): Promise<unknown[]> {
  const bodies: Promise<unknown>[] = [];
  const tap = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname == path) bodies.push(request.clone().json());
  };
  server.events.on('request:start', tap);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', tap);
  }
  return Promise.all(bodies);
}

describe('additionalFields is always a JSON string (spec 000 §7): "{}" when there are none', () => {
  it('an add of a product without a form sends additionalFields "{}", not null', async () => {
    const bodies = await bodiesOf('/api/commerce/shopping-cart/entries', async () => {
      const { el } = place('data-product-id="p-poster"');
      await ready(el);
      button(el).click();
      await vi.waitFor(() => expect(posts()).toBe(1));
      await vi.waitFor(() => expect(page.runtime.cart.store.getState().cart?.totalQuantity).toBe(1));
    });
    expect(bodies).toEqual([{ itemId: 'p-poster', sku: 'POSTER', quantity: 1, additionalFields: '{}' }]);
  });

  it('a subscription sends additionalFields "{}", not null', async () => {
    const bodies = await bodiesOf('/api/3/commerce/cart/subscription', async () => {
      const { el } = place('data-product-id="p-coffee-club"');
      await ready(el);
      button(el).click();
      await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    });
    expect(bodies).toEqual([{ itemId: 'p-coffee-club', sku: 'COFFEE-CLUB', qty: 1, additionalFields: '{}' }]);
  });
});

describe('a price in any money shape (spec 001 §3 "Money"; spec 000 §3 "price with decimalValue")', () => {
  /** Spec 000 §3's Product: its price with decimalValue, its variants with sku, price, attributes (none priced here). */
  const flat = (price: unknown, variantPrice?: unknown) => ({
    id: 'p-flat',
    name: 'Flat',
    productType: 1,
    price,
    variants: [{ sku: 'FLAT-1', attributes: {}, unlimited: true, ...(variantPrice === undefined ? {} : { price: variantPrice }) }],
  });

  it.each([
    ["the product's price {decimalValue, currencyCode}", flat({ decimalValue: '30.00', currencyCode: 'USD' })],
    ["the product's price, a number amount", flat({ amount: 30, currencyCode: 'USD' })],
    ["a variant's price {value, currency}", flat(undefined, { value: '30.00', currency: 'USD' })],
    ["a variant's price {decimalValue: 30}", flat(undefined, { decimalValue: 30, currencyCode: 'USD' })],
  ])('%s: the button is usable and the add sends the item', async (_, product) => {
    // The platform's copy (it keeps its products' fields in structuredContent); the page's is the flat one.
    const { id, name, ...content } = product;
    platform.products.push({ id, name, structuredContent: content } as never);
    const { el, emit } = place(inline(product));
    await ready(el);
    expect(button(el).hasAttribute('aria-disabled')).toBe(false);
    button(el).click();
    await vi.waitFor(() => expect(emitted(emit, 'add-to-cart')).toHaveLength(1));
    expect(emitted(emit, 'add-to-cart')[0]).toMatchObject({ productId: 'p-flat', sku: 'FLAT-1', priceCents: 3000, currency: 'USD' });
    expect(dialog(el)).toBeNull();
    expect(page.runtime.cart.store.getState().cart!.entries.map((e) => [e.itemId, e.purchasePriceCents])).toEqual([['p-flat', 3000]]);
  });
});

describe('add-to-cart attributes', () => {
  const withAttrs = (attrs: Record<string, string>) => {
    const e = document.createElement('div');
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    return e;
  };
  it('defaults', () => {
    expect(parseAddToCartUrls(withAttrs({}))).toEqual({
      checkout: '/checkout',
      subscription: '/commerce/subscription',
      giftCard: '/commerce/gift-card',
    });
  });
  it.each(['javascript:alert(1)', ' JavaScript:x', 'data:text/html,x', 'http://[bad'])('refuses %s', (value) => {
    for (const name of ['data-checkout-url', 'data-subscription-url', 'data-gift-card-url'])
      expect(() => parseAddToCartUrls(withAttrs({ [name]: value }))).toThrow(name);
  });
  it('accepts paths and http(s) URLs (same origin → path)', () => {
    expect(
      parseAddToCartUrls(
        withAttrs({ 'data-checkout-url': 'http://127.0.0.1:3000/pay?x=1', 'data-gift-card-url': 'https://g.example.com/x' }),
      ),
    ).toMatchObject({
      checkout: '/pay?x=1',
      giftCard: 'https://g.example.com/x',
    });
  });
});
