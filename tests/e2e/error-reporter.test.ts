import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, type Browser, mockState, ownerPage, type PageWindow, resetMock, serve, setFaults, useBrowser } from './browser';

// The error reporter (docs/error-reporter.md) on the mock platform: what reaches POST /api/events/RecordJavascriptErrors.

const browserOf = useBrowser();
let browser: Browser;
let page: Page;
beforeEach(async () => {
  browser = browserOf();
  page = await browser.context.newPage();
  return () => page.close();
});

const reports = async () => (await mockState()).errorReports;

/**
 * Opens a page with the SDK in `mode` (none: the attribute left out) and waits until the reporter runs: it starts with
 * the after-load chunk, once the page is interactive.
 */
async function open(body: string, mode?: string) {
  await serve(page, '/t', ownerPage(body, mode ? `data-error-reporting="${mode}"` : ''));
  const afterLoad = page.waitForResponse((r) => r.url().includes('/chunks/after-load-'));
  await page.goto(`${baseUrl()}/t`);
  await afterLoad;
  await page.waitForFunction(() => (window as PageWindow).Storefront?.ready);
  await page.evaluate(() => (window as PageWindow).Storefront.ready);
  // The after-load work has run (it sets Storefront.toggles and starts the reporter in the same task): a page under load
  // may take longer than a moment between the chunk's answer and its run.
  await page.waitForFunction(() => (window as PageWindow).Storefront.toggles);
}

/** Three kinds of error: the host page's own, one thrown inside the SDK (the loader), and a widget failure. */
const hostThrow = (p: Page) =>
  p.evaluate(
    () =>
      void setTimeout(() => {
        throw new Error("the host page's bug");
      }),
  );
const sdkThrow = (p: Page) => p.evaluate(() => void setTimeout(() => void (window as PageWindow).Storefront.scan({} as ParentNode)));

/** Waits past the 1 s debounce and the request. */
const settle = () => new Promise((r) => setTimeout(r, 1600));

