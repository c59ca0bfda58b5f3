// The demo store `npm start` serves: real pages from demo/, as a site owner wrote them.
import type { Page } from 'playwright-core';
import { expect, describe, it, beforeAll } from 'vitest';
import {
  axe,
  baseUrl,
  mockState,
  type PageWindow,
  useBrowser,
  watchConsole,
  storeRequests,
  closedPopupToday,
  scrollThrough,
  widgetsSettled,
} from './browser';
import { DEMO_CSP as STRICT_CSP } from '../../mock-server/files';

const browserOf = useBrowser();
// The home page's newsletter popup (8 s after it loads) is tests/e2e/popup.test.ts's: here, a visitor who closed it.
beforeAll(() => closedPopupToday(browserOf().context));

const PRODUCT_PAGES = ['tee', 'poster', 'mug', 'ebook', 'consultation', 'coffee-club', 'gift-card', 'engraved-pen'].map(
  (name) => `/products/${name}`,
);
const PAGES = [
  '/',
  '/cart',
  '/playground',
  '/contact',
  '/newsletter',
  '/gallery',
  '/events',
  '/members',
  '/order-confirmed',
  ...PRODUCT_PAGES,
  '/product?id=p-flower-box',
  '/commerce/subscription',
  '/commerce/gift-card',
  '/fr/contact',
  '/de/contact',
];

/** Opens a demo page and waits until every widget mounted on it has settled (none loading; those far down wait for a scroll). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.evaluate(() => (window as PageWindow).Storefront.ready);
  await widgetsSettled(page);
}

const waitForPill = (page: Page, label: string) =>
  page.waitForFunction(
    (l) =>
      document.querySelector('[data-sf-widget="cart-pill"]')?.shadowRoot?.querySelector('[part=pill]')?.getAttribute('aria-label') === l,
    label,
    { timeout: 10_000 },
  );
/** Locators pierce open shadow roots. */
const addButton = (page: Page) => page.locator('[data-sf-widget="add-to-cart"] [part=button]');

/** What the mock platform's carts hold: [itemId, sku, quantity] per entry. */
async function cartEntries(): Promise<[string, string, number][]> {
  const carts = (await mockState()).carts as Record<
    string,
    { entries: { itemId: string; chosenVariant: { sku: string }; quantity: number }[] }
  >;
  return Object.values(carts).flatMap((c) => c.entries.map((e) => [e.itemId, e.chosenVariant.sku, e.quantity] as [string, string, number]));
}

const posts = async (path: string) => (await mockState()).requests.filter((r) => r.method === 'POST' && r.path === path).length;

