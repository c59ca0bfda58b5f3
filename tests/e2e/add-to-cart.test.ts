import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, serve, setFaults, useBrowser, watchConsole, storeRequests } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const ENTRIES = '/api/commerce/shopping-cart/entries';
const PILL = '<div data-sf-widget="cart-pill" id="pill"><a href="/cart">Cart</a></div>';
const atc = (product: string, extra = '') =>
  `<div data-sf-widget="add-to-cart" id="atc" data-product-id="${product}" ${extra}><a href="/shop/${product}">Buy</a></div>`;

async function open(body: string, scriptAttrs = '') {
  await serve(page, '/p', ownerPage(body, scriptAttrs));
  await page.goto(`${baseUrl()}/p`);
  await waitState('idle');
}
const waitState = (s: string, id = 'atc') =>
  page.waitForFunction(([i, v]) => document.getElementById(i!)?.getAttribute('data-sf-state') === v, [id, s], { timeout: 10_000 });
/** Locators pierce open shadow roots. */
const addButton = () => page.locator('#atc [part=button]');
const dialog = () => page.locator('#atc [role=alertdialog]');
/** The `part` of the element focused inside the widget's shadow root. */
const focusedPart = () => page.evaluate(() => document.getElementById('atc')!.shadowRoot!.activeElement?.getAttribute('part') ?? null);
const posts = async (path = ENTRIES) => (await mockState()).requests.filter((r) => r.method === 'POST' && r.path === path).length;
const noAxeViolations = async () => expect(await axe(page)).toEqual([]);

