import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, type Browser, ownerPage, type PageWindow, serve, useBrowser } from './browser';

// The string areas in the built SDK: the runtime carries only the core strings; the cart pill brings its own, and the
// key list for the unknown-key warning is fetched only when an override key is of no loaded area (docs/strings.md).
const browserOf = useBrowser();
let browser: Browser;
let page: Page;
beforeEach(async () => {
  browser = browserOf();
  page = await browser.context.newPage();
  return () => page.close();
});

const settings = (localizedStrings: Record<string, unknown>) =>
  `<script type="application/json" id="sf-settings">${JSON.stringify({ localizedStrings })}</script>`;
const PILL = '<div data-sf-widget="cart-pill" id="pill"><a href="/cart">Cart</a></div>';

async function open(p: Page, localizedStrings: Record<string, unknown>) {
  const warnings: string[] = [];
  const chunks: string[] = [];
  p.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  p.on(
    'request',
    (r) =>
      r.url().includes('/chunks/') &&
      chunks.push(
        r
          .url()
          .split('/')
          .pop()!
          .replace(/-[\w-]{6,8}\.js$/, ''),
      ),
  );
  await serve(p, '/t', ownerPage(PILL + settings(localizedStrings), 'data-settings="#sf-settings"'));
  await p.goto(`${baseUrl()}/t`);
  await p.waitForFunction(() => (window as PageWindow).Storefront?.ready);
  await p.evaluate(() => (window as PageWindow).Storefront.ready);
  await p.evaluate(() => (window as PageWindow).Storefront.cart.add({ itemId: 'p-poster', quantity: 1 }));
  await p.waitForFunction(() => document.getElementById('pill')?.getAttribute('data-sf-state') === 'shown');
  const name = await p.evaluate(() => document.getElementById('pill')!.shadowRoot!.querySelector('a')!.getAttribute('aria-label'));
  return { warnings, chunks, name };
}

describe('localized strings with the split catalogue, in Chromium', () => {
  it("overrides the pill's strings; a typo fetches the key list and is named in one warning", async () => {
    const { warnings, chunks, name } = await open(page, {
      cartPillAccessibleName: 'Warenkorb, {count} {label}',
      cartPillItem: 'Artikel',
      cartEmpty: 'Leer',
      addToKart: 'x',
    });
    expect(name).toBe('Warenkorb, 1 Artikel');
    await expect.poll(() => warnings).toEqual(['[storefront] localizedStrings: ignored unknown keys or non-string values: addToKart']);
    expect(chunks).toContain('keys');
  });

  it('overrides of loaded areas only: no key list, no warning', async () => {
    // cartPillItem is the pill's area, offline the core's: both loaded with the page.
    const { warnings, chunks, name } = await open(page, { cartPillItem: 'Artikel', offline: 'Keine Verbindung' });
    expect(name).toBe('Cart, 1 Artikel');
    // The name proves the overrides were applied, so the check that warns has run. A key list it asked for would be
    // fetched, then warned about: wait for the network to settle, then for a marker logged after everything before
    // it (console messages arrive in order), and only then look.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => console.warn('marker'));
    await expect.poll(() => warnings.includes('marker')).toBe(true);
    expect(chunks).not.toContain('keys');
    expect(warnings).toEqual(['marker']);
  });
});