describe('the demo store', () => {
  it('loads cleanly, adds through the playground, shows the pill, and hides it on /cart', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => (window as PageWindow).Storefront.ready);
    expect(await page.locator('[data-sf-widget="cart-pill"]').getAttribute('data-sf-state')).toBe('hidden');
    expect(await axe(page)).toEqual([]);

    await page.goto(`${baseUrl()}/playground`);
    await page.getByRole('button', { name: 'Poster', exact: true }).click();
    await page.getByText('Added Poster.').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-sf-widget="cart-pill"]')!.getAttribute('data-sf-state') === 'shown');
    await page.getByRole('button', { name: 'Mug (sold out)' }).click();
    await page.getByText('Sorry, we do not have enough of that item available.').waitFor();
    expect(await axe(page)).toEqual([]);

    await page.goto(`${baseUrl()}/`);
    await page.waitForFunction(() => document.querySelector('[data-sf-widget="cart-pill"]')!.getAttribute('data-sf-state') === 'shown');
    await page.goto(`${baseUrl()}/cart`);
    await page.waitForFunction(
      () => document.querySelector('[data-sf-widget="cart-pill"]')!.getAttribute('data-sf-state') === 'suppressed',
    );
    expect(await axe(page)).toEqual([]);
    // The only console errors are the failed add's HTTP status lines, nothing from the SDK or the pages.
    expect(log.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await page.close();
  });

  it('every page loads with its widgets settled, under the strict CSP, with no console errors, violations or axe violations', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    // Every violation the page reports, recorded before any of its scripts run.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()));
    });
    for (const path of [...PAGES, '/instalments', '/instalments-gb', '/instalments-ca']) {
      const answer = await page.goto(`${baseUrl()}${path}`);
      expect([path, answer!.headers()['content-security-policy']]).toEqual([path, STRICT_CSP]);
      await open(page, path);
      // Read down to the end: the widgets far down mount as the visitor comes near, and are checked too.
      await scrollThrough(page);
      expect([path, await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)]).toEqual([path, []]);
      expect([path, await axe(page)]).toEqual([path, []]);
      expect([path, log.errors]).toEqual([path, []]);
    }
    // Every widget rendered (no fallback left): the product widgets show or, with nothing to show, hide themselves.
    await open(page, '/products/tee');
    // The reviews, just below the first screen (1200 × 800), and the footer's follow buttons, far below it, are not
    // mounted until the visitor comes near.
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('[data-sf-widget]')].map(
        (el) => `${el.getAttribute('data-sf-widget')}:${el.getAttribute('data-sf-state')}`,
      ),
    );
    expect(states).toEqual([
      'language-switcher:closed',
      'account:signed-out',
      'gallery:ready',
      'product:ready',
      'product-status:ready',
      'variant-picker:ready',
      'quantity:shown',
      'instalment-pill:below-min',
      'add-to-cart:idle',
      'restock-form:hidden',
      'reviews:null',
      'follow:null',
      'cart-pill:hidden',
    ]);
    // The shop is a collection: a page of 24 cards, each linking to its product's page (the eight with pages of their
    // own, the platform's fullUrl; the others /product?id=…). A card with nothing to choose has its add-to-cart button;
    // the others (sizes, colours, amounts) a quick view.
    await open(page, '/');
    const links = await page
      .locator('[data-sf-widget="collection"] [part~=title-link]')
      .evaluateAll((ls) => ls.map((a) => a.getAttribute('href')));
    expect(links).toHaveLength(24);
    expect(links.slice(0, 9)).toEqual([...PRODUCT_PAGES, '/product?id=p-fern']);
    const buttons = await page
      .locator('[data-sf-widget="collection"] [part~=card]')
      .evaluateAll((cards) =>
        cards
          .slice(0, 8)
          .map(
            (c) =>
              `${c.querySelector('[part~=title]')!.textContent}: ${c.querySelector('[data-sf-widget]')!.getAttribute('data-sf-widget')}`,
          ),
      );
    expect(buttons).toEqual([
      'Tee: quick-view',
      'Poster: add-to-cart',
      'Mug: quick-view',
      'E-book: add-to-cart',
      'Consultation: add-to-cart',
      'Coffee Club: add-to-cart',
      'Gift Card: quick-view',
      'Engraved Pen: add-to-cart',
    ]);
    await page.close();
  });

  it('the tee: size and colour chosen, quantity 2, added; the cart holds it and the pill shows 2', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    await open(page, '/products/tee');
    const picker = page.locator('[data-sf-widget="variant-picker"]');
    expect(await picker.locator('[part=picker]').getAttribute('data-style')).toBe('radio');
    await picker.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await picker.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: 'Black', exact: true }).check();
    // The status follows the choice: M / Black costs $25.00 and 2 are left.
    const status = page.locator('[data-sf-widget="product-status"]');
    await status.locator('[part=scarcity]').getByText('Only 2 left!', { exact: true }).waitFor();
    expect(await status.locator('[part=price]').textContent()).toBe('$25.00');
    await page.locator('[data-sf-widget="quantity"]').getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    expect(await addButton(page).textContent()).toBe('Add to Cart');
    await addButton(page).click();
    await waitForPill(page, 'Cart, 2 items');
    expect(await page.locator('[data-sf-widget="cart-pill"] [part=count]').textContent()).toBe('2');
    expect(await cartEntries()).toEqual([['p-tee', 'TEE-M-BLA', 2]]);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
    await page.close();
  });

  it('the e-book (digital) and the consultation (service) go into the cart from their pages', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    await open(page, '/products/ebook');
    // One product element: nothing to choose and no quantity for a download, so it shows neither.
    expect(await page.locator('[data-sf-widget="product"]').getAttribute('data-sf-state')).toBe('ready');
    expect(await page.locator('[data-sf-widget="variant-picker"]').count()).toBe(0);
    expect(await page.locator('[data-sf-widget="quantity"]').count()).toBe(0);
    expect(await page.locator('[data-sf-widget="product"] [part=price]').textContent()).toBe('$9.99');
    await addButton(page).click();
    await waitForPill(page, 'Cart, 1 item');

    await open(page, '/products/consultation');
    expect(await page.locator('[data-sf-widget="quantity"]').getAttribute('data-sf-state')).toBe('shown');
    await addButton(page).click();
    await waitForPill(page, 'Cart, 2 items');
    expect(await cartEntries()).toEqual([
      ['p-ebook', 'EBOOK', 1],
      ['p-consult', 'CONSULT-1H', 1],
    ]);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
    await page.close();
  });

  it('the coffee club (subscription) goes to the subscription page with its cart token', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    await open(page, '/products/coffee-club');
    expect(await page.locator('[data-sf-widget="quantity"]').count()).toBe(0); // a subscription: no quantity
    expect(await page.locator('[data-sf-widget="product"] [part=price]').textContent()).toBe('$18.00 / month');
    expect(await addButton(page).textContent()).toBe('Subscribe');
    await addButton(page).click();
    await page.waitForURL(/\/commerce\/subscription\?cartToken=sub-\w+$/);
    const token = new URL(page.url()).searchParams.get('cartToken');
    await open(page, new URL(page.url()).pathname + new URL(page.url()).search); // settled, like every page
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Subscription checkout');
    expect(await page.locator('[data-query="cartToken"]').textContent()).toBe(token);
    expect(await posts('/api/3/commerce/cart/subscription')).toBe(1);
    expect(await cartEntries()).toEqual([]);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
    await page.close();
  });

  it('the gift card goes to the gift-card page with the chosen denomination', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    await open(page, '/products/gift-card');
    expect(await addButton(page).textContent()).toBe('Purchase');
    await page.locator('[data-sf-widget="variant-picker"]').getByRole('combobox', { name: 'Amount' }).selectOption('$50');
    await addButton(page).click();
    await page.waitForURL(`${baseUrl()}/commerce/gift-card?itemId=p-gift&amount=5000`);
    expect(await page.locator('[data-query="itemId"]').textContent()).toBe('p-gift');
    expect(await page.locator('[data-query="amount"]').textContent()).toBe('$50.00 (5000 cents)');
    expect((await storeRequests()).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
    await page.close();
  });

  it('the poster is added from its shop card; the sold-out mug is not added; the engraved pen is added with its engraving form', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    await open(page, '/');
    // The shop is a collection: the poster's card has its add button (an add-to-cart element in the card).
    const card = page
      .locator('[data-sf-widget="collection"] [part~=card]')
      .filter({ has: page.getByRole('heading', { name: 'Poster', exact: true }) });
    await card.locator('[data-sf-widget="add-to-cart"] [part=button]').click();
    await waitForPill(page, 'Cart, 1 item');
    expect(await cartEntries()).toEqual([['p-poster', 'POSTER', 1]]);

    // The mug, on its own page: both colours are sold out, and the restock form stands in for the add button.
    await open(page, '/products/mug');
    expect(await page.locator('[data-sf-widget="product-status"] [part=badge]').textContent()).toBe('Back soon');
    await page
      .locator('[data-sf-widget="variant-picker"]')
      .getByRole('combobox', { name: 'Colour' })
      .selectOption({ label: 'Blue — sold out' });
    expect(await page.locator('[data-sf-widget="restock-form"]').getAttribute('data-sf-state')).toBe('idle');
    expect(await addButton(page).count()).toBe(0);
    expect(log.errors).toEqual([]);

    // The pen asks for its engraving in a lightbox; saving adds it with the answers.
    await open(page, '/products/engraved-pen');
    await addButton(page).click();
    const form = page.locator('sf-lightbox [role=dialog]');
    await form.getByRole('textbox', { name: /Engraving text/ }).fill('For Ada');
    await form.getByRole('combobox', { name: /Font/ }).selectOption('Script');
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('sf-lightbox').waitFor({ state: 'detached' });
    await waitForPill(page, 'Cart, 2 items');
    expect(await cartEntries()).toEqual([
      ['p-poster', 'POSTER', 1],
      ['p-engraved-pen', 'PEN-ENG', 1],
    ]);
    expect(log.errors).toEqual([]);
    await page.close();
  });
});
