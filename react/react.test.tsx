// The React package under real React 19 (vitest.react.config.ts: no preact alias) against the mock platform.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie, platformState } from '../src/../mock-server/handlers';
import { resetMockPlatform, server } from '../src/../mock-server/node';
import { clearCookies } from '../src/../tests/unit/clearCookies';
import {
  AddToCart,
  Cart,
  CartPill,
  ErrorReporter,
  InstalmentPill,
  Popup,
  ProductStatus,
  RestockForm,
  SiteForm,
  StorefrontProvider,
  useAnalytics,
  useCart,
  useProduct,
  useStorefront,
  useStorefrontEvent,
  VariantPicker,
} from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  clearCookies('hasCart', 'CART', 'crumb');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

/** Waits (real timers) until `check` holds. */
async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
}

const shadowText = (selector: string) => (host.querySelector(selector)?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('@storefront/widgets/react', () => {
  it('renders the fallback on the server and touches no window (SSR)', () => {
    const html = renderToString(
      <StorefrontProvider websiteId="w1">
        <ProductStatus productId="p-tee">$25.00</ProductStatus>
        <CartPill href="/basket">Cart</CartPill>
      </StorefrontProvider>,
    );
    expect(html).toContain('data-sf-react="product-status"');
    expect(html).toContain('data-product-id="p-tee"');
    expect(html).toContain('$25.00');
    expect(html).toContain('data-href="/basket"');
  });

  it('renders product widgets in shadow roots with real React, and an add through <AddToCart> reaches useCart and the pill', async () => {
    ensureCrumbCookie();
    function Header() {
      const { cart } = useCart();
      return <p id="header-count">{cart?.totalQuantity ?? 0} in cart</p>;
    }
    const added = vi.fn();
    function Listener() {
      useStorefrontEvent('item-added', added);
      return null;
    }
    await act(async () =>
      root.render(
        <StorefrontProvider websiteId="w1" currency="USD">
          <Header />
          <Listener />
          <CartPill>Cart</CartPill>
          <ProductStatus productId="p-poster" />
          <VariantPicker productId="p-poster" />
          <AddToCart productId="p-poster">Add to cart (loading)</AddToCart>
        </StorefrontProvider>,
      ),
    );
    await until(() => host.querySelector('[data-sf-react="add-to-cart"]')?.getAttribute('data-sf-state') === 'idle', 'add-to-cart idle');
    expect(shadowText('[data-sf-react="product-status"]')).toContain('$15.00');
    const button = host.querySelector('[data-sf-react="add-to-cart"]')!.shadowRoot!.querySelector('button')!;
    expect(button.textContent).toBe('Add to Cart');
    await act(async () => button.click());
    await until(() => host.querySelector('#header-count')?.textContent === '1 in cart', 'the header to count 1');
    await until(() => host.querySelector('[data-sf-react="cart-pill"]')?.getAttribute('data-sf-state') === 'shown', 'the pill shown');
    expect(shadowText('[data-sf-react="cart-pill"]')).toContain('1 item');
    expect(added).toHaveBeenCalledTimes(1);
  });

  it("the products of one render are asked for in one request; mainProduct names the page's main product for its visit event", async () => {
    const visits: string[] = [];
    function Listener() {
      useStorefrontEvent('visit-product-page', (detail) => visits.push((detail as { productId: string }).productId));
      return null;
    }
    await act(async () =>
      root.render(
        <StorefrontProvider websiteId="w1" currency="USD">
          <Listener />
          <ProductStatus productId="p-poster" mainProduct />
          <AddToCart productId="p-poster" />
          <ProductStatus productId="p-mug" />
          <ProductStatus productId="p-ebook" />
        </StorefrontProvider>,
      ),
    );
    await until(
      () => [...host.querySelectorAll('[data-sf-react="product-status"]')].every((el) => el.getAttribute('data-sf-state') === 'ready'),
      'three products ready',
    );
    const gets = platformState.requests.filter((r) => r.path.startsWith('/api/commerce/products'));
    expect(gets.map((r) => [r.path, r.query])).toEqual([['/api/commerce/products', { ids: 'p-poster,p-mug,p-ebook' }]]);
    expect(host.querySelector('[data-sf-react="product-status"]')!.hasAttribute('data-main-product')).toBe(true);
    await until(() => visits.length > 0, 'the visit event');
    expect(visits).toEqual(['p-poster']);
  });

  it('a bad option is one console error naming the element, and its fallback stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () =>
      root.render(
        <StorefrontProvider>
          {/* @ts-expect-error: pickerStyle is 'dropdown' or 'radio' */}
          <VariantPicker productId="p-tee" pickerStyle="grid">
            Sizes S to L
          </VariantPicker>
        </StorefrontProvider>,
      ),
    );
    await until(() => error.mock.calls.length > 0, 'the console error');
    expect(String(error.mock.calls[0]![0])).toMatch(/^\[storefront\] <div data-sf-react="variant-picker">: .*data-style "grid"/);
    expect(host.textContent).toContain('Sizes S to L');
    error.mockRestore();
  });

  it('a changed option re-mounts the widget with it', async () => {
    let setStyle!: (s: 'dropdown' | 'radio') => void;
    function Page() {
      const [style, set] = useState<'dropdown' | 'radio'>('dropdown');
      setStyle = set;
      return (
        <StorefrontProvider>
          <VariantPicker productId="p-tee" pickerStyle={style} />
        </StorefrontProvider>
      );
    }
    await act(async () => root.render(<Page />));
    const picker = () => host.querySelector('[data-sf-react="variant-picker"]')!.shadowRoot!;
    await until(() => !!picker().querySelector('select'), 'the dropdowns');
    await act(async () => setStyle('radio'));
    await until(() => !!picker().querySelector('input[type="radio"]'), 'the radio buttons');
    expect(picker().querySelector('select')).toBeNull();
  });

  it('the other widgets under real React: the cart, a site form, the restock form, the instalment pill', async () => {
    ensureCrumbCookie();
    await act(async () =>
      root.render(
        <StorefrontProvider>
          <Cart>Your cart</Cart>
          <SiteForm formId="f-contact">Write to us</SiteForm>
          <RestockForm productId="p-mug" />
          <InstalmentPill productId="p-tee" afterpayAvailable afterpayMin={100} afterpayMax={100000} stripeAccountCountry="US" />
        </StorefrontProvider>,
      ),
    );
    const state = (name: string) => host.querySelector(`[data-sf-react="${name}"]`)?.getAttribute('data-sf-state');
    await until(
      () =>
        state('cart') === 'empty' &&
        state('site-form') === 'idle' &&
        state('restock-form') === 'idle' &&
        state('instalment-pill') !== 'loading' &&
        !!state('instalment-pill'),
      'every widget settled',
      5000,
    );
    expect(shadowText('[data-sf-react="cart"]')).toContain('You have nothing in your shopping cart.');
    expect(host.querySelector('[data-sf-react="site-form"]')!.shadowRoot!.querySelector('form')).not.toBeNull();
    expect(host.querySelector('[data-sf-react="restock-form"]')!.shadowRoot!.querySelector('input[type="email"]')).not.toBeNull();
  });

  it("the popup under real React: its site form, mounted through the provider's nested, in the overlay named by the form", async () => {
    ensureCrumbCookie();
    localStorage.clear();
    await act(async () =>
      root.render(
        <StorefrontProvider>
          <Popup formId="f-newsletter" trigger="delay:0" newsletter />
        </StorefrontProvider>,
      ),
    );
    const popup = () => host.querySelector('[data-sf-react="popup"]')?.getAttribute('data-sf-state');
    await until(() => popup() === 'open', 'the popup open', 5000);
    const overlay = document.querySelector('sf-lightbox')!.shadowRoot!;
    expect(overlay.querySelector('[part=dialog-title]')!.textContent).toBe('Newsletter');
    const form = overlay.querySelector('[data-sf-widget="site-form"]')!;
    expect(form.getAttribute('data-sf-state')).toBe('idle');
    expect(form.shadowRoot!.querySelector('button[type=submit]')!.textContent).toBe('Sign Up');
    await act(async () => root.render(<StorefrontProvider />));
    await until(() => !document.querySelector('sf-lightbox'), 'the overlay gone with the popup');
  });

  it('useAnalytics: a review event goes to the newer tracker, a gated-content event to the older one (with a census cookie), nothing to both; another name is refused', async () => {
    ensureCrumbCookie();
    document.cookie = 'ss_cvr=v-react; path=/';
    // Gated-content events go only with the video-paywall toggle on (docs/analytics.md, "When gated-content events go").
    const toggle = { name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false };
    document.getElementById('react-settings')?.remove();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="react-settings">${JSON.stringify({ experiments: [toggle] })}</script>`,
    );
    let analytics!: ReturnType<typeof useAnalytics>;
    let started = false;
    const seen: unknown[] = [];
    function Page() {
      analytics = useAnalytics();
      started = !!useStorefront();
      useStorefrontEvent('video-detail-view', (detail) => seen.push(detail));
      return null;
    }
    await act(async () =>
      root.render(
        <StorefrontProvider settings="#react-settings">
          <Page />
        </StorefrontProvider>,
      ),
    );
    await until(() => started, 'the provider');
    await act(async () => analytics.record('video-detail-view', { item_id: 'vid-9', access_status: 'denied' }));
    expect(platformState.trackerEvents.map((e) => [e.event, e.data['item_id'], e.data['access_status']])).toEqual([
      ['video_detail_view', 'vid-9', 'denied'],
    ]);
    expect(seen).toEqual([{ item_id: 'vid-9', access_status: 'denied' }]);
    await act(async () => analytics.record('reviews-tab', { productId: 'p-tee', productName: 'Tee' }));
    await until(() => platformState.analyticsEvents.length == 1, 'the review event');
    expect(platformState.analyticsEvents[0]!.eventSchemaName).toBe('commerce_reviews_tab');
    expect(platformState.trackerEvents).toHaveLength(1);
    await expect(analytics.record('add-to-cart' as never)).rejects.toThrow(TypeError);
    clearCookies('ss_cvr');
    document.getElementById('react-settings')?.remove();
  });

  it("useProduct: the product and the shared selection; a theme's own control chooses, and the variant picker follows", async () => {
    let choose!: (name: string, value: string) => void;
    function Chooser() {
      const p = useProduct('p-tee');
      choose = (name, value) => p.choose(name, value);
      return (
        <p id="chosen">
          {p.status}:{p.product?.name ?? ''}:{String(p.chosen['Size'] ?? '')}
        </p>
      );
    }
    await act(async () =>
      root.render(
        <StorefrontProvider>
          <Chooser />
          <VariantPicker productId="p-tee" />
        </StorefrontProvider>,
      ),
    );
    await until(() => host.querySelector('#chosen')?.textContent === 'ready:Tee:', 'the product');
    await act(async () => choose('Size', 'M'));
    expect(host.querySelector('#chosen')!.textContent).toBe('ready:Tee:M');
    await until(
      () => host.querySelector('[data-sf-react="variant-picker"]')!.shadowRoot!.querySelector<HTMLSelectElement>('select')?.value === 'M',
      'the picker to follow',
    );
  });

  it("<ErrorReporter> runs the page's reporter while mounted; a provider that asked for one on purpose keeps it, with one warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let show!: (on: boolean) => void;
    function Page() {
      const [on, set] = useState(true);
      show = set;
      return <StorefrontProvider>{on && <ErrorReporter scope="page" />}</StorefrontProvider>;
    }
    await act(async () => root.render(<Page />));
    const state = () => host.querySelector('[data-sf-react="error-reporter"]')?.getAttribute('data-sf-state');
    await until(() => state() === 'running', 'the reporter running');
    // The provider's default reporter (not asked for on purpose) gave way without a word.
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(warn).not.toHaveBeenCalled();
    await act(async () => show(false));
    await act(async () => root.unmount());
    root = createRoot(host);

    // errorReporting given on the provider is asked for on purpose: once it runs, a later element is ignored, and told so.
    await act(async () =>
      root.render(
        <StorefrontProvider errorReporting="sdk">
          <p>page</p>
        </StorefrontProvider>,
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    await act(async () =>
      root.render(
        <StorefrontProvider errorReporting="sdk">
          <ErrorReporter />
        </StorefrontProvider>,
      ),
    );
    await until(() => state() === 'ignored', 'the element ignored');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[storefront] <div data-sf-react="error-reporter">: the page already has an error reporter (started by <StorefrontProvider>\'s errorReporting); this one is ignored.',
    );
    warn.mockRestore();
  });

  it('starts on a loaded page whose script with "storefront" in its URL is not the loader (no waiting for a load that has passed)', async () => {
    const other = Object.assign(document.createElement('script'), { type: 'text/plain', src: '/theme/storefront-theme.js' });
    document.head.append(other);
    try {
      expect(document.readyState).toBe('complete');
      await act(async () =>
        root.render(
          <StorefrontProvider>
            <ProductStatus productId="p-poster" />
          </StorefrontProvider>,
        ),
      );
      await until(
        () => host.querySelector('[data-sf-react="product-status"]')?.getAttribute('data-sf-state') === 'ready',
        'the status ready',
      );
    } finally {
      other.remove();
    }
  });
});
