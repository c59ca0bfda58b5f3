import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server } from '../../mock-server/node';
import { reviewSummary } from '../../mock-server/reviews';
import type { WidgetContext } from '../../src/types';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { nestWidgets, NESTABLE } from '../../tests/unit/nestedWidgets';
import { parseProductSettings } from './attributes';
import { mount } from './index';
import { REVEAL_WAIT_MS } from './Product';
import { descriptionText } from '../../src/product/descriptionText';

const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  clearCookies('CART', 'hasCart', 'crumb');
  ensureCrumbCookie();
});

function place(attrs: string, { nested = true } = {}) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="product" ${attrs}><a href="/shop">The product</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config: widgetTestConfig, emit: () => {}, report: vi.fn() };
  const rt = page.with(ctx);
  // The parts NESTABLE has are mounted as the loader would; the others settle as if they showed nothing.
  const mounted = nested ? nestWidgets(rt, Object.keys(NESTABLE), (child) => child.setAttribute('data-sf-state', 'hidden')).seen : [];
  mount(el, rt);
  return { el, mounted };
}
const root = (el: HTMLElement) => el.shadowRoot!;
const ready = (el: HTMLElement) => vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('ready'), { timeout: 3000 });

describe('product', () => {
  it("the tee: its parts in order, each the other widgets' (mounted in its shadow root), shown at once when all have rendered", async () => {
    const { el, mounted } = place('data-product-id="p-tee" data-heading-level="1"');
    expect(root(el).querySelector('slot')).not.toBeNull(); // the fallback while loading
    await ready(el);
    // The restock form: the tee's store asks for sign-ups; no instalment pill: the site offers none.
    expect(mounted).toEqual(['gallery', 'variant-picker', 'quantity', 'add-to-cart', 'restock-form']);
    const details = root(el).querySelector('.details')!;
    expect([...details.children].map((c) => c.getAttribute('part') ?? c.getAttribute('data-sf-widget') ?? c.className)).toEqual([
      'title',
      'status',
      'variant-picker',
      'quantity',
      'add-to-cart',
      'restock-form',
      'description',
    ]);
    // The gallery's first picture holds its place until the gallery renders (it is not waited for).
    expect(root(el).querySelector('[data-sf-widget=gallery] img.first')!.getAttribute('fetchpriority')).toBe('high');
    expect(root(el).querySelector('h1')!.textContent).toBe('Tee');
    expect(root(el).querySelector('[part=price]')!.textContent).toBe('from $19.00');
    expect(root(el).querySelector('[part=badge]')!.textContent).toBe('sale');
    expect(root(el).querySelector('[part=scarcity]')!.textContent).toBe('Only 15 left!');
    // Its parts take the product (and its scope) and share its state: the picker's choice is the product's.
    expect(root(el).querySelector('[data-sf-widget=variant-picker]')!.getAttribute('data-product-id')).toBe('p-tee');
    expect(root(el).querySelector('slot')).toBeNull();
    expect(root(el).querySelector('.frame')!.hasAttribute('hidden')).toBe(false);
  });

  it('holds back until every part has rendered: the fallback shows meanwhile, then everything at once', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-sf-widget="product" data-product-id="p-poster"><a href="/shop">The poster</a></div>',
    );
    const el = document.body.lastElementChild as HTMLElement;
    const rt = page.with({ config: widgetTestConfig, emit: () => {}, report: vi.fn() });
    // Parts that take their time: each renders 300 ms after it is mounted.
    const slow: HTMLElement[] = [];
    rt.nested = {
      mount: (child) => {
        slow.push(child);
        return Promise.resolve();
      },
      unmount: () => {},
    };
    mount(el, rt);
    await vi.waitFor(() => expect(slow.length).toBeGreaterThan(0));
    const frame = root(el).querySelector('.frame')!;
    expect(frame.hasAttribute('hidden')).toBe(true);
    expect(root(el).querySelector('slot')).not.toBeNull();
    expect(el.getAttribute('data-sf-state')).toBe('loading');
    slow.slice(0, -1).forEach((part) => part.setAttribute('data-sf-state', 'idle'));
    await new Promise((r) => setTimeout(r, 50));
    expect(frame.hasAttribute('hidden')).toBe(true); // one part still loading
    slow.at(-1)!.setAttribute('data-sf-state', 'shown');
    await ready(el);
    expect(frame.hasAttribute('hidden')).toBe(false);
    expect(root(el).querySelector('slot')).toBeNull();
  });

  it('a part whose code never comes (offline, blocked) holds it back 4 s at most: then the product shows without it', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-sf-widget="product" data-product-id="p-poster"><a href="/shop">The poster</a></div>',
    );
    const el = document.body.lastElementChild as HTMLElement;
    const rt = page.with({ config: widgetTestConfig, emit: () => {}, report: vi.fn() });
    const parts: HTMLElement[] = [];
    rt.nested = {
      mount: (child) => {
        parts.push(child);
        return Promise.resolve();
      },
      unmount: () => {},
    };
    mount(el, rt);
    await vi.waitFor(() => expect(parts.length).toBeGreaterThan(1));
    const started = Date.now();
    // Every part but the add button renders; the add button's code never arrives.
    parts
      .filter((part) => part.getAttribute('data-sf-widget') != 'add-to-cart')
      .forEach((part) => part.setAttribute('data-sf-state', 'idle'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(el.getAttribute('data-sf-state')).toBe('loading');
    expect(root(el).querySelector('.frame')!.hasAttribute('hidden')).toBe(true);
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('ready'), { timeout: 4000, interval: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(REVEAL_WAIT_MS - 1000);
    // What it draws itself is there: the title, the price; the missing part keeps its (empty) place.
    expect(root(el).querySelector('.frame')!.hasAttribute('hidden')).toBe(false);
    expect(root(el).querySelector('[part=title]')!.textContent).toBe('Poster');
    expect(root(el).querySelector('[data-sf-widget=add-to-cart]')!.hasAttribute('data-sf-state')).toBe(false);
  }, 10000);

  it("shows only what applies: no picker with nothing to choose, no quantity for a subscription or a download; a subscription's price with its period", async () => {
    const sub = place('data-product-id="p-seed-of-the-month"').el;
    const ebook = place('data-product-id="p-ebook"').el;
    await ready(sub);
    await ready(ebook);
    for (const el of [sub, ebook]) {
      expect(root(el).querySelector('[data-sf-widget=variant-picker]')).toBeNull();
      expect(root(el).querySelector('[data-sf-widget=quantity]')).toBeNull();
    }
    expect(root(sub).querySelector('[part=price]')!.textContent).toBe('$6.00 / month for 1 year');
  });

  it("data-contents chooses and orders the parts; data-layout; the parts' own attributes handed through", async () => {
    const { el, mounted } = place(
      'data-product-id="p-tee" data-contents="button price title" data-layout="horizontal" data-picker-style="radio" data-gallery-design="carousel"',
    );
    await ready(el);
    expect(mounted).toEqual(['add-to-cart', 'restock-form']);
    expect(
      [...root(el).querySelector('.details')!.children].map(
        (c) => c.getAttribute('part') ?? c.getAttribute('data-sf-widget') ?? c.className,
      ),
    ).toEqual(['add-to-cart', 'restock-form', 'status', 'title']);
    expect(root(el).querySelector('[part=product]')!.getAttribute('data-layout')).toBe('horizontal');
    const settings = parseProductSettings(el, () => {});
    expect(settings.pass).toEqual({ gallery: { 'data-design': 'carousel' }, options: { 'data-style': 'radio' }, instalments: {} });
  });

  it('the description: its text first (cut at 250 characters), then its HTML through DOMPurify (no script, links to a new tab)', async () => {
    const { el } = place('data-product-id="p-tee"');
    await ready(el);
    await vi.waitFor(() => expect(root(el).querySelector('[part=description] li')).not.toBeNull(), { timeout: 3000 });
    const description = root(el).querySelector('[part=description]')!;
    expect(description.querySelector('strong')!.textContent).toBe('screen-printed by hand');
    expect(description.querySelectorAll('script')).toHaveLength(0);
  });

  it('the instalment pill where the element (or the site) offers instalments; no restock form where the store asks for none', async () => {
    const { el, mounted } = place(
      'data-product-id="p-poster" data-instalments-afterpay-available="true" data-instalments-afterpay-min="3500" data-instalments-afterpay-max="100000" data-instalments-stripe-account-country="US"',
    );
    await ready(el);
    expect(mounted).toEqual(['gallery', 'quantity', 'add-to-cart', 'instalment-pill']);
    expect(root(el).querySelector('[data-sf-widget=instalment-pill]')!.getAttribute('data-afterpay-min')).toBe('3500');
  });

  it("sold out where the store asks for no restock form: its add button disabled, reading the store's customSoldOutText (else sold out)", async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="lamp">${JSON.stringify({
        id: 'p-lamp',
        name: 'Lamp',
        merchandising: { customSoldOutText: 'Back in May' },
        structuredContent: {
          productType: 1,
          variants: [{ sku: 'LAMP', priceMoney: { value: '40.00', currency: 'USD' }, unlimited: false, qtyInStock: 0 }],
        },
      })}</script>`,
    );
    const { el, mounted } = place('data-product-json="#lamp"');
    await ready(el);
    expect(mounted).toEqual(['add-to-cart']);
    expect(root(el).querySelector('[part=badge]')!.textContent).toBe('Back in May');
    const add = root(el).querySelector<HTMLElement>('[data-sf-widget=add-to-cart]')!;
    expect(add.getAttribute('data-sf-state')).toBe('sold-out');
    const button = add.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!;
    expect([button.textContent, button.disabled]).toEqual(['Back in May', true]);
  });

  it('a standalone variant picker of the same product on the page stays in step with it, both ways', async () => {
    const { el } = place('data-product-id="p-tee"');
    await ready(el);
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="variant-picker" data-product-id="p-tee" data-style="radio"></div>');
    const standalone = document.body.lastElementChild as HTMLElement;
    NESTABLE['variant-picker']!(standalone, page.runtime);
    await vi.waitFor(() => expect(standalone.getAttribute('data-sf-state')).toBe('ready'));
    // Chosen on the standalone picker: the product element's price and its own picker follow.
    const radio = (root: ShadowRoot, value: string) =>
      [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.value == value)!;
    radio(standalone.shadowRoot!, 'M').click();
    radio(standalone.shadowRoot!, 'White').click();
    await vi.waitFor(() => expect(root(el).querySelector('[part=price]')!.textContent).toBe('$19.00Regular price $25.00'));
    const inner = root(el).querySelector<HTMLElement>('[data-sf-widget=variant-picker]')!.shadowRoot!;
    expect([...inner.querySelectorAll('select')].map((s) => s.value)).toEqual(['M', 'White']);
    // Chosen inside the product element: the standalone picker follows.
    const size = inner.querySelector('select')!;
    size.value = 'S';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(radio(standalone.shadowRoot!, 'S').checked).toBe(true));
  });

  it('without anyone to mount its parts (no rt.nested), it shows what it draws itself', async () => {
    const { el } = place('data-product-id="p-poster"', { nested: false });
    await ready(el);
    expect(root(el).querySelector('[part=title]')!.textContent).toBe('Poster');
  });
});

describe('descriptionText', () => {
  it('tags, scripts and styles dropped, references decoded, spaces collapsed, cut at 250 with an ellipsis', () => {
    expect(
      descriptionText(
        '<p>Fig &amp; cedar,&nbsp;<b>40</b> hours&#33; &#x263A; &bogus;</p><script>alert(1)</script><style>p{}</style><!-- x -->',
      ),
    ).toBe('Fig & cedar, 40 hours! ☺ &bogus;');
    const long = descriptionText(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(250);
    expect(long.endsWith('…')).toBe(true);
    expect(descriptionText('&#0; &#xD800; &#1114112;')).toBe('&#0; &#xD800; &#1114112;');
  });
});

describe('product settings', () => {
  it('refuses an unknown part or layout naming it; clamps a heading level with a warning', () => {
    const el = (attrs: string) => {
      document.body.innerHTML = `<div ${attrs}></div>`;
      return document.body.firstElementChild!;
    };
    expect(() => parseProductSettings(el('data-contents="title, picture"'), () => {})).toThrow('data-contents names no such part: picture');
    expect(() => parseProductSettings(el('data-layout="grid"'), () => {})).toThrow('data-layout "grid" must be "vertical" or "horizontal"');
    const warn = vi.fn();
    expect(parseProductSettings(el('data-heading-level="9"'), warn).headingLevel).toBe(6);
    expect(warn).toHaveBeenCalledWith('data-heading-level="9" is outside 1–6: 6 is used');
    expect(parseProductSettings(el(''), warn).contents).toEqual([
      'gallery',
      'title',
      'rating',
      'price',
      'options',
      'quantity',
      'button',
      'instalments',
      'description',
    ]);
  });
});

describe('the rating part', () => {
  const REVIEWS = { storeSettings: { nativeReviewsEnabled: true, importedReviewsEnabled: true } };
  function withSettings(settings: object) {
    document.head.querySelectorAll('#settings').forEach((s) => s.remove());
    const json = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'settings',
      textContent: JSON.stringify(settings),
    });
    document.head.append(json);
    const emit = vi.fn();
    const rt = page.with({ config: { ...widgetTestConfig, settings: '#settings' }, emit, report: vi.fn() });
    return { rt, emit };
  }
  const placeRated = (attrs: string, settings: object) => {
    const { rt, emit } = withSettings(settings);
    document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="product" ${attrs}></div>`);
    const el = document.body.lastElementChild as HTMLElement;
    mount(el, rt);
    return { el, emit };
  };

  it("the product's stars (one name: average and count, from its reviewSummary), a link to the page's reviews that moves focus there", async () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="reviews" data-product-id="p-tee"></div>');
    const reviews = document.body.lastElementChild as HTMLElement;
    const { el, emit } = placeRated('data-product-id="p-tee" data-contents="title rating"', REVIEWS);
    await ready(el);
    const summary = reviewSummary('p-tee');
    const link = root(el).querySelector<HTMLAnchorElement>('a[part~=rating]')!;
    expect(link.querySelector('[role=img]')!.getAttribute('aria-label')).toBe(
      `${summary.average.toFixed(1)} out of 5, ${summary.count} reviews`,
    );
    expect(reviews.id).toBe('sf-reviews-p-tee');
    expect(link.getAttribute('href')).toBe('#sf-reviews-p-tee');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    link.click();
    expect(focus.mock.contexts[0]).toBe(reviews); // its shadow root has not rendered here: the element itself
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith('reviews-vitals-link', { productId: 'p-tee', productName: 'Tee' }));
    focus.mockRestore();
  });

  it('no rating where reviews do not show (the settings, the kill switch), nor for a product without reviews', async () => {
    const off = placeRated('data-product-id="p-tee" data-contents="title rating"', {});
    await ready(off.el);
    expect(root(off.el).querySelector('[part~=rating]')).toBeNull();
    document.body.innerHTML = '';
    page.reset();
    const killed = placeRated('data-product-id="p-tee" data-contents="title rating"', {
      ...REVIEWS,
      experiments: [{ name: 'reviews-kill-switch', experimentType: 'FEATURE_TOGGLE', variant: 'true' }],
    });
    await ready(killed.el);
    expect(root(killed.el).querySelector('[part~=rating]')).toBeNull();
    document.body.innerHTML = '';
    page.reset();
    const none = placeRated('data-product-id="p-ebook" data-contents="title rating"', REVIEWS);
    await ready(none.el);
    expect(root(none.el).querySelector('[part~=rating]')).toBeNull();
    expect(root(none.el).querySelector('[part=title]')).not.toBeNull();
  });

  it('without a reviews widget on the page: the stars as text, no link', async () => {
    const { el } = placeRated('data-product-id="p-tee" data-contents="rating"', REVIEWS);
    await ready(el);
    expect(root(el).querySelector('a')).toBeNull();
    expect(root(el).querySelector('p[part=rating] [role=img]')!.getAttribute('aria-label')).toMatch(/^\d\.\d out of 5, \d+ reviews$/);
  });
});
