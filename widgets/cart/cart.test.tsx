import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import * as mockCart from '../../mock-server/cart';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import type { FaultRule } from '../../mock-server/faults';
import { navigation } from '../../src/ui/navigate';
import type { Emit, SiteConfig, Unmount, WidgetContext } from '../../src/types';
import { answersOf } from './lineDetails';
import { parseCheckoutUrl } from './attributes';
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
  vi.restoreAllMocks();
});

const ENTRY = (id: string) => `/api/commerce/shopping-cart/entries/${id}`;
const fault = (rule: FaultRule) => platform.faults.push(rule);

/** Puts entries in a server cart and sets the cookies, as an earlier page would have. Returns the entry ids. */
function serverCart(...adds: { itemId: string; sku?: string | null; quantity?: number; additionalFields?: string | null }[]): string[] {
  let cartId: string | undefined;
  const ids: string[] = [];
  for (const add of adds) {
    // additionalFields "{}" for none, as the SDK sends it (spec 000 §7).
    const out = mockCart.addEntry(platform, cartId, { sku: null, quantity: 1, additionalFields: '{}', ...add });
    if (!out.ok) throw new Error(out.message);
    cartId = out.value.cart.id;
    ids.push(out.value.entry.id);
  }
  document.cookie = `CART=${cartId}; path=/`;
  document.cookie = 'hasCart=true; path=/';
  return ids;
}

