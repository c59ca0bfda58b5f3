// Server HTML in Chromium (src/html/sanitizeHtml.ts): a product's description, shown by the product element, goes
// through the browser's own sanitiser (the HTML Sanitizer API's Document.parseHTML) with no DOMPurify loaded; in a
// browser without it (here: Document.parseHTML taken away before the page's scripts), through DOMPurify. Both keep the
// same markup of every case in src/html/sanitizeCases.ts, and nothing of it runs.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANITIZE_CASES } from '../../src/html/sanitizeCases';
import { baseUrl, ownerPage, serve, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

/** A page of one product element a case, each showing only its description: the case's HTML. */
const body = SANITIZE_CASES.map(([html], i) => {
  const product = {
    id: `p-${i}`,
    name: `Case ${i}`,
    description: html,
    structuredContent: { productType: 1, variants: [{ id: `v-${i}`, sku: `C${i}`, priceMoney: { value: '1.00', currency: 'USD' } }] },
  };
  // `<` escaped in the JSON, so that no case's markup ends the script element early.
  return `<script type="application/json" id="j${i}">${JSON.stringify(product).replace(/</g, '\\u003c')}</script>
<div data-sf-widget="product" id="c${i}" data-product-json="#j${i}" data-contents="description"></div>`;
}).join('\n');

/** Each case's description as the element shows it once its HTML is in (a `<div>`, not the first text's `<p>`). */
const shown = () =>
  page.evaluate(
    (n) =>
      Array.from(
        { length: n },
        (_, i) => document.getElementById(`c${i}`)?.shadowRoot?.querySelector('div[part=description]')?.innerHTML ?? null,
      ),
    SANITIZE_CASES.length,
  );

async function run(withoutNative: boolean) {
  const log = watchConsole(page);
  const chunks: string[] = [];
  page.on('request', (r) => r.url().includes('/chunks/') && chunks.push(r.url().replace(/^.*\/chunks\/([a-z-]+)-[\w-]{6,8}\.js.*$/, '$1')));
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    (window as PageWindow<{ __ran: number }>).__ran = 0;
    for (const name of ['x', 'y', 'z'] as const)
      (window as unknown as Record<string, () => void>)[name] = () => (window as PageWindow<{ __ran: number }>).__ran++;
  });
  // The cases' pictures, answered here (no request leaves 127.0.0.1).
  const dot = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
  await page.route(/^https:\/\/e\.com\/|\/x$/, (route) => route.fulfill({ contentType: 'image/gif', body: dot }));
  if (withoutNative) await page.addInitScript(() => delete (Document as unknown as { parseHTML?: unknown }).parseHTML);
  await serve(page, '/descriptions', ownerPage(body));
  await page.goto(`${baseUrl()}/descriptions`);
  await expect.poll(async () => (await shown()).every((html) => html !== null), { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(300);
  return {
    shown: await shown(),
    chunks,
    dialogs,
    ran: await page.evaluate(() => (window as PageWindow<{ __ran: number }>).__ran),
    errors: log.errors,
  };
}

describe('product descriptions through the sanitiser', () => {
  it("Chromium's own sanitiser: the table's markup for every case, nothing run, no DOMPurify loaded", async () => {
    expect(await page.evaluate(() => typeof (Document as unknown as { parseHTML?: unknown }).parseHTML)).toBe('function');
    const result = await run(false);
    expect(result.shown).toEqual(SANITIZE_CASES.map(([, output]) => output));
    expect(result.chunks).toContain('sanitize-html');
    expect(result.chunks).not.toContain('purify');
    expect([result.dialogs, result.ran, result.errors]).toEqual([[], 0, []]);
  });

  it('a browser without one: DOMPurify, loaded then, gives the same markup; nothing run', async () => {
    const result = await run(true);
    expect(result.shown).toEqual(SANITIZE_CASES.map(([, output]) => output));
    expect(result.chunks).toContain('purify');
    expect([result.dialogs, result.ran, result.errors]).toEqual([[], 0, []]);
  });
});
