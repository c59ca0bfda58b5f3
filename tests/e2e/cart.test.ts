import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, type PageWindow, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const ENTRY = '/api/commerce/shopping-cart/entries/';
const CART = '<div data-sf-widget="cart" id="cart"><p>Your cart will appear here. <a href="/">Keep shopping</a></p></div>';
const settings = (s: object) => `<script type="application/json" id="sf-settings">${JSON.stringify(s)}</script>`;

async function open(p: Page, body = CART, scriptAttrs = '') {
  await serve(p, '/c', ownerPage(body, scriptAttrs));
  await p.goto(`${baseUrl()}/c`);
}
const waitState = (s: string, p = page) =>
  p.waitForFunction((v) => document.getElementById('cart')?.getAttribute('data-sf-state') === v, s, { timeout: 10_000 });
/** Adds through the public API, as another widget on the page would. */
const add = (itemId: string, sku: string | null = null, quantity = 1, p = page) =>
  p.evaluate(
    ([i, s, q]) =>
      (window as PageWindow).Storefront.ready.then((sf) => sf.cart.add({ itemId: i, sku: s, quantity: q, additionalFields: null })),
    [itemId, sku, quantity] as const,
  );
const part = (name: string) => page.locator(`#cart [part~=${name}]`);
const focusedLabel = () =>
  page.evaluate(() => {
    const a = document.getElementById('cart')!.shadowRoot!.activeElement as HTMLElement | null;
    return a ? (a.getAttribute('aria-label') ?? a.getAttribute('part')) : null;
  });
/** What the widget shows: [title, quantity] per entry, and the subtotal. */
const shown = (p = page) =>
  p.evaluate(() => {
    const root = document.getElementById('cart')!.shadowRoot!;
    const entries = [...root.querySelectorAll('[part=entry]')].map((e) => [
      e.querySelector('[part=title]')!.textContent,
      Number((e.querySelector('input') as HTMLInputElement).value),
    ]);
    return { entries, subtotal: root.querySelector('[part=subtotal]')?.textContent ?? null };
  });