describe('add-to-cart in Chromium', () => {
  it('adds a product: idle → adding → Added! → idle, one request for a triple click, the pill updates; accessible in each state', async () => {
    const log = watchConsole(page);
    await open(atc('p-poster') + PILL);
    expect(await addButton().textContent()).toBe('Add to Cart');
    await noAxeViolations();

    await setFaults([{ method: 'POST', path: ENTRIES, delayMs: 800, times: 1 }]);
    await addButton().click({ clickCount: 3 });
    await waitState('adding');
    expect(await addButton().getAttribute('aria-disabled')).toBe('true');
    await noAxeViolations();

    await waitState('added');
    expect(await addButton().textContent()).toBe('Added!');
    await noAxeViolations();
    await page.waitForFunction(() => document.getElementById('pill')!.getAttribute('data-sf-state') === 'shown');
    expect(await page.locator('#pill [part=pill]').getAttribute('aria-label')).toBe('Cart, 1 item');

    await waitState('idle');
    expect(await addButton().textContent()).toBe('Add to Cart');
    expect(await posts()).toBe(1);
    expect(log.errors).toEqual([]);
  });

  it("loads the press's code on intent, not with the page: hover or focus fetches it once, and a press works either way", async () => {
    const flows: string[] = [];
    page.on('request', (r) => /\/chunks\/add-flow-[\w-]+\.js(\?.*)?$/.test(r.url()) && flows.push(r.url()));
    await open(atc('p-poster') + atc('p-poster', 'data-sf-scope="b"').replace('id="atc"', 'id="atc2"'));
    await page.waitForTimeout(300);
    expect(flows).toEqual([]);
    await addButton().hover();
    await expect.poll(() => flows.length).toBe(1);
    await page.locator('#atc2 [part=button]').focus();
    await addButton().click();
    await waitState('added');
    expect(flows).toHaveLength(1);

    // A keyboard-only visitor on a fresh page: focus starts the load, Enter presses.
    flows.length = 0;
    await open(atc('p-poster'));
    for (let i = 0; i < 5 && (await focusedPart()) != 'button'; i++) await page.keyboard.press('Tab');
    expect(await focusedPart()).toBe('button');
    await expect.poll(() => flows.length).toBe(1);
    await page.keyboard.press('Enter');
    await waitState('added');
  });

  it("the press's code cannot be fetched (offline): the connection message, no request; the next press adds", async () => {
    await page.route(/\/chunks\/add-flow-[\w-]+\.js(\?.*)?$/, (route) => route.abort('internetdisconnected'));
    await open(atc('p-poster'));
    await addButton().click();
    const message = page.locator('#atc [part=message]');
    await expect.poll(() => message.textContent()).toBe('Please check your internet connection.');
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await page.getAttribute('#atc', 'data-sf-state')).toBe('idle');
    await noAxeViolations();
    expect(await posts()).toBe(0);

    await page.unroute(/\/chunks\/add-flow-[\w-]+\.js(\?.*)?$/);
    await addButton().click();
    await waitState('added');
    expect(await message.textContent()).toBe('');
    expect(await posts()).toBe(1);
  });

  it('shows the missing-options message next to the button, announced and described; no request', async () => {
    await open(atc('p-tee'));
    await addButton().click();
    const message = page.locator('#atc [part=message]');
    await expect.poll(() => message.textContent()).toBe('Please select the Size and Colour options.');
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await addButton().getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    expect(await posts()).toBe(0);
    await noAxeViolations();
  });

  it('adds the variant chosen in the variant picker (the shared selection)', async () => {
    await open(`<div data-sf-widget="variant-picker" id="picker" data-product-id="p-tee"></div>${atc('p-tee')}`);
    await page.waitForFunction(() => document.getElementById('picker')!.shadowRoot?.querySelector('select'));
    const selects = page.locator('#picker select');
    await selects.nth(0).selectOption('M');
    await selects.nth(1).selectOption('White');
    await addButton().click();
    await waitState('added');
    const carts = (await mockState()).carts as Record<string, { entries: { itemId: string; chosenVariant: { sku: string } }[] }>;
    expect(Object.values(carts).flatMap((c) => c.entries.map((e) => [e.itemId, e.chosenVariant.sku]))).toEqual([['p-tee', 'TEE-M-WHI']]);
  });

  it("a sold-out product: disabled, reading the store's customSoldOutText, else sold out; nothing to press; accessible", async () => {
    const log = watchConsole(page);
    await serve(page, '/p', ownerPage(atc('p-mug') + atc('p-seeds-lavender').replace('id="atc"', 'id="atc2"')));
    await page.goto(`${baseUrl()}/p`);
    await waitState('sold-out');
    await waitState('sold-out', 'atc2');
    expect([await addButton().textContent(), await addButton().isDisabled()]).toEqual(['Back soon', true]);
    const lavender = page.locator('#atc2 [part=button]');
    expect([await lavender.textContent(), await lavender.isDisabled()]).toEqual(['sold out', true]);
    expect(await lavender.evaluate((b) => (b as HTMLElement).innerText)).toBe('Sold out');
    // Not in the tab order: Tab from the page's start passes both by.
    await page.keyboard.press('Tab');
    expect(await focusedPart()).toBe(null);
    await addButton().click({ force: true });
    await lavender.click({ force: true });
    await page.waitForTimeout(300);
    expect(await posts()).toBe(0);
    expect(await page.locator('#atc [part=message]').textContent()).toBe('');
    await noAxeViolations();
    expect(log.errors).toEqual([]);
  });

  it('a sold-out variant chosen in the picker: the button reads sold out, disabled; an in-stock one brings the label back and adds', async () => {
    await open(`<div data-sf-widget="variant-picker" id="picker" data-product-id="p-tee" data-style="radio"></div>${atc('p-tee')}`);
    const picker = page.locator('#picker');
    await picker.getByRole('radio', { name: 'L', exact: true }).check();
    // With L chosen, White names itself sold out (the picker's marking); the button follows the choice.
    await picker.getByRole('radio', { name: 'White — sold out' }).check();
    await waitState('sold-out');
    expect([await addButton().textContent(), await addButton().isDisabled()]).toEqual(['sold out', true]);
    await noAxeViolations();
    await picker.getByRole('radio', { name: 'Black', exact: true }).check();
    await waitState('idle');
    expect([await addButton().textContent(), await addButton().isDisabled()]).toEqual(['Add to Cart', false]);
    await addButton().click();
    await waitState('added');
    expect(await posts()).toBe(1);
  });

  it("the product element of a sold-out product whose store asks for no restock form: its button disabled, reading the store's text; accessible", async () => {
    const lamp = {
      id: 'p-lamp',
      name: 'Desk Lamp',
      merchandising: { customSoldOutText: 'Back in May' },
      structuredContent: {
        productType: 1,
        variants: [{ id: 'v-lamp', sku: 'LAMP', priceMoney: { value: '40.00', currency: 'USD' }, unlimited: false, qtyInStock: 0 }],
      },
    };
    const log = watchConsole(page);
    await serve(
      page,
      '/p',
      ownerPage(
        `<script type="application/json" id="lamp">${JSON.stringify(lamp)}</script>
         <div data-sf-widget="product" id="product" data-product-json="#lamp"><p>Desk Lamp</p></div>`,
      ),
    );
    await page.goto(`${baseUrl()}/p`);
    await waitState('ready', 'product');
    const add = page.locator('#product [data-sf-widget="add-to-cart"]');
    expect(await add.getAttribute('data-sf-state')).toBe('sold-out');
    const button = add.locator('[part=button]');
    expect([await button.textContent(), await button.isDisabled()]).toEqual(['Back in May', true]);
    expect(await page.locator('#product [part=badge]').textContent()).toBe('Back in May');
    expect(await page.locator('#product [data-sf-widget="restock-form"]').count()).toBe(0);
    await noAxeViolations();
    expect(log.errors).toEqual([]);
  });

  it('429: the alert (Retry-After given) with the keyboard: focus on OK, Tab stays inside, Escape closes, focus returns', async () => {
    const chunks: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/chunks/') && chunks.push(r.url().replace(/^.*\/chunks\/([a-z-]+)-[\w-]{6,8}\.js.*$/, '$1')),
    );
    await open(atc('p-poster'));
    // focus-trap is not part of the page's initial JS: it loads when the first alert opens.
    expect(chunks).not.toContain('trap');
    await setFaults([
      { method: 'POST', path: ENTRIES, status: 429, headers: { 'Retry-After': '2' }, body: { message: 'Too many requests' }, times: 1 },
    ]);
    await addButton().focus();
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(await page.locator('#atc [part=dialog-title]').textContent()).toBe('Unable to Add Item');
    expect(await page.locator('#atc [part=dialog-message]').textContent()).toBe('Please try again in a few seconds.');
    expect(await dialog().getAttribute('aria-modal')).toBe('true');
    expect(await focusedPart()).toBe('dialog-button');
    await noAxeViolations();

    // focus-trap arrives lazily; then Tab and Shift+Tab never leave the dialog.
    await expect.poll(() => chunks).toContain('trap');
    await page.waitForTimeout(100);
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await focusedPart()).toBe('dialog-button');
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('atc');

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await focusedPart()).toBe('button');
    await waitState('idle');
    // The next add goes through (the fault was used once).
    await page.keyboard.press('Enter');
    await waitState('added');
  });

  it("crumbFail (the platform's answer to a missing or stale crumb): the session-expired alert; OK closes it", async () => {
    await open(atc('p-poster'));
    // The platform's answer itself: a deleted crumb cookie would be renewed by the answer to the press's census call,
    // sent at the press, before the add (every crumbFail answer sets a fresh crumb: docs/mock-platform.md).
    await setFaults([{ method: 'POST', path: ENTRIES, crumbFail: true, times: 1 }]);
    await addButton().click();
    await dialog().waitFor();
    expect(await page.locator('#atc [part=dialog-message]').textContent()).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    await page.locator('#atc [part=dialog-button]').click();
    await dialog().waitFor({ state: 'detached' });
    expect(await focusedPart()).toBe('button');
  });

  it('a network error: the connection alert, a full-viewport modal; accessible', async () => {
    await open(atc('p-poster'));
    // Chromium itself replays a request whose connection drops before any answer, so drop every one (until reset).
    await setFaults([{ method: 'POST', path: ENTRIES, networkError: true }]);
    await addButton().click();
    await dialog().waitFor();
    expect(await page.locator('#atc [part=dialog-message]').textContent()).toBe('Please check your internet connection.');
    const backdrop = await page.locator('#atc [part=backdrop]').boundingBox();
    expect(backdrop).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
    await noAxeViolations();
  });

  it('the connection lost after the platform added: one press, one entry (the Idempotency-Key), and the pill shows it', async () => {
    await open(atc('p-poster') + PILL);
    // The platform applies the add, then the connection drops before the answer. Chromium sends the POST again by itself
    // on a reused connection; the platform answers that repeat from the first time instead of adding twice.
    await setFaults([{ method: 'POST', path: ENTRIES, dropAnswer: true, times: 1 }]);
    const keys: (string | null)[] = [];
    page.on('request', (r) => r.method() == 'POST' && r.url().endsWith(ENTRIES) && keys.push(r.headers()['idempotency-key'] ?? null));
    await addButton().click();
    await page.waitForFunction(() => document.getElementById('pill')!.getAttribute('data-sf-state') === 'shown', null, { timeout: 10_000 });
    await waitState('idle');
    // Without the key this ends with two carts of one item each (checked: the repeat came without the cart cookie the
    // lost answer would have set). Here Chromium's repeat reached the platform too (2 POSTs), and was answered.
    const { carts } = (await mockState()) as { carts: Record<string, { totalQuantity: number }> };
    expect(Object.values(carts).map((c) => c.totalQuantity)).toEqual([1]);
    expect(await page.locator('#pill [part=pill]').getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(await posts()).toBeGreaterThanOrEqual(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('express checkout: goes to the checkout page after the add', async () => {
    await serve(page, '/checkout', '<!doctype html><title>Checkout</title><h1>Checkout</h1>');
    await open(atc('p-poster'), 'data-express-checkout');
    expect(await addButton().textContent()).toBe('Purchase');
    await addButton().click();
    await page.waitForURL(`${baseUrl()}/checkout`);
    expect(await posts()).toBe(1);
  });

  it('a subscription: posts to the subscription endpoint and goes to the subscription page with the cart token', async () => {
    await page.route(`${baseUrl()}/commerce/subscription?*`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Subscribe</title>' }),
    );
    await open(atc('p-coffee-club'));
    expect(await addButton().textContent()).toBe('Subscribe');
    await addButton().click();
    await page.waitForURL(/\/commerce\/subscription\?cartToken=sub-[a-z0-9]+$/);
    expect(await posts('/api/3/commerce/cart/subscription')).toBe(1);
    expect(await posts()).toBe(0);
  });

  it('a gift card: goes to the gift-card page with the item id and the chosen denomination', async () => {
    await page.route(`${baseUrl()}/commerce/gift-card?*`, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Gift card</title>' }),
    );
    await open(`<div data-sf-widget="variant-picker" id="picker" data-product-id="p-gift"></div>${atc('p-gift')}`);
    await page.waitForFunction(() => document.getElementById('picker')!.shadowRoot?.querySelector('select'));
    await page.locator('#picker select').selectOption('$50');
    await addButton().click();
    await page.waitForURL(`${baseUrl()}/commerce/gift-card?itemId=p-gift&amount=5000`);
    expect((await storeRequests()).filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
