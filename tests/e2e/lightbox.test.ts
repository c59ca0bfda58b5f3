import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, serve, setFaults, useBrowser, watchConsole, storeRequests } from './browser';

// The additional-fields lightbox (spec 000 §2, §4): opened by add-to-cart for a product with a form, and by the cart
// widget to edit an entry's answers. Keyboard, focus, scroll lock and placement, in Chromium.

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const ATC = '<div data-sf-widget="add-to-cart" id="atc" data-product-id="p-engraved-pen"><a href="/shop/pen">Buy</a></div>';
/** A page tall enough to scroll, with the add button after a first screen. */
const TALL_PAGE = `<div style="height:1500px">Top of the page</div>${ATC}<div style="height:1500px"></div>`;

async function open(body: string) {
  await serve(page, '/p', ownerPage(body));
  await page.goto(`${baseUrl()}/p`);
  await page.waitForFunction(() => document.getElementById('atc')?.getAttribute('data-sf-state') === 'idle');
}
const lightbox = () => page.locator('sf-lightbox [role=dialog]');
const openForm = async () => {
  await page.locator('#atc [part=button]').click();
  await lightbox().locator('form').waitFor();
};
/** What has focus, through the shadow roots: its `part`, else its id, else its tag. */
const focused = () =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('part') || el?.id || el?.tagName.toLowerCase() || null;
  });
const gone = () => page.locator('sf-lightbox').waitFor({ state: 'detached' });
const focusReturned = () =>
  page.waitForFunction(() => document.getElementById('atc')!.shadowRoot!.activeElement?.getAttribute('part') === 'button');

describe('the additional-fields lightbox in Chromium', () => {
  it('opens over the page with focus on its close button; Tab and Shift+Tab stay inside; page scroll is locked', async () => {
    const log = watchConsole(page);
    await open(TALL_PAGE);
    await openForm(); // the click scrolls the button into view first
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    expect(await focused()).toBe('dialog-close');
    expect(await lightbox().getAttribute('aria-modal')).toBe('true');
    expect(await lightbox().getAttribute('aria-label')).toBe('Engraving: Engraved Pen');
    // Forward through every control and back to the start: never outside.
    const seen: (string | null)[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
      expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('sf-lightbox');
    }
    expect(seen).toContain('save');
    expect(seen).toContain('dialog-close'); // wrapped around
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('sf-lightbox');
    // Scroll locked: the wheel does not move the page, which stays where it was.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it.each([
    ['Escape', async () => page.keyboard.press('Escape')],
    ['Enter on the close button', async () => page.keyboard.press('Enter')],
    ['Space on the close button', async () => page.keyboard.press(' ')],
  ])('%s closes it, nothing is added, focus returns to the add button and the page scrolls again', async (_how, press) => {
    await open(TALL_PAGE);
    await openForm();
    expect(await focused()).toBe('dialog-close');
    await press();
    await gone();
    await focusReturned();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect((await storeRequests()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a click outside does not close it (a half-filled form is not lost)', async () => {
    await open(ATC);
    await openForm();
    await lightbox()
      .getByRole('textbox', { name: /Engraving text/ })
      .fill('Ada');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(150);
    expect(
      await lightbox()
        .getByRole('textbox', { name: /Engraving text/ })
        .inputValue(),
    ).toBe('Ada');
  });

  it('centred when it fits the window; 50 px from the top when it is taller', async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await open(ATC);
    await openForm();
    // Placement follows the dialog's size after the frame it renders in (a ResizeObserver), so read it once settled.
    const box = () =>
      lightbox()
        .boundingBox()
        .then((b) => b!);
    await expect
      .poll(async () => {
        const b = await box();
        return Math.abs(b.y + b.height / 2 - 450);
      })
      .toBeLessThanOrEqual(2);
    await page.keyboard.press('Escape');
    await gone();

    await page.setViewportSize({ width: 800, height: 300 });
    await openForm();
    await expect.poll(async () => Math.round((await box()).y)).toBe(50);
    expect((await box()).height).toBeGreaterThan(300);
    // The lightbox itself scrolls, so the Save button can be reached.
    await lightbox().getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    expect(await lightbox().getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
  });

  it('keyboard only: errors, then a server field error, then a save that adds the pen with its answers; axe in each state', async () => {
    await open(ATC);
    await openForm();
    // Save with nothing filled in: Required, and focus on the first invalid field.
    await lightbox().getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await lightbox().getByText('One or more fields is invalid, please check your entries.').waitFor();
    await page.waitForFunction(() => document.querySelector('sf-lightbox')!.shadowRoot!.activeElement?.id === 'af-0');
    expect(await axe(page)).toEqual([]);

    await page.keyboard.type('For Ada');
    expect(await lightbox().getByText('7/20').count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // the font select: first option
    await setFaults([
      {
        method: 'POST',
        path: '/api/rest/forms/validate/f-engraving',
        status: 400,
        body: { errors: { 'engraving-text': 'That word cannot be engraved.' } },
        times: 1,
      },
    ]);
    await lightbox().getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await lightbox().getByText('That word cannot be engraved.').waitFor();
    expect(
      await lightbox()
        .getByRole('textbox', { name: /Engraving text/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(await axe(page)).toEqual([]);

    await setFaults([{ method: 'POST', path: '/api/commerce/shopping-cart/entries', delayMs: 600, times: 1 }]);
    await lightbox().getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await lightbox().getByRole('button', { name: 'Saving…' }).waitFor();
    expect(await lightbox().getAttribute('data-state')).toBe('saving');
    expect(await axe(page)).toEqual([]);
    await gone();
    await focusReturned();
    const carts = (await mockState()).carts as Record<string, { entries: { itemId: string; additionalFields: string }[] }>;
    const entry = Object.values(carts)[0]!.entries[0]!;
    expect(entry.itemId).toBe('p-engraved-pen');
    expect((JSON.parse(entry.additionalFields) as Record<string, unknown>)['engraving-text']).toBe('For Ada');
  });

  it('from the cart: Edit opens the saved answers; a save changes them in the cart; focus returns to Edit', async () => {
    await open(ATC + '<div data-sf-widget="cart" id="cart"><a href="/cart">Cart</a></div>');
    await openForm();
    await lightbox()
      .getByRole('textbox', { name: /Engraving text/ })
      .fill('Ada');
    await lightbox().getByRole('combobox', { name: /Font/ }).selectOption('Block');
    await lightbox().getByRole('button', { name: 'Save' }).click();
    await gone();
    const edit = page.locator('#cart [part=edit]');
    await edit.click();
    await lightbox().locator('form').waitFor();
    const text = lightbox().getByRole('textbox', { name: /Engraving text/ });
    expect(await text.inputValue()).toBe('Ada');
    expect(await lightbox().getByRole('combobox', { name: /Font/ }).inputValue()).toBe('Block');
    await text.fill('Grace');
    await lightbox().getByRole('button', { name: 'Save' }).click();
    await gone();
    await page.locator('#cart [part=answers]').getByText('Engraving text: Grace').waitFor();
    expect(await page.evaluate(() => document.getElementById('cart')!.shadowRoot!.activeElement?.getAttribute('part'))).toBe('edit');
    expect(await axe(page)).toEqual([]);
  });
});
