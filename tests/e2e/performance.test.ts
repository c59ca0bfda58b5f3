import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, serve, setFaults, useBrowser } from './browser';

// The performance reporter (docs/performance-reporter.md) on the mock platform, with the web-vitals library in Chromium.

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const BODY = '<p>Some text to paint.</p><div data-sf-widget="cart-pill"></div>';

async function open(scriptAttrs: string) {
  await serve(page, '/t', ownerPage(BODY, scriptAttrs));
  const settings = scriptAttrs.includes('data-performance')
    ? page.waitForResponse((r) => r.url().includes('/api/performance/settings'))
    : null;
  await page.goto(`${baseUrl()}/t`);
  await settings;
}
const hide = () =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('the performance reporter', () => {
  it("on (data-performance): one batch when the page is hidden, in the spec's envelope", async () => {
    await open('data-performance');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(300);
    await hide();
    await expect.poll(async () => (await mockState()).performanceRecords.length).toBe(1);
    const [batch] = (await mockState()).performanceRecords;
    const events = batch!.records.map((r) => r.event);
    expect(events).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
    for (const r of batch!.records) {
      expect(Object.keys(r).sort()).toEqual(['app', 'data', 'event', 'pageLoadId', 'ts']);
      expect(r).toMatchObject({ app: 'storefront-widgets', pageLoadId: 'pl-1' });
      expect(r.data['value']).toBeGreaterThanOrEqual(0);
      expect(['good', 'needs-improvement', 'poor']).toContain(r.data['rating']);
    }
    await page.waitForTimeout(500);
    expect((await mockState()).performanceRecords).toHaveLength(1);
  });

  it('off by default: no settings request, no records, and the library is not loaded', async () => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(r.url()));
    await open('');
    await page.waitForResponse((r) => r.url().includes('/chunks/after-load-'));
    await page.waitForTimeout(300);
    await hide();
    await page.waitForTimeout(300);
    const s = await mockState();
    expect(s.requests.filter((r) => r.path.startsWith('/api/performance/'))).toEqual([]);
    expect(chunks.filter((u) => u.includes('start-performance'))).toEqual([]);
  });

  it.each([
    ['a non-200 settings answer', { status: 500, body: { message: 'down' } }, 'XHR request DONE with unexpected status'],
    ['settings with no pageLoadId', { status: 200, body: {} }, 'Unable to resolve pageLoadId'],
  ])("%s: the spec's message reaches the error reporter, and nothing is recorded", async (_, answer, message) => {
    await setFaults([{ method: 'GET', path: '/api/performance/settings', ...answer, times: 1 }]);
    await open('data-performance');
    await page.waitForTimeout(200);
    await hide();
    await expect.poll(async () => (await mockState()).errorReports.length).toBe(1);
    const s = await mockState();
    expect(s.errorReports[0]!.entries.map((e) => [e.event, e.data['message']])).toEqual([['performance', message]]);
    expect(s.performanceRecords).toEqual([]);
  });
});