const serverCart = async () => Object.values((await mockState()).carts)[0]!;
/** The page's window, with the layout shift it has had. */
type ClsWindow = PageWindow<{ __cls?: number }>;
const noAxeViolations = async () => expect(await axe(page)).toEqual([]);
async function setQuantity(index: number, value: string) {
  const input = part('input').nth(index);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

describe('cart in Chromium', () => {
  it('loading (fallback), empty, items; quantity and removal with the keyboard against the mock platform; axe in each state', async () => {
    const log = watchConsole(page);
    await page.context().addCookies([{ name: 'hasCart', value: 'true', url: baseUrl() }]);
    await setFaults([{ method: 'GET', path: '/api/commerce/shopping-cart', delayMs: 1500, times: 1 }]);
    await open(page);
    await waitState('loading');
    expect(await page.locator('#cart a').textContent()).toBe('Keep shopping');
    await noAxeViolations();

    await waitState('empty');
    expect(await part('empty').textContent()).toBe('You have nothing in your shopping cart.');
    await noAxeViolations();

    await add('p-tee', 'TEE-M-WHI', 2);
    await add('p-poster');
    await waitState('ready');
    expect(await shown()).toEqual({
      entries: [
        ['Tee', 2],
        ['Poster', 1],
      ],
      subtotal: '$53.00',
    });
    expect(await part('variant').allTextContents()).toEqual(['Size: M, Colour: White']);
    expect(await part('line-price').allTextContents()).toEqual(['$38.00', '$15.00']);
    await noAxeViolations();

    // Quantity: type and Enter; shown at once (updating) while the PUT is slow.
    await setFaults([{ method: 'PUT', path: `${ENTRY}*`, delayMs: 800, times: 1 }]);
    await setQuantity(0, '3');
    await waitState('updating');
    expect(await shown()).toEqual({
      entries: [
        ['Tee', 3],
        ['Poster', 1],
      ],
      subtotal: '$72.00',
    });
    await noAxeViolations();
    await waitState('ready');
    expect((await serverCart()).entries.map((e) => [e.title, e.quantity])).toEqual([
      ['Tee', 3],
      ['Poster', 1],
    ]);

    // A bad quantity: the message beside the input, nothing sent.
    await setQuantity(1, '0');
    await expect.poll(() => part('message').nth(1).textContent()).toBe('Quantity must be a whole number.');
    await noAxeViolations();
    await setQuantity(1, '1');

    // Remove with the keyboard: Tab from the input to the row's remove button, Enter.
    await part('input').nth(0).focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Remove Tee');
    await page.keyboard.press('Enter');
    await expect.poll(() => shown()).toEqual({ entries: [['Poster', 1]], subtotal: '$15.00' });
    expect(await focusedLabel()).toBe('Remove Poster');
    await waitState('ready');
    expect((await serverCart()).entries.map((e) => e.title)).toEqual(['Poster']);

    // Checkout goes to the default page.
    await page.route(`${baseUrl()}/checkout`, (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title><h1>Checkout</h1>' }),
    );
    await part('checkout').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/checkout`);
    expect(log.errors).toEqual([]);
  });

  it('below the checkout minimum: the message and the disabled checkout button; accessible', async () => {
    await open(page, CART + settings({ checkoutMinimumCents: 5000 }), 'data-settings="#sf-settings"');
    await add('p-poster');
    await waitState('below-minimum');
    expect(await part('minimum').textContent()).toBe('To check out, your order subtotal must be $50.00 or more.');
    expect(await part('checkout').getAttribute('aria-disabled')).toBe('true');
    expect(await part('checkout').getAttribute('aria-describedby')).toBe(await part('minimum').getAttribute('id'));
    await part('checkout').click({ force: true });
    await page.waitForTimeout(200);
    expect(page.url()).toBe(`${baseUrl()}/c`);
    await noAxeViolations();
    await setQuantity(0, '4');
    await waitState('ready');
    expect(await part('checkout').getAttribute('aria-disabled')).toBeNull();
  });

  it.each([
    ['500 with a message', { status: 500, body: { message: 'The cart is busy.' } }, 'The cart is busy.'],
    ['429', { status: 429, headers: { 'Retry-After': '2' }, body: { message: 'Too many requests' } }, 'Please try again in a few seconds.'],
    // Chromium replays a request whose connection drops before any answer, so every one is dropped (until reset).
    ['a network error', { networkError: true, times: undefined }, 'Please check your internet connection.'],
  ])('quantity change fails with %s: the alert, rolled back, Escape returns focus to the input', async (_, rule, message) => {
    await open(page);
    await add('p-tee', 'TEE-M-WHI', 2);
    await waitState('ready');
    await setFaults([{ method: 'PUT', path: `${ENTRY}*`, times: 1, ...rule }]);
    await setQuantity(0, '3');
    await page.locator('#cart [role=alertdialog]').waitFor();
    expect(await part('dialog-title').textContent()).toBe('Unable to update quantity');
    expect(await part('dialog-message').textContent()).toBe(message);
    expect(await shown()).toEqual({ entries: [['Tee', 2]], subtotal: '$38.00' });
    await noAxeViolations();
    await page.keyboard.press('Escape');
    await page.locator('#cart [role=alertdialog]').waitFor({ state: 'detached' });
    expect(await focusedLabel()).toBe('input');
    expect((await serverCart()).entries[0]!.quantity).toBe(2);
  });

  it('crumbFail on removal: "Unable to remove item", the entry comes back, OK returns focus to its remove button', async () => {
    await open(page);
    await add('p-poster');
    await waitState('ready');
    await page.context().clearCookies({ name: 'crumb' });
    await part('remove').click();
    await page.locator('#cart [role=alertdialog]').waitFor();
    expect(await part('dialog-title').textContent()).toBe('Unable to remove item');
    expect(await part('dialog-message').textContent()).toBe('Your session has expired. Please reload the page and try again.');
    expect(await shown()).toEqual({ entries: [['Poster', 1]], subtotal: '$15.00' });
    await part('dialog-button').click();
    await page.locator('#cart [role=alertdialog]').waitFor({ state: 'detached' });
    expect(await focusedLabel()).toBe('Remove Poster');
  });

  it('concurrent changes in two tabs with random delays end with both tabs showing the server cart', async () => {
    await open(page);
    await add('p-tee', 'TEE-S-BLA', 1);
    await add('p-poster', null, 1);
    await add('p-ebook', null, 1);
    await waitState('ready');
    const other = await browserOf().context.newPage();
    await open(other);
    await waitState('ready', other);
    let seed = 4242;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const rules = Array.from({ length: 30 }, () => ({ path: `${ENTRY}*`, delayMs: Math.floor(random() * 400), times: 1 }));
    await setFaults(rules);
    const actions: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      const tab = random() < 0.5 ? page : other;
      const index = Math.floor(random() * 3);
      const quantity = 1 + Math.floor(random() * 3);
      actions.push(
        tab.evaluate(
          ([n, q]) => {
            const input = document.getElementById('cart')!.shadowRoot!.querySelectorAll('input')[n];
            if (!input) return;
            input.value = String(q);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
          },
          [index, quantity] as const,
        ),
      );
      if (i == 7) actions.push(add('p-poster', null, 1, tab));
      await page.waitForTimeout(Math.floor(random() * 60));
    }
    await Promise.all(actions);
    const server = async () => {
      const c = await serverCart();
      return c.entries.map((e) => [e.title, e.quantity]);
    };
    // Every answer in: both tabs show the server's cart (requests are still arriving while the actions' events fire).
    const settled = async () => {
      const [a, b, s] = await Promise.all([shown(page), shown(other), server()]);
      return JSON.stringify(a.entries) == JSON.stringify(s) && JSON.stringify(b.entries) == JSON.stringify(s);
    };
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(800);
    const final = await server();
    expect((await shown(page)).entries).toEqual(final);
    expect((await shown(other)).entries).toEqual(final);
    expect(final.map(([title]) => title)).toEqual(['Tee', 'Poster', 'E-book']);
    await other.close();
  });

  it('each line shows its picture, at the width its 64 px slot needs, with one product request for all the entries; no layout shift as they arrive', async () => {
    await open(page);
    await add('p-tee', 'TEE-M-WHI', 2);
    await add('p-poster');
    await add('p-ebook');
    // This page's cart has shown the three (and asked for their products); the visit measured is the next one.
    await page.waitForFunction(() => document.getElementById('cart')!.shadowRoot!.querySelectorAll('img[part=picture]').length == 3);
    const pictures: string[] = [];
    page.on('request', (r) => r.url().includes('/media/products/') && pictures.push(new URL(r.url()).pathname + new URL(r.url()).search));
    const gets: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/api/commerce/products') && gets.push(decodeURIComponent(new URL(r.url()).pathname + new URL(r.url()).search)),
    );
    await page.reload();
    await page.evaluate(() =>
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => ((window as ClsWindow).__cls = ((window as ClsWindow).__cls ?? 0) + (e as LayoutShift).value)),
      ).observe({ type: 'layout-shift', buffered: true }),
    );
    await waitState('ready');
    await page.waitForFunction(() => {
      const imgs = [...document.getElementById('cart')!.shadowRoot!.querySelectorAll('img[part=picture]')] as HTMLImageElement[];
      return imgs.length == 3 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    });
    expect(gets).toEqual(['/api/commerce/products?ids=p-tee,p-poster,p-ebook']);
    // 64 CSS px at this page's device pixel ratio (1): the 100 px file, not a larger one.
    expect([...new Set(pictures)].sort()).toEqual([
      '/media/products/ebook-cover.svg?format=100w',
      '/media/products/poster-wall.svg?format=100w',
      '/media/products/tee-white-front.svg?format=100w',
    ]);
    expect(await part('picture').evaluateAll((els) => els.map((e) => e.getAttribute('alt')))).toEqual([
      'White tee, front',
      'The print framed on a wall',
      'Field Notes, the e-book, on a reader',
    ]);
    expect(await page.evaluate(() => (window as ClsWindow).__cls ?? 0)).toBe(0);
    await noAxeViolations();
  });
});
