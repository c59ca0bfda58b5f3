// The React package's widgets under real React 19 (vitest.react.config.ts: no preact alias) against the mock platform.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie, platformState } from '../mock-server/handlers';
import {
  AddToCart,
  Cart,
  CartPill,
  InstalmentPill,
  Popup,
  ProductStatus,
  RestockForm,
  SiteForm,
  StorefrontProvider,
  useCart,
  useStorefrontEvent,
  VariantPicker,
} from './index';
import { host, root, setUpReactPage, shadowText, until } from '../tests/react/harness';

setUpReactPage();

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
});
