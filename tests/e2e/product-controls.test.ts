import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, ownerPage, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

// Two pickers of the tee in two scopes (dropdown on the page, radio buttons in a "quick view"), and its quantity.
const BODY = `
  <div data-sf-widget="variant-picker" id="picker" data-product-id="p-tee"><a href="/shop/tee">Choose a size</a></div>
  <div data-sf-widget="quantity" id="qty" data-product-id="p-tee"><span>Quantity 1</span></div>
  <section aria-label="Quick view">
    <div data-sf-widget="variant-picker" id="radios" data-product-id="p-tee" data-style="radio" data-sf-scope="quick-view"><a href="/shop/tee">Choose</a></div>
  </section>`;

const waitState = (id: string, s: string) =>
  page.waitForFunction(([i, v]) => document.getElementById(i)?.getAttribute('data-sf-state') === v, [id, s] as const);

async function open(body: string) {
  await serve(page, '/p', ownerPage(body));
  await page.goto(`${baseUrl()}/p`);
}

describe('variant picker and quantity in Chromium', () => {
  it('loading, then chosen with the keyboard; sold-out choices named as such; quantity typed; accessible in each state', async () => {
    await setFaults([{ method: 'GET', path: '/api/commerce/products/p-tee', delayMs: 1200, times: 1 }]);
    const log = watchConsole(page);
    await open(BODY);
    for (const id of ['picker', 'qty', 'radios']) await waitState(id, 'loading');
    expect(await page.locator('#picker a').isVisible()).toBe(true); // the fallback while loading
    expect(await axe(page)).toEqual([]);

    for (const id of ['picker', 'qty', 'radios']) await waitState(id, id === 'qty' ? 'shown' : 'ready');
    expect(await axe(page)).toEqual([]);

    // Dropdown: named by its label, the placeholder first; keyboard only (focus, then arrows: headless Chromium 153 has
    // no type-ahead on a closed <select>, which is the browser's own feature, not the widget's).
    const picker = page.locator('#picker');
    const size = picker.getByRole('combobox', { name: 'Size' });
    const colour = picker.getByRole('combobox', { name: 'Colour' });
    expect(await size.locator('option').allTextContents()).toEqual(['Select Size', 'S', 'M', 'L']);
    await size.focus();
    await page.keyboard.press('ArrowDown');
    expect(await size.inputValue()).toBe('S');
    await page.keyboard.press('Tab');
    expect(await colour.evaluate((el) => el.matches(':focus'))).toBe(true);
    await page.keyboard.press('ArrowDown'); // Black
    await page.keyboard.press('ArrowDown'); // White
    expect(await colour.inputValue()).toBe('White');
    // L/White is sold out in the seed: the L choice says so in its accessible name, and stays selectable.
    expect(await picker.getByRole('option', { name: 'L — sold out' }).count()).toBe(1);
    await size.focus();
    await page.keyboard.press('ArrowDown'); // M
    await page.keyboard.press('ArrowDown'); // L
    expect(await size.inputValue()).toBe('L');
    expect(await picker.getByRole('option', { name: 'White — sold out' }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);

    // Radio buttons in the other scope: untouched by the page's choices; arrow keys move and choose.
    const radios = page.locator('#radios');
    expect(await radios.getByRole('group', { name: 'Size' }).count()).toBe(1);
    expect(await radios.locator('input:checked').count()).toBe(0);
    const small = radios.getByRole('radio', { name: 'S', exact: true });
    await small.focus();
    await page.keyboard.press('ArrowRight'); // M
    await page.keyboard.press('ArrowRight'); // L
    expect(await radios.getByRole('radio', { name: 'L', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // into the Colour group: Black has focus, nothing chosen yet
    await page.keyboard.press('ArrowDown'); // White
    expect(await radios.getByRole('radio', { name: 'White — sold out' }).isChecked()).toBe(true);
    const large = radios.getByRole('radio', { name: 'L — sold out' });
    expect(await large.isChecked()).toBe(true);
    // The page's own dropdowns kept their values (another scope).
    expect([await size.inputValue(), await colour.inputValue()]).toEqual(['L', 'White']);
    expect(await axe(page)).toEqual([]);

    // Quantity: a labelled spin button, 1 to 9999, step 1, default 1; typed text is kept.
    const quantity = page.locator('#qty').getByRole('spinbutton', { name: 'Quantity' });
    expect(await quantity.evaluate((el: HTMLInputElement) => [el.value, el.min, el.max, el.step])).toEqual(['1', '1', '9999', '1']);
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('2');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12');
    expect(await quantity.inputValue()).toBe('12');
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('a product without variants: no picker (none); a digital product: no quantity (hidden); accessible', async () => {
    const log = watchConsole(page);
    await open(`
      <div data-sf-widget="variant-picker" id="picker" data-product-id="p-ebook"><a href="/shop/ebook">E-book</a></div>
      <div data-sf-widget="quantity" id="qty" data-product-id="p-ebook"><span>Quantity 1</span></div>`);
    await waitState('picker', 'none');
    await waitState('qty', 'hidden');
    expect(await page.locator('#picker a').isVisible()).toBe(false);
    expect(await page.locator('#picker, #qty').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))).toEqual([0, 0]);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('a missing product: one console error naming the element, the fallback visible; the rest keep working', async () => {
    const log = watchConsole(page);
    await open(`
      <div data-sf-widget="variant-picker" id="nope" data-product-id="p-nope"><a href="/shop/nope">Gone</a></div>
      <div data-sf-widget="quantity" id="qty" data-product-id="p-tee"><span>Quantity 1</span></div>`);
    await waitState('nope', 'error');
    await waitState('qty', 'shown');
    await page.waitForTimeout(200);
    const errors = log.errors.filter((e) => e.includes('[storefront]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('id="nope"');
    expect(errors[0]).toContain('variant-picker: product "p-nope" could not be loaded');
    expect(await page.locator('#nope a').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
  });
});
