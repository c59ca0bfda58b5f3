import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingCart, SiteConfig, WidgetContext } from '../../src/types';
import { isCartPage, parseCartPillAttributes } from './attributes';
import { cartPillText } from './CartPill';
import { mount } from './index';
import { testPage } from '../../tests/unit/testRuntime';
import { defaultT } from '../../src/i18n';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

const baseConfig: SiteConfig = {
  apiRoot: '',
  websiteId: 'w',
  currency: 'USD',
  locale: 'en-US',
  expressCheckout: false,
  customCart: false,
  errorReporting: 'sdk',
  settings: null,
  scriptUrl: '',
};
const ctx = (config: Partial<SiteConfig> = {}): WidgetContext => ({
  config: { ...baseConfig, ...config },
  emit: () => {},
  report: () => {},
});

const withQuantity = (totalQuantity: number) =>
  page.runtime.cart.store.setState({ status: 'ready', cart: { totalQuantity } as ShoppingCart, error: null });

const tick = () => new Promise((r) => setTimeout(r, 0));

function place(attrs = ''): HTMLElement {
  document.body.innerHTML = `<div data-sf-widget="cart-pill" ${attrs}><a href="/cart">Cart</a></div>`;
  return document.body.firstElementChild as HTMLElement;
}
const pill = (el: HTMLElement) => el.shadowRoot!.querySelector('a')!;

beforeEach(() => {
  page.reset();
  history.replaceState(null, '', '/shop');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('cart pill text', () => {
  it.each([
    [1, '1', 'item', 'Cart, 1 item'],
    [2, '2', 'items', 'Cart, 2 items'],
    [100, '100', 'items', 'Cart, 100 items'],
    [101, '100+', 'items', 'Cart, 100+ items'],
    [5000, '100+', 'items', 'Cart, 100+ items'],
  ])('%i → %s %s', (quantity, count, label, name) => {
    expect(cartPillText(quantity, defaultT)).toEqual({ count, label, name });
  });
});

describe('cart pill widget', () => {
  it('is hidden (and out of the tab order) with no items, shown with some', async () => {
    const el = place();
    mount(el, page.with(ctx()));
    await tick();
    expect(el.getAttribute('data-sf-state')).toBe('hidden');
    expect(pill(el).getAttribute('tabindex')).toBe('-1');
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('data-state')).toBe('hidden');
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).toBe('Cart');

    withQuantity(3);
    await tick();
    expect(el.getAttribute('data-sf-state')).toBe('shown');
    expect(pill(el).getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(pill(el).getAttribute('href')).toBe('/cart');
    expect(pill(el).hasAttribute('tabindex')).toBe(false);
    expect(pill(el).querySelector('[part=count]')!.textContent).toBe('3');
    expect(pill(el).querySelector('[part=label]')!.textContent).toBe('items');
  });

  it('announces changes politely, but not the first value', async () => {
    withQuantity(1);
    const el = place();
    mount(el, page.with(ctx()));
    await tick();
    const status = el.shadowRoot!.querySelector('[role=status]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    await new Promise((r) => setTimeout(r, 50)); // effects have run
    expect(status.textContent).toBe('');
    withQuantity(2);
    await vi.waitFor(() => expect(status.textContent).toBe('Cart, 2 items'));
  });

  it('shows the loading state while the cart loads', async () => {
    page.runtime.cart.store.setState({ status: 'loading' });
    const el = place();
    mount(el, page.with(ctx()));
    await tick();
    expect(el.getAttribute('data-sf-state')).toBe('loading');
  });

  it.each([
    ['express checkout', { expressCheckout: true }, '/shop'],
    ['a custom cart', { customCart: true }, '/shop'],
    ['the cart page', {}, '/cart'],
    ['the cart page with a trailing slash', {}, '/cart/'],
  ])('is not shown under %s', async (_, config, path) => {
    history.replaceState(null, '', path);
    withQuantity(3);
    const el = place();
    mount(el, page.with(ctx(config)));
    await tick();
    expect(el.getAttribute('data-sf-state')).toBe('suppressed');
    expect(el.shadowRoot!.querySelector('a')).toBeNull();
  });

  it('links to data-href, and unmounting removes its state', async () => {
    withQuantity(1);
    const el = place('data-href="/basket"');
    const unmount = mount(el, page.with(ctx()));
    await tick();
    expect(pill(el).getAttribute('href')).toBe('/basket');
    unmount();
    expect(el.hasAttribute('data-sf-state')).toBe(false);
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
  });
});

describe('cart pill attributes', () => {
  const el = (): HTMLElement => document.createElement('div');
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'http://[bad'])('refuses data-href=%s', (href) => {
    const e = el();
    e.setAttribute('data-href', href);
    expect(() => parseCartPillAttributes(e)).toThrow(/data-href/);
  });
  it('accepts paths and http(s) URLs', () => {
    const e = el();
    e.setAttribute('data-href', 'https://shop.example.com/cart');
    expect(parseCartPillAttributes(e).href).toBe('https://shop.example.com/cart');
    e.setAttribute('data-href', '/my-cart?x=1');
    expect(parseCartPillAttributes(e).href).toBe('/my-cart?x=1');
  });
  it('recognises the cart page', () => {
    expect(isCartPage('/cart', new URL('http://127.0.0.1:3000/cart') as unknown as Location)).toBe(true);
    expect(isCartPage('/cart', new URL('http://127.0.0.1:3000/cart-items') as unknown as Location)).toBe(false);
  });
});
