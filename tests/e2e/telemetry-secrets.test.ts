// No secrets in telemetry (docs/security.md, "No secrets in telemetry"; src/telemetry/redact.ts) on the demo store: a
// product page opened at a URL whose query and hash carry secrets, from a page whose URL carries others. What reaches
// the mock platform's analytics, census, older-tracker and error-report endpoints holds none of them, while the
// spec's fields that carry the URL (pageHash, page_query_params, page_referrer_url) are there with REDACTED values.
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, type PageWindow, useBrowser } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

/** The secrets, each a text found nowhere else, as written in the URLs (the email also as percent-encoded). */
const SECRETS = ['ct-5ekrit-cart', 'a@b.c', 'a%40b.c', 'h-5ekrit-hash', 'p-5ekrit-pass', 'k-5ekrit-key', 's-5ekrit-email'];
const QUERY = 'cartToken=ct-5ekrit-cart&email=a@b.c&utm_source=mail';
const HASH = '#token=h-5ekrit-hash&tab=details';
/** The page the visitor came from (same origin, so that the browser's referrer policy keeps its query). */
const referrer = () => `${baseUrl()}/?password=p-5ekrit-pass&ref=home&api_key=k-5ekrit-key&userEmail=s-5ekrit-email`;

/** The telemetry paths: the newer tracker, the census, the older tracker, the error reports. */
const TELEMETRY = /^\/api\/(v1\/clanker\/|census\/|events\/RecordEvent$|events\/RecordJavascriptErrors$)/;

describe('no secrets in telemetry, on the demo store', () => {
  it("a page whose URL and referrer carry secrets: no analytics, census or error-report request holds one; the spec's fields say REDACTED", async () => {
    // Every telemetry request as it leaves the browser: its URL and body (beacons included).
    const sent: { url: string; body: string }[] = [];
    page.on('request', (r: Request) => {
      if (TELEMETRY.test(new URL(r.url()).pathname)) sent.push({ url: r.url(), body: r.postData() ?? '' });
    });
    // The demo's poster page as served, with the error reporter taking the host page's errors too (`page`), so that a
    // page's own error naming its URL is reported, and the video-paywall toggle on (gated-content events go only with
    // it: docs/analytics.md): the two changes to the demo's HTML.
    const paywall = { experiments: [{ name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all' }] };
    await page.route(`${baseUrl()}/products/poster*`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('data-website-id="demo"', 'data-website-id="demo" data-error-reporting="page" data-settings="#paywall"')
        .replace('</body>', `<script type="application/json" id="paywall">${JSON.stringify(paywall)}</script></body>`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl()}/products/poster?${QUERY}${HASH}`, { referer: referrer() });
    // The secrets are there for the SDK to see.
    expect(await page.evaluate(() => [location.search, location.hash, document.referrer])).toEqual([`?${QUERY}`, HASH, referrer()]);
    await page.waitForFunction(() => (window as PageWindow).Storefront?.toggles, null, { timeout: 10_000 });

    // The visit (analytics) and the page view (census) once the page is interactive; the add and its press.
    const add = page.locator('[data-sf-widget="product"]').locator('[data-sf-widget="add-to-cart"] [part=button]');
    await add.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-sf-widget="cart-pill"]')?.shadowRoot?.querySelector('[part=pill]')?.getAttribute('aria-label') ==
        'Cart, 1 item',
      null,
      { timeout: 10_000 },
    );
    // A gated-content event the page records (the older tracker), with a field that holds the page's URL.
    await page.evaluate(() =>
      (window as PageWindow).Storefront.analytics!.record('video-list-view', { item_id: 'v-1', from: location.href }),
    );
    // The page's own error naming its URL, a rejection naming the referrer, and a widget failure.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error(`checkout step failed at ${location.href}`);
      });
      void Promise.reject(new Error(`came from ${document.referrer}`));
      // The demo requires Trusted Types for HTML: the element is made, not parsed.
      const missing = document.createElement('div');
      missing.setAttribute('data-sf-widget', 'product-status');
      missing.setAttribute('data-product-id', 'p-missing');
      document.body.append(missing);
    });

    // Each kind has arrived: the visit and the add, the page view, the button's render and click, the tracker's
    // event, the three errors (sent 1 s after the last).
    await expect
      .poll(
        async () => {
          const s = await mockState();
          return [
            s.analyticsEvents.length >= 2,
            s.census.some((c) => c.call == 'RecordHit'),
            s.census.some((c) => c.call == 'button-click'),
            s.trackerEvents.length == 1,
            s.errorReports.flatMap((b) => b.entries).length >= 3,
          ];
        },
        { timeout: 10_000 },
      )
      .toEqual([true, true, true, true, true]);
    const state = await mockState();

    // No secret in what the platform received (the bodies as it kept them, its request log), nor in any request as sent.
    const received = JSON.stringify({
      analytics: state.analyticsEvents,
      census: state.census,
      tracker: state.trackerEvents,
      errors: state.errorReports,
      log: state.requests.filter((r) => TELEMETRY.test(r.path)),
    });
    const asSent = JSON.stringify(sent);
    for (const secret of SECRETS) {
      expect(received, secret).not.toContain(secret);
      expect(asSent, secret).not.toContain(secret);
    }
    // The beacons and posts were seen as they left, each with its body, so the check above read them.
    expect(sent.filter((r) => r.url.includes('/api/v1/clanker/events')).length).toBeGreaterThanOrEqual(2);
    expect(sent.filter((r) => !r.body).map((r) => r.url)).toEqual([]);
    expect(asSent).toContain('REDACTED');

    // The spec's fields are there, their secret values REDACTED and the rest as it was.
    const schemas = state.analyticsEvents.map((e) => e.eventSchemaName);
    expect(schemas).toEqual(expect.arrayContaining(['commerce_visit_product_page', 'commerce_add_to_cart']));
    for (const { eventContent } of state.analyticsEvents)
      expect(eventContent).toMatchObject({
        page_path: '/products/poster',
        page_query_params: 'cartToken=REDACTED&email=REDACTED&utm_source=mail',
        page_referrer_url: `${baseUrl()}/?password=REDACTED&ref=home&api_key=REDACTED&userEmail=REDACTED`,
        client_version: '4.8.0',
      });
    const hit = state.census.find((c) => c.call == 'RecordHit')!;
    expect(hit.fields.event).toBe(1);
    for (const { fields } of state.census.filter((c) => c.call != 'RecordQuickView')) {
      const data = (fields.data ?? fields) as Record<string, unknown>;
      expect(data).toMatchObject({ pagePath: '/products/poster', pageHash: '#token=REDACTED&tab=details' });
    }
    expect(state.trackerEvents[0]!.data).toMatchObject({
      pageHash: '#token=REDACTED&tab=details',
      from: `${baseUrl()}/products/poster?cartToken=REDACTED&email=REDACTED&utm_source=mail#token=REDACTED&tab=details`,
    });
    const messages = state.errorReports.flatMap((b) => b.entries.map((e) => String(e.data['message'])));
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`/products/poster?cartToken=REDACTED&email=REDACTED&utm_source=mail#token=REDACTED&tab=details`),
        expect.stringContaining(`came from ${baseUrl()}/?password=REDACTED&ref=home&api_key=REDACTED&userEmail=REDACTED`),
      ]),
    );
    for (const { entries } of state.errorReports) for (const e of entries) expect(e.data['pageUrl']).toBe(`${baseUrl()}/products/poster`);
  });
});
