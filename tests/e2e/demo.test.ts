// The demo store `npm start` serves: real pages from demo/, as a site owner wrote them.
import { describe, expect, it } from 'vitest';
import { axe, baseUrl, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();

describe('the demo store', () => {
  it('loads cleanly, adds through the playground, shows the pill, and hides it on /cart', async () => {
    const page = await browserOf().context.newPage();
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => (window as any).Storefront.ready);
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
    await page.waitForFunction(() => document.querySelector('[data-sf-widget="cart-pill"]')!.getAttribute('data-sf-state') === 'suppressed');
    expect(await axe(page)).toEqual([]);
    // The only console errors are the failed add's HTTP status lines, nothing from the SDK or the pages.
    expect(log.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await page.close();
  });
});