describe('the error reporter', () => {
  it("sdk (the default): a widget failure and an SDK throw each reach the platform once; the host page's throw does not", async () => {
    await open('<div data-sf-widget="cart-pill"></div>');
    // Added once the reporter runs: it does not see errors from before the page was interactive (docs/error-reporter.md).
    await page.evaluate(
      () =>
        new Promise((failed) => {
          document.addEventListener('storefront:widget-error', failed, { once: true });
          document.body.insertAdjacentHTML(
            'beforeend',
            '<div data-sf-widget="product-status" id="missing" data-product-id="p-missing"><a href="/">Shop</a></div>',
          );
        }),
    );
    await sdkThrow(page);
    await hostThrow(page);
    await settle();
    const batches = await reports();
    const entries = batches.flatMap((b) => b.entries);
    expect(entries.map((e) => e.event).sort()).toEqual(['error', 'widget-error']);
    const widget = entries.find((e) => e.event == 'widget-error')!;
    expect(widget.data).toMatchObject({
      widget: 'product-status',
      element: '<div data-sf-widget="product-status" id="missing">',
      pageUrl: `${baseUrl()}/t`,
      sdkVersion: '0.1.0',
      count: 1,
    });
    expect(String(widget.data['message'])).toContain('p-missing');
    const sdk = entries.find((e) => e.event == 'error')!;
    expect(String(sdk.data['stack'])).toContain('/sdk/storefront.js');
    expect(entries.some((e) => String(e.data['message']).includes('host page'))).toBe(false);
  });

  it("a page without errors never loads the reporter's queue and sending; the first error does, and is reported", async () => {
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/chunks/') && chunks.push(r.url().replace(/^.*\/chunks\//, '')));
    await open('<div data-sf-widget="cart-pill"></div>');
    await page.waitForTimeout(500);
    expect(chunks.filter((c) => c.startsWith('error-sender-'))).toEqual([]);
    await sdkThrow(page);
    await settle();
    expect(chunks.filter((c) => c.startsWith('error-sender-') && c.endsWith('.js'))).toHaveLength(1);
    expect((await reports()).flatMap((b) => b.entries).map((e) => e.event)).toEqual(['error']);
  });

  it('a widget failing as the page loads, before the reporter starts: kept by the loader, reported once', async () => {
    // An unknown widget is reported as the loader scans the page (its message comes with the runtime chunk): long before
    // the reporter starts, once the page is interactive.
    await open('<div data-sf-widget="nope" id="early"><a href="/">Shop</a></div><div data-sf-widget="cart-pill"></div>');
    await settle();
    const entries = (await reports()).flatMap((b) => b.entries);
    expect(entries.map((e) => [e.event, e.data['element']])).toEqual([['widget-error', '<div data-sf-widget="nope" id="early">']]);
    // Handed over once: a later failure is reported by the running reporter, the early one not again.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="nope" id="later"></div>'));
    await settle();
    const again = (await reports()).flatMap((b) => b.entries).map((e) => e.data['element']);
    expect(again).toEqual(['<div data-sf-widget="nope" id="early">', '<div data-sf-widget="nope" id="later">']);
  });

  it("page: the host page's errors and rejections from before the reporter starts are kept by the loader, reported once, stamped when they happened", async () => {
    // Thrown as soon as the loader has run: long before the runtime chunk, the idle moment and the after-load chunk.
    const early = `<script>
      const wait = setInterval(() => {
        if (!window.Storefront) return;
        clearInterval(wait);
        window.thrownAt = performance.now();
        setTimeout(() => { throw new Error('an early bug'); });
        Promise.reject(new Error('an early promise nobody caught'));
      });
    </script>`;
    await open(`<div data-sf-widget="cart-pill"></div>${early}`, 'page');
    await settle();
    const { thrownAt, startedAt, origin } = await page.evaluate(() => ({
      thrownAt: (window as PageWindow<{ thrownAt: number }>).thrownAt,
      startedAt: performance.getEntriesByType('resource').find((e) => e.name.includes('/chunks/after-load-'))!.responseEnd,
      origin: performance.timeOrigin,
    }));
    expect(thrownAt).toBeLessThan(startedAt);
    const entries = (await reports()).flatMap((b) => b.entries);
    // In whichever order the browser dispatched them.
    expect(entries.map((e) => [e.event, e.data['message']]).sort()).toEqual([
      ['error', 'Uncaught Error: an early bug'],
      ['unhandledrejection', 'an early promise nobody caught'],
    ]);
    for (const e of entries) expect(e.timestamp).toBeLessThan(origin + startedAt);
    // In sdk scope the same early errors are the host page's, not the SDK's: nothing is sent.
    await resetMock();
    await open(`<div data-sf-widget="cart-pill"></div>${early}`);
    await settle();
    expect((await reports()).flatMap((b) => b.entries)).toEqual([]);
  });

  it('the loader keeps the first 50 errors from before the reporter starts: 60 early errors are 10 sent and 40 counted as dropped', async () => {
    await open(
      `<div data-sf-widget="cart-pill"></div><script>
      const wait = setInterval(() => {
        if (!window.Storefront) return;
        clearInterval(wait);
        for (let i = 1; i <= 60; i++) setTimeout(() => { throw new Error('early bug ' + i); });
      });
    </script>`,
      'page',
    );
    await settle();
    const entries = (await reports()).flatMap((b) => b.entries);
    expect(entries.map((e) => e.data['message'])).toEqual(Array.from({ length: 10 }, (_, i) => `Uncaught Error: early bug ${i + 1}`));
    expect(entries[0]!.data['dropped']).toBe(40);
  });

  it("page: the host page's uncaught errors and unhandled rejections too, each once", async () => {
    await open('<div data-sf-widget="cart-pill"></div>', 'page');
    await hostThrow(page);
    await page.evaluate(() => void Promise.reject(new Error('a promise nobody caught')));
    await settle();
    const entries = (await reports()).flatMap((b) => b.entries);
    expect(entries.map((e) => [e.event, e.data['message']])).toEqual([
      ['error', "Uncaught Error: the host page's bug"],
      ['unhandledrejection', 'a promise nobody caught'],
    ]);
  });

  it('off: nothing is sent', async () => {
    await open('<div data-sf-widget="product-status" data-product-id="p-missing"></div>', 'off');
    await sdkThrow(page);
    await hostThrow(page);
    await settle();
    expect(await reports()).toEqual([]);
  });

  it('a burst of 1,000 errors: at most 20 batches, none over 10 entries, stacks at most 5,000 characters', async () => {
    await open('<div data-sf-widget="cart-pill"></div>', 'page');
    // Four rounds of 250 distinct errors with 8,000-character stacks, 2 s apart: each round's batch is sent (a second
    // after its last error) before the next begins, with room for a busy machine to take a while over 250 throws.
    for (let round = 0; round < 4; round++) {
      await page.evaluate((round) => {
        for (let i = 0; i < 250; i++)
          setTimeout(() => {
            const e = new Error(`burst ${round}-${i}`);
            e.stack = `Error: burst\n${'    at somewhere (https://example.com/x.js:1:1)\n'.repeat(160)}`;
            throw e;
          });
      }, round);
      await page.waitForTimeout(2000);
    }
    await settle();
    const batches = await reports();
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.length).toBeLessThanOrEqual(20);
    for (const b of batches) {
      expect(b.entries.length).toBeLessThanOrEqual(10);
      for (const e of b.entries) expect(String(e.data['stack']).length).toBeLessThanOrEqual(5000);
    }
    // What did not fit was counted: every batch after a full queue says how many it dropped.
    expect(batches[0]!.entries[0]!.data['dropped']).toBe(240);
  });

  it('the page being hidden sends the queue at once', async () => {
    await open('<div data-sf-widget="cart-pill"></div>', 'page');
    await hostThrow(page);
    await page.waitForTimeout(100);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/events/RecordJavascriptErrors'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const started = Date.now();
    const request = await sent;
    expect(Date.now() - started).toBeLessThan(900);
    // Its answer is awaited before the test ends: a keepalive request still on its way could reach the mock platform
    // after the next test's reset and count there.
    await request.response();
  });

  it('the endpoint failing, or answering 429, breaks nothing on the page', async () => {
    await setFaults([
      { method: 'POST', path: '/api/events/RecordJavascriptErrors', status: 500, times: 1 },
      { method: 'POST', path: '/api/events/RecordJavascriptErrors', status: 429, headers: { 'Retry-After': '1' }, times: 1 },
    ]);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await open('<div data-sf-widget="cart-pill"></div>', 'sdk');
    await sdkThrow(page);
    await settle();
    await sdkThrow(page);
    await settle();
    await page.waitForTimeout(1200);
    // The 500's batch is dropped; the 429's is sent again once its Retry-After is over.
    const entries = (await reports()).flatMap((b) => b.entries);
    expect(entries).toHaveLength(1);
    // Only the two thrown on purpose reached the page; the SDK still works.
    expect(pageErrors).toHaveLength(2);
    const added = await page.evaluate(() =>
      (window as PageWindow).Storefront.cart.add({ itemId: 'p-poster' }).then((r) => r.shoppingCart.totalQuantity),
    );
    expect(added).toBe(1);
  });

  it('the element: reports from the moment it mounts, in its scope; a second element warns and adds no second reporter; axe', async () => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await serve(
      page,
      '/t',
      ownerPage(
        '<div data-sf-widget="error-reporter" id="first" data-scope="page"></div><div data-sf-widget="error-reporter" id="second"></div>',
      ),
    );
    await page.goto(`${baseUrl()}/t`);
    await page.waitForFunction(() => document.getElementById('second')?.getAttribute('data-sf-state') === 'ignored');
    expect(await page.evaluate(() => document.getElementById('first')!.getAttribute('data-sf-state'))).toBe('running');
    expect(warnings).toEqual([
      '[storefront] <div data-sf-widget="error-reporter" id="second">: the page already has an error reporter (started by <div data-sf-widget="error-reporter" id="first">); this one is ignored.',
    ]);
    // Before the after-load chunk: the element's reporter already runs, in scope page.
    await hostThrow(page);
    await settle();
    const entries = (await reports()).flatMap((b) => b.entries);
    expect(entries.map((e) => [e.event, e.data['message']])).toEqual([['error', "Uncaught Error: the host page's bug"]]);
    expect(await axe(page)).toEqual([]);
  });
});