function place(attrs = '', over: Partial<SiteConfig> = {}) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="cart" ${attrs}><a href="/cart">Your cart</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const emit = vi.fn<Emit>();
  const report = vi.fn<WidgetContext['report']>();
  const ctx: WidgetContext = { config: { ...config, ...over }, emit, report };
  unmounts.push(mount(el, page.with(ctx)));
  return { el, emit, report };
}
function withSettings(settings: object): Partial<SiteConfig> {
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="settings">${JSON.stringify(settings)}</script>`);
  return { settings: '#settings' };
}

const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<T & HTMLElement>(selector)!;
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const texts = (el: HTMLElement, part: string) => $$(el, `[part~=${part}]`).map((n) => n.textContent);
const inState = (el: HTMLElement, state: string) => vi.waitFor(() => expect(stateOf(el)).toBe(state));
const inputs = (el: HTMLElement) => $$(el, 'input[part=input]') as HTMLInputElement[];
function type(input: HTMLInputElement, value: string, key = 'Enter') {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
}
const dialog = (el: HTMLElement) => el.shadowRoot!.querySelector('[role=alertdialog]');
const writes = (method: string) => platform.requests.filter((r) => r.method === method);

describe('cart: loading and empty', () => {
  it('shows the fallback while the cart loads, then the entries', async () => {
    serverCart({ itemId: 'p-poster' });
    fault({ method: 'GET', path: '/api/commerce/shopping-cart', delayMs: 100, times: 1 });
    const { el } = place();
    expect(stateOf(el)).toBe('loading');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    await inState(el, 'ready');
    expect(texts(el, 'title')).toEqual(['Poster']);
  });

  it('with no cart (no cookie, no request): "You have nothing in your shopping cart."', async () => {
    const { el } = place();
    await inState(el, 'empty');
    expect($(el, '[part=empty]').textContent).toBe('You have nothing in your shopping cart.');
    expect($(el, '[part=checkout]')).toBeNull();
    expect(platform.requests).toHaveLength(0);
  });

  it('with an empty cart from the server: the same message', async () => {
    const [id] = serverCart({ itemId: 'p-poster' });
    mockCart.removeEntry(platform, Object.keys(platform.carts)[0], id!);
    const { el } = place();
    await inState(el, 'empty');
    expect($(el, '[part=empty]').textContent).toBe('You have nothing in your shopping cart.');
  });

  it('a failed load: one report, the fallback stays', async () => {
    serverCart({ itemId: 'p-poster' });
    fault({ method: 'GET', path: '/api/commerce/shopping-cart', status: 404, body: { message: 'Gone' } });
    const { el, report } = place();
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String(report.mock.calls[0]![1])).toContain('cart: Gone');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('slot')).not.toBeNull());
  });
});

describe("cart: an answer that lacks fields or holds some of another type (spec 000 §3's defaults)", () => {
  /** The platform's cart of one poster ($15.00), as `change` makes it, answered to the widget's GET. */
  function answer(change: (cart: Record<string, unknown> & { entries: Record<string, unknown>[] }) => void) {
    serverCart({ itemId: 'p-poster' });
    const cart = structuredClone(Object.values(platform.carts)[0]!) as unknown as Parameters<typeof change>[0];
    change(cart);
    fault({ method: 'GET', path: '/api/commerce/shopping-cart', status: 200, body: cart });
  }

  it('no subtotalCents: the cart shows (not its fallback), the subtotal at the default $0.00; no warning, no report', async () => {
    const warn = vi.spyOn(console, 'warn');
    answer((cart) => delete cart.subtotalCents);
    const { el, report } = place();
    await inState(el, 'ready');
    expect(texts(el, 'title')).toEqual(['Poster']);
    expect(texts(el, 'line-price')).toEqual(['$15.00']);
    expect($(el, '[part=subtotal]').textContent).toBe('$0.00');
    expect(report).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("no entry fields but its id: a line with the defaults ('' title, quantity 0, $0.00)", async () => {
    answer((cart) => (cart.entries = cart.entries.map(({ id }) => ({ id }))));
    const { el, report } = place();
    await inState(el, 'ready');
    expect(texts(el, 'title')).toEqual(['']);
    expect(inputs(el).map((i) => i.value)).toEqual(['0']);
    expect(texts(el, 'line-price')).toEqual(['$0.00']);
    expect(report).not.toHaveBeenCalled();
  });

  it('fields of another type: named in one console warning and defaulted; the cart still shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer((cart) => {
      cart.subtotalCents = '15.00';
      cart.entries[0]!.title = { en: 'Poster' };
      cart.entries[0]!.subTotal = null;
    });
    const { el, report } = place();
    await inState(el, 'ready');
    expect(warn.mock.calls).toEqual([['[storefront] cart: not of the type read, defaulted: entries[0].title, subtotalCents']]);
    expect(texts(el, 'title')).toEqual(['']);
    expect(texts(el, 'line-price')).toEqual(['$0.00']);
    expect($(el, '[part=subtotal]').textContent).toBe('$0.00');
    expect(report).not.toHaveBeenCalled();
  });

  it('amounts as money in any of the three shapes show as cents would', async () => {
    answer((cart) => {
      cart.subtotalCents = { value: '15.00', currency: 'USD' };
      cart.entries[0]!.subTotal = { decimalValue: 15, currencyCode: 'USD' };
      cart.entries[0]!.purchasePriceCents = { amount: '15', currencyCode: 'USD' };
    });
    const { el } = place();
    await inState(el, 'ready');
    expect(texts(el, 'line-price')).toEqual(['$15.00']);
    expect(texts(el, 'unit-price')).toEqual(['$15.00 each']);
    expect($(el, '[part=subtotal]').textContent).toBe('$15.00');
  });
});

describe("cart: editing an entry's additional fields (the lightbox)", () => {
  const lightbox = () => document.querySelector('sf-lightbox')?.shadowRoot ?? null;
  const inBox = <T extends Element = HTMLElement>(selector: string) => lightbox()!.querySelector<T & HTMLElement>(selector)!;
  const saved = { 'engraving-text': 'Ada', 'engraving-font': 'Script', 'gift-wrap': [] };
  async function openEditor() {
    const [id] = serverCart({ itemId: 'p-engraved-pen', additionalFields: JSON.stringify(saved) });
    const { el } = place();
    await inState(el, 'ready');
    $(el, '[part=edit]').click();
    $(el, '[part=edit]').click(); // once only
    await vi.waitFor(() => expect(lightbox()?.querySelector('form')).toBeTruthy());
    return { el, id: id! };
  }

  it('opens the form with the saved answers; a save PUTs them and the cart shows the new ones; focus returns to Edit', async () => {
    const { el, id } = await openEditor();
    expect(document.querySelectorAll('sf-lightbox')).toHaveLength(1);
    const text = inBox<HTMLInputElement>('#af-0');
    expect(text.value).toBe('Ada');
    expect(inBox<HTMLSelectElement>('#af-1').value).toBe('Script');
    text.value = 'Grace';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    inBox('[part=save]').click();
    await vi.waitFor(() => expect(lightbox()).toBeNull());
    const put = writes('PUT').find((r) => r.path == `${ENTRY(id)}/additionalFields`);
    expect(put).toBeTruthy();
    expect(JSON.parse(platform.carts[Object.keys(platform.carts)[0]!]!.entries[0]!.additionalFields!)).toEqual({
      ...saved,
      'engraving-text': 'Grace',
    });
    await vi.waitFor(() => expect($$(el, '[part=answers] li')[0]!.textContent).toBe('Engraving text: Grace'));
    expect(el.shadowRoot!.activeElement).toBe($(el, '[part=edit]'));
    // The answers' titles and Edit share one fetch of the product.
    expect(platform.requests.filter((r) => r.path == '/api/commerce/products/p-engraved-pen')).toHaveLength(1);
  });

  it('a failed save: "Unable to update form." and why, in the form; the cart keeps the old answers', async () => {
    const { el, id } = await openEditor();
    fault({ method: 'PUT', path: `${ENTRY(id)}/additionalFields`, status: 500, body: { message: 'Try later' }, times: 1 });
    inBox('[part=save]').click();
    await vi.waitFor(() => expect(inBox('[part=form-message]').textContent).toBe('Unable to update form. Try later'));
    expect($$(el, '[part=answers] li')[0]!.textContent).toBe('Engraving text: Ada');
  });

  it('a product that cannot be fetched: the alert "Unable to open form"; focus back on Edit when it closes', async () => {
    const [id] = serverCart({ itemId: 'p-engraved-pen', additionalFields: JSON.stringify(saved) });
    fault({ method: 'GET', path: '/api/commerce/products/p-engraved-pen', status: 404, body: { message: 'Product not found.' } });
    const { el } = place();
    await inState(el, 'ready');
    $(el, '[part=edit]').click();
    await vi.waitFor(() => expect(dialog(el)).not.toBeNull());
    expect($(el, '[part=dialog-title]').textContent).toBe('Unable to open form');
    expect($(el, '[part=dialog-message]').textContent).toBe('Product not found.');
    expect(lightbox()).toBeNull();
    $(el, '[part=dialog-button]').click();
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement).toBe($(el, '[part=edit]')));
    expect(writes('PUT').filter((r) => r.path == `${ENTRY(id!)}/additionalFields`)).toHaveLength(0);
  });

  it("a product item that carries its form (additionalFieldsForm): titles and editing without fetching the form's definition", async () => {
    const pen = platform.products.find((p) => p.id == 'p-engraved-pen')!;
    const form = platform.forms.find((f) => f.id == 'f-engraving')!;
    pen.structuredContent = {
      ...pen.structuredContent,
      additionalFieldsForm: JSON.stringify({ ...form, fields: form.fields.map((f) => ({ ...f, title: f.title.toUpperCase() })) }),
    };
    serverCart({ itemId: 'p-engraved-pen', additionalFields: JSON.stringify(saved) });
    const { el } = place();
    await inState(el, 'ready');
    await vi.waitFor(() => expect($$(el, '[part=answers] li')[0]!.textContent).toBe('ENGRAVING TEXT: Ada'));
    $(el, '[part=edit]').click();
    await vi.waitFor(() => expect(lightbox()?.querySelector('form')).toBeTruthy());
    expect(inBox<HTMLInputElement>('#af-0').value).toBe('Ada');
    expect(
      platform.requests.filter((r) => (r.path.startsWith('/api/rest/forms/') || r.path.startsWith('/api/template/')) && r.method == 'GET'),
    ).toEqual([]);
  });

  it('closing without saving changes nothing', async () => {
    const { el } = await openEditor();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(lightbox()).toBeNull());
    expect(writes('PUT')).toHaveLength(0);
    expect(el.shadowRoot!.activeElement).toBe($(el, '[part=edit]'));
  });
});

describe('cart: the entries', () => {
  it('title, chosen variant, quantity, line and unit price, additional-fields answers as text; subtotal; checkout', async () => {
    serverCart(
      { itemId: 'p-tee', sku: 'TEE-M-WHI', quantity: 2 },
      {
        itemId: 'p-engraved-pen',
        additionalFields: JSON.stringify({ 'engraving-text': '<b>Ada</b>', 'engraving-font': 'Script', 'gift-wrap': ['Yes'] }),
      },
    );
    const { el } = place();
    await inState(el, 'ready');
    expect(texts(el, 'title')).toEqual(['Tee', 'Engraved Pen']);
    expect(texts(el, 'variant')).toEqual(['Size: M, Colour: White']);
    expect(inputs(el).map((i) => i.value)).toEqual(['2', '1']);
    expect(inputs(el).map((i) => [i.min, i.max, i.step, i.type])).toEqual([
      ['1', '9999', '1', 'number'],
      ['1', '9999', '1', 'number'],
    ]);
    expect(texts(el, 'line-price')).toEqual(['$38.00', '$30.00']);
    expect(texts(el, 'unit-price')).toEqual(['$19.00 each', '$30.00 each']);
    // Labelled with the form's field titles once its definition has come (the product, then its form).
    await vi.waitFor(() =>
      expect($$(el, '[part=answers] li').map((n) => n.textContent)).toEqual([
        'Engraving text: <b>Ada</b>',
        'Font: Script',
        'Gift wrap: Yes',
      ]),
    );
    expect(el.shadowRoot!.querySelector('b')).toBeNull(); // text, never HTML
    expect($(el, '[part=subtotal]').textContent).toBe('$68.00');
    expect($(el, '.subtotal').textContent).toBe('Subtotal $68.00');
    // Labels: the quantity input named by its label, described by the title; remove buttons named with the title.
    expect(inputs(el)[0]!.closest('label')!.textContent).toBe('Quantity');
    expect(el.shadowRoot!.getElementById(inputs(el)[0]!.getAttribute('aria-describedby')!)!.textContent).toBe('Tee');
    expect($$(el, '[part=remove]').map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
      ['Remove', 'Remove Tee'],
      ['Remove', 'Remove Engraved Pen'],
    ]);
    // An edit control only for the entry with additional fields, named with its title.
    expect($$(el, 'button').map((b) => b.getAttribute('part'))).toEqual(['remove', 'edit', 'remove', 'checkout']);
    expect([$(el, '[part=edit]').textContent, $(el, '[part=edit]').getAttribute('aria-label')]).toEqual([
      'Edit',
      'Edit the details of Engraved Pen',
    ]);
    expect($(el, '[part=cart]').getAttribute('aria-label')).toBe('Shopping cart');

    $(el, '[part=checkout]').click();
    expect(go).toHaveBeenCalledWith('/checkout');
  });

  it('an empty answer in the summary of the form answers reads "N/A" (spec 001 §8)', async () => {
    serverCart({
      itemId: 'p-engraved-pen',
      additionalFields: JSON.stringify({ 'engraving-text': 'Ada', 'engraving-font': '', 'gift-wrap': [] }),
    });
    const { el } = place();
    await inState(el, 'ready');
    await vi.waitFor(() =>
      expect($$(el, '[part=answers] li').map((n) => n.textContent)).toEqual(['Engraving text: Ada', 'Font: N/A', 'Gift wrap: N/A']),
    );
  });

  it("an empty answer reads the site's no-answer text (localizedStrings.noAnswer) when it has one", async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="settings">${JSON.stringify({ localizedStrings: { noAnswer: 'Keine Angabe' } })}</script>`,
    );
    serverCart({ itemId: 'p-engraved-pen', additionalFields: JSON.stringify({ 'engraving-text': 'Ada', 'gift-wrap': [] }) });
    const { el } = place('', { settings: '#settings' });
    await inState(el, 'ready');
    await vi.waitFor(() =>
      expect($$(el, '[part=answers] li').map((n) => n.textContent)).toEqual(['Engraving text: Ada', 'Gift wrap: Keine Angabe']),
    );
  });

  it('an entry without answers ("{}" as the SDK sends it, or null) shows no answers and no Edit', async () => {
    serverCart({ itemId: 'p-poster' }, { itemId: 'p-ebook', additionalFields: null }, { itemId: 'p-consult', additionalFields: ' {} ' });
    const { el } = place();
    await inState(el, 'ready');
    expect(texts(el, 'title')).toEqual(['Poster', 'E-book', 'Consultation']);
    expect($$(el, '[part=answers]')).toEqual([]);
    expect($$(el, 'button').map((b) => b.getAttribute('part'))).toEqual(['remove', 'remove', 'remove', 'checkout']);
  });

  it("each line shows its picture (the chosen variant's, else the product's first), all the products in one request", async () => {
    serverCart({ itemId: 'p-tee', sku: 'TEE-M-WHI' }, { itemId: 'p-poster' }, { itemId: 'p-ebook' }, { itemId: 'p-tee', sku: 'TEE-S-BLA' });
    const { el } = place();
    await inState(el, 'ready');
    await vi.waitFor(() => expect($$(el, 'img[part=picture]')).toHaveLength(4));
    const pictures = $$(el, 'img[part=picture]');
    expect(pictures.map((i) => i.getAttribute('src')!.replace(/^.*\/media\/products\//, ''))).toEqual([
      'tee-white-front.svg?format=750w',
      'poster-wall.svg?format=750w',
      'ebook-cover.svg?format=750w',
      'tee-black-front.svg?format=750w',
    ]);
    // A thumbnail: the spec's thumbnail buckets, 64 px wide, lazy, with its alt text.
    expect(
      pictures[0]!
        .getAttribute('srcset')!
        .split(', ')
        .map((x) => x.split(' ')[1]),
    ).toEqual(['100w', '300w', '500w', '750w', '1000w']);
    expect([pictures[0]!.getAttribute('sizes'), pictures[0]!.getAttribute('loading'), pictures[0]!.getAttribute('alt')]).toEqual([
      '64px',
      'lazy',
      'White tee, front',
    ]);
    expect(platform.requests.filter((r) => r.path.startsWith('/api/commerce/products')).map((r) => [r.path, r.query])).toEqual([
      ['/api/commerce/products', { ids: 'p-tee,p-poster,p-ebook' }],
    ]);
  });

  it("a line whose product cannot be had keeps its picture's place, empty", async () => {
    serverCart({ itemId: 'p-poster' });
    fault({ method: 'GET', path: '/api/commerce/products/p-poster', status: 404, body: { message: 'Gone' } });
    const { el } = place();
    await inState(el, 'ready');
    await vi.waitFor(() => expect(platform.requests.some((r) => r.path == '/api/commerce/products/p-poster')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect($$(el, '[part=picture]').map((p) => p.localName)).toEqual(['span']);
  });

  it('data-checkout-url overrides the checkout page; anything but a path or http(s) URL is refused', async () => {
    serverCart({ itemId: 'p-poster' });
    const { el } = place('data-checkout-url="https://pay.example.com/checkout?s=1"');
    await inState(el, 'ready');
    $(el, '[part=checkout]').click();
    expect(go).toHaveBeenCalledWith('https://pay.example.com/checkout?s=1');
    const bad = document.createElement('div');
    bad.setAttribute('data-checkout-url', 'javascript:alert(1)');
    expect(() => parseCheckoutUrl(bad)).toThrow('data-checkout-url "javascript:alert(1)" must be a path or an http(s) URL');
    bad.setAttribute('data-checkout-url', '/pay');
    expect(parseCheckoutUrl(bad)).toBe('/pay');
  });

  it('below the checkout minimum: the message (store currency) tied to the disabled checkout button', async () => {
    serverCart({ itemId: 'p-poster' });
    const { el } = place('', withSettings({ checkoutMinimumCents: 2000 }));
    await inState(el, 'below-minimum');
    const minimum = $(el, '[part=minimum]');
    expect(minimum.textContent).toBe('To check out, your order subtotal must be $20.00 or more.');
    const checkout = $(el, '[part=checkout]');
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    expect(checkout.getAttribute('aria-describedby')).toBe(minimum.id);
    checkout.click();
    expect(go).not.toHaveBeenCalled();
    // Reaching the minimum enables it.
    type(inputs(el)[0]!, '2');
    await inState(el, 'ready');
    expect($(el, '[part=minimum]')).toBeNull();
    expect(checkout.hasAttribute('aria-disabled')).toBe(false);
  });

  it('formats money in the store currency', async () => {
    serverCart({ itemId: 'p-poster', quantity: 2 });
    const { el } = place('', { currency: 'EUR' });
    await inState(el, 'ready');
    expect($(el, '[part=subtotal]').textContent).toBe('€30.00');
  });

  it("answersOf: objects, lists, maps, empty answers (kept, as ''), unparsable text, nothing", () => {
    expect(answersOf(null)).toEqual([]);
    expect(answersOf('{"a":"x","b":["1","2"],"c":{"q":"Agree"},"d":"","e":null,"f":[],"g":["",""]}')).toEqual([
      ['a', 'x'],
      ['b', '1, 2'],
      ['c', 'q: Agree'],
      ['d', ''],
      ['e', ''],
      ['f', ''],
      ['g', ''],
    ]);
    expect(answersOf('not json')).toEqual([['', 'not json']]);
    expect(answersOf('"text"')).toEqual([['', 'text']]);
    expect(answersOf('""')).toEqual([]);
  });
});

describe('cart: changing quantities', () => {
  it('Enter sends the new quantity; the line and subtotal change at once (updating), then the server cart', async () => {
    const [tee] = serverCart({ itemId: 'p-tee', sku: 'TEE-M-WHI', quantity: 2 }, { itemId: 'p-poster' });
    const { el, emit } = place();
    await inState(el, 'ready');
    fault({ method: 'PUT', path: ENTRY(tee!), delayMs: 100, times: 1 });
    type(inputs(el)[0]!, '3');
    await inState(el, 'updating');
    expect(texts(el, 'line-price')[0]).toBe('$57.00');
    expect($(el, '[part=subtotal]').textContent).toBe('$72.00');
    expect($(el, '[part=entries]').getAttribute('aria-busy')).toBe('true');
    await inState(el, 'ready');
    expect(writes('PUT')).toHaveLength(1);
    expect(Object.values(platform.carts)[0]!.entries[0]!.quantity).toBe(3);
    expect(emit.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['recalculate-start', 'recalculate-end']));
  });

  it('blur also commits; an unchanged quantity sends nothing', async () => {
    serverCart({ itemId: 'p-poster' });
    const { el } = place();
    await inState(el, 'ready');
    type(inputs(el)[0]!, '1', 'Tab');
    inputs(el)[0]!.blur();
    type(inputs(el)[0]!, '4', 'Tab');
    inputs(el)[0]!.blur();
    await inState(el, 'ready');
    await vi.waitFor(() => expect(Object.values(platform.carts)[0]!.entries[0]!.quantity).toBe(4));
    expect(writes('PUT')).toHaveLength(1);
  });

  it.each([
    ['', 'Quantity must be a number.'],
    ['1.5', 'Quantity must be a whole number.'],
    ['0', 'Quantity must be a whole number.'],
    ['10000', 'Sorry, we do not have enough of that item available.'],
  ])('%j: the message beside the input, tied to it and announced; nothing sent', async (value, message) => {
    serverCart({ itemId: 'p-poster' });
    const { el } = place();
    await inState(el, 'ready');
    const input = inputs(el)[0]!;
    type(input, value);
    await vi.waitFor(() => expect($(el, '[part=message]').textContent).toBe(message));
    const text = $(el, '[part=message]');
    expect(text.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(text.id);
    expect(writes('PUT')).toHaveLength(0);
    // A good value clears it.
    type(input, '2');
    await vi.waitFor(() => expect($(el, '[part=message]').textContent).toBe(''));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it.each([
    ['500 with a message', { status: 500, body: { message: 'Cart is locked.' } }, 'Cart is locked.'],
    ['429', { status: 429, body: { message: 'Too many requests' } }, 'Please try again in a few seconds.'],
    ['network error', { networkError: true }, 'Please check your internet connection.'],
  ])('%s: "Unable to update quantity" with the message, rolled back; closing returns focus to the input', async (_, rule, message) => {
    const [tee] = serverCart({ itemId: 'p-tee', sku: 'TEE-M-WHI', quantity: 2 });
    const { el } = place();
    await inState(el, 'ready');
    fault({ method: 'PUT', path: ENTRY(tee!), times: 1, ...rule });
    type(inputs(el)[0]!, '3');
    await vi.waitFor(() => expect(dialog(el)).not.toBeNull());
    expect($(el, '[part=dialog-title]').textContent).toBe('Unable to update quantity');
    expect($(el, '[part=dialog-message]').textContent).toBe(message);
    expect(inputs(el)[0]!.value).toBe('2');
    expect($(el, '[part=subtotal]').textContent).toBe('$38.00');
    $(el, '[part=dialog-button]').click();
    await vi.waitFor(() => expect(dialog(el)).toBeNull());
    expect(el.shadowRoot!.activeElement).toBe(inputs(el)[0]);
  });

  it('crumbFail: the session-expired message', async () => {
    serverCart({ itemId: 'p-poster' });
    const { el } = place();
    await inState(el, 'ready');
    clearCookies('crumb');
    type(inputs(el)[0]!, '2');
    await vi.waitFor(() => expect(dialog(el)).not.toBeNull());
    expect($(el, '[part=dialog-message]').textContent).toBe('Your session has expired. Please reload the page and try again.');
  });
});

describe('cart: removing', () => {
  it('removes at once and moves focus to the next remove button; the last one leaves the empty message', async () => {
    serverCart({ itemId: 'p-poster' }, { itemId: 'p-ebook' });
    const { el } = place();
    await inState(el, 'ready');
    $$(el, '[part=remove]')[0]!.focus();
    $$(el, '[part=remove]')[0]!.click();
    await vi.waitFor(() => expect(texts(el, 'title')).toEqual(['E-book']));
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('Remove E-book');
    await inState(el, 'ready');
    expect(writes('DELETE')).toHaveLength(1);
    $$(el, '[part=remove]')[0]!.click();
    await inState(el, 'empty');
    expect($(el, '[part=empty]').textContent).toBe('You have nothing in your shopping cart.');
    expect(el.shadowRoot!.activeElement).toBe($(el, '[part=cart]'));
    expect(Object.values(platform.carts)[0]!.entries).toEqual([]);
  });

  it('a failure: "Unable to remove item" with the message; the entry comes back; focus returns to its remove button', async () => {
    const [, ebook] = serverCart({ itemId: 'p-poster' }, { itemId: 'p-ebook' });
    const { el } = place();
    await inState(el, 'ready');
    fault({ method: 'DELETE', path: ENTRY(ebook!), status: 500, body: { message: 'Not now.' }, times: 1 });
    $$(el, '[part=remove]')[1]!.click();
    await vi.waitFor(() => expect(dialog(el)).not.toBeNull());
    expect($(el, '[part=dialog-title]').textContent).toBe('Unable to remove item');
    expect($(el, '[part=dialog-message]').textContent).toBe('Not now.');
    expect(texts(el, 'title')).toEqual(['Poster', 'E-book']);
    $(el, '[part=dialog-button]').click();
    await vi.waitFor(() => expect(dialog(el)).toBeNull());
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('Remove E-book');
  });

  it('two failures together: two alerts, one after the other (the second never hides the first)', async () => {
    const [poster, ebook] = serverCart({ itemId: 'p-poster' }, { itemId: 'p-ebook' });
    const { el } = place();
    await inState(el, 'ready');
    fault({ method: 'DELETE', path: ENTRY(poster!), status: 500, body: { message: 'First.' }, times: 1 });
    fault({ method: 'DELETE', path: ENTRY(ebook!), status: 500, body: { message: 'Second.' }, times: 1 });
    $$(el, '[part=remove]')[0]!.click();
    $$(el, '[part=remove]')[1]!.click();
    await vi.waitFor(() => expect($(el, '[part=dialog-message]')?.textContent).toBe('First.'));
    $(el, '[part=dialog-button]').click();
    await vi.waitFor(() => expect($(el, '[part=dialog-message]')?.textContent).toBe('Second.'));
    $(el, '[part=dialog-button]').click();
    await vi.waitFor(() => expect(dialog(el)).toBeNull());
    expect(texts(el, 'title')).toEqual(['Poster', 'E-book']);
  });

  it('follows changes made elsewhere on the page (another widget adding)', async () => {
    serverCart({ itemId: 'p-poster' });
    const { el } = place();
    await inState(el, 'ready');
    const { addToCart } = await import('../../src/cart/writes');
    await addToCart(page.runtime.cart, { itemId: 'p-ebook', sku: null, quantity: 1, additionalFields: '{}' });
    await vi.waitFor(() => expect(texts(el, 'title')).toEqual(['Poster', 'E-book']));
    expect(page.runtime.cart.store.getState().cart!.entries).toHaveLength(2);
  });
});
