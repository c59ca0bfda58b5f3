// The census (docs/analytics.md, "The census") in Chromium against the mock platform, which keeps each call
// (`GET /__mock/state`: census): the page view, the buy buttons, the rules that stop it.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, type PageWindow, resetMock, serve, setFaults, useBrowser } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const state = mockState;
/** `Storefront.analytics.record(event, fields)` on the page, as a theme's script calls it. */
const record = (event: string, fields?: object) =>
  page.evaluate(([e, f]) => (window as PageWindow).Storefront.analytics!.record(e, f), [event, fields] as const);
const census = async (call?: string) => (await state()).census.filter((c) => !call || c.call == call);
/** The page's settings: these analytics ones, and the video-paywall toggle on (gated-content events go only with it). */
const PAYWALL = [{ name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all' }];
const settings = (analytics: object) =>
  `<script type="application/json" id="sf-settings">${JSON.stringify({ analytics, experiments: PAYWALL })}</script>`;
const cookies = async () => Object.fromEntries((await page.context().cookies(baseUrl())).map((c) => [c.name, c]));
const BUTTON = '<div data-sf-widget="add-to-cart" id="add" data-product-id="p-poster"><a href="/">Buy</a></div>';

/** Opens `body` at `path` as a site owner's page, with these analytics settings and script-tag attributes. */
async function open(path: string, body: string, analytics: object | null = null, attrs = '') {
  await serve(
    page,
    path,
    ownerPage((analytics ? settings(analytics) : '') + body, (analytics ? 'data-settings="#sf-settings" ' : '') + attrs),
  );
  await page.goto(`${baseUrl()}${path}`);
}
/** Waits until the page is interactive and its census has had time to go out (the after-load chunk's idle callback). */
const settled = () =>
  page.waitForFunction(() => (window as PageWindow).Storefront?.toggles, null, { timeout: 10_000 }).then(() => page.waitForTimeout(400));

describe('the census in Chromium', () => {
  it('one page view: exactly one RecordHit with the tracking context and ss_cvr; the census cookies for 2 years and 30 minutes', async () => {
    await open('/journal/spring', '<p>Spring notes.</p>', { templateId: 't-1' }, 'data-page-id="page-spring"');
    await settled();
    const hits = await census('RecordHit');
    expect(hits).toHaveLength(1);
    const jar = await cookies();
    const visitor = jar['ss_cvr']!;
    expect(visitor.value).toMatch(/^[0-9a-f-]{36}$/);
    // 2 years asked for, which Chromium caps at 400 days (RFC 6265bis: no cookie outlives 400 days); 30 minutes.
    expect(visitor.expires - Date.now() / 1000).toBeGreaterThan(399 * 86400);
    expect(jar['ss_cvt']!.expires - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(jar['ss_cvt']!.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
    // The audience event type page view (spec 001 §3), sent as the text 1; the mock keeps it as the number.
    expect(hits[0]!.fields).toMatchObject({ event: 1, ss_cvr: visitor.value });
    expect(hits[0]!.cookies.ss_cvr).toBe(visitor.value);
    expect(hits[0]!.fields.data).toMatchObject({
      websiteId: 'test',
      templateId: 't-1',
      pagePath: '/journal/spring',
      itemId: 'page-spring',
      title: 'Test store',
      website_locale: 'en',
    });
    // A reload: one more, the same visitor.
    await page.reload();
    await settled();
    expect((await census('RecordHit')).map((h) => h.fields.ss_cvr)).toEqual([visitor.value, visitor.value]);
  });

  it('none on /search, none in /config for a viewer, none on pages 100, 103 and 106; a site that forbids recording sends nothing at all', async () => {
    await open('/search', BUTTON);
    await settled();
    await open('/config/pages', BUTTON, { accountRole: 10 });
    await settled();
    for (const pageType of [100, 103, 106]) {
      await open(`/p${pageType}`, BUTTON, { pageType });
      await settled();
    }
    expect(await census()).toEqual([]);
    // Recording forbidden for the site: no census, and no event of the newer tracker either, even for an add.
    await resetMock();
    await open('/closed', BUTTON, { trackingDisabled: true });
    await settled();
    await page.locator('#add button').click();
    await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'added', null, { timeout: 5000 });
    // Nor the older tracker: a gated-content event the page records (with a census cookie, which alone does not do).
    await page.context().addCookies([{ name: 'ss_cvr', value: 'v-earlier', url: baseUrl() }]);
    await record('video-list-view', { item_id: 'vid-1' });
    await record('reviews-tab', { productId: 'p-poster' });
    await page.waitForTimeout(300);
    const s = await state();
    expect(s.census).toEqual([]);
    expect(s.analyticsEvents).toEqual([]);
    expect(s.trackerEvents).toEqual([]);
  });

  it('the older tracker: a gated-content event the page records is one RecordEvent (crumb, event, data, the extra fields) and nothing to the newer tracker; a review event the other way round', async () => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    await open('/members/videos', "<p>Members' videos.</p>", { templateId: 't-1' });
    await settled();
    await record('video-detail-view', { item_id: 'vid-9', item_title: 'Glazing basics', access_status: 'granted' });
    let s = await state();
    expect(s.trackerEvents).toHaveLength(1);
    const [sent] = s.trackerEvents;
    const jar = await cookies();
    expect(sent!.event).toBe('video_detail_view');
    expect(sent!.fields).toEqual({
      crumb: jar['crumb']!.value,
      analyticsId: jar['SS_ANALYTICS_ID']!.value,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(sent!.data).toEqual({
      pagePath: '/members/videos',
      pageHash: '',
      websiteId: 'test',
      templateId: 't-1',
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      website_locale: 'en',
      item_id: 'vid-9',
      item_title: 'Glazing basics',
      access_status: 'granted',
    });
    expect(s.analyticsEvents).toEqual([]);
    await record('reviews-tab', { productId: 'p-poster', productName: 'Poster' });
    await expect.poll(async () => (await state()).analyticsEvents.map((e) => e.eventSchemaName)).toEqual(['commerce_reviews_tab']);
    s = await state();
    expect(s.trackerEvents).toHaveLength(1);
    // The platform refusing the event: the spec's error on the console, nothing on the page breaks.
    await setFaults([{ method: 'POST', path: '/api/events/RecordEvent', status: 503, times: 1 }]);
    await record('join-button-click', { item_id: 'plan-gold' });
    expect(messages.filter((m) => m.includes('Error tracking event'))).toEqual([
      'error: [storefront] analytics: Error tracking event: HTTP Status 503',
    ]);
    // A page whose visitor has no census cookie: skipped.
    await page.context().clearCookies({ name: 'ss_cvr' });
    await record('video-list-view', { item_id: 'vid-1' });
    await page.waitForTimeout(200);
    expect((await state()).trackerEvents).toHaveLength(1);
  });

  it('a restricted-cookie visitor: no ss_cvr, a RecordHit without it, and the five visit-tracking cookies cleared', async () => {
    await page.context().addCookies(
      ['SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION', 'SS_SESSION_ID', 'SS_IS_FIRST_SESSION', 'SS_HAS_LANDED'].map((name) => ({
        name,
        value: 'x',
        url: baseUrl(),
      })),
    );
    await open('/products/poster', BUTTON, { cookiePolicy: { restrictive: true, absolute: true } });
    await settled();
    await page.locator('#add button').click();
    await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'added', null, { timeout: 5000 });
    await expect.poll(async () => (await census('button-click')).length).toBe(1);
    const hits = await census('RecordHit');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.fields).not.toHaveProperty('ss_cvr');
    expect((await census('button-click'))[0]!.fields.visitorCookie).toBeNull();
    const names = Object.keys(await cookies());
    expect(names.filter((n) => n.startsWith('SS_') || n.startsWith('ss_'))).toEqual([]);
  });

  it('each buy button: one render once it shows, one click per press; a census hanging 10 s costs the press nothing and is given up at 2,500 ms', async () => {
    await open('/products/two', BUTTON + '<div data-sf-widget="add-to-cart" id="add2" data-product-id="p-ebook"><a href="/">Buy</a></div>');
    await settled();
    await expect.poll(async () => (await census('button-render')).length).toBe(2);
    await setFaults([{ method: 'POST', path: '/api/census/button-click', delayMs: 10_000 }]);
    const failed: { url: string; after: number }[] = [];
    let pressed = 0;
    page.on(
      'requestfailed',
      (r) => r.url().endsWith('/api/census/button-click') && failed.push({ url: r.url(), after: Date.now() - pressed }),
    );
    pressed = Date.now();
    await page.locator('#add button').click();
    // The add itself goes on at once: added, and the pill counts it, long before the census would answer.
    await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'added', null, { timeout: 2000 });
    expect(Date.now() - pressed).toBeLessThan(2000);
    await expect.poll(() => failed.length, { timeout: 6000 }).toBe(1);
    expect(failed[0]!.after).toBeGreaterThanOrEqual(2400);
    expect(failed[0]!.after).toBeLessThan(4000);
    expect((await census('button-render')).length).toBe(2);
  });

  it('the whole census hanging 10 s on a page of 24 buy buttons: a press right after the page is interactive adds at once', async () => {
    // The mock platform speaks HTTP/1.1, so the browser opens 6 connections to it: renders sent all at once would hold
    // them all while the census hangs, and the add's POST would wait for them to be given up (docs/analytics.md).
    const buttons = Array.from(
      { length: 24 },
      (_, i) => `<div data-sf-widget="add-to-cart" id="b${i}" data-product-id="p-poster"></div>`,
    ).join('');
    await setFaults([{ path: '/api/census/*', delayMs: 10_000 }]);
    let renders = 0;
    page.on('request', (r) => r.url().endsWith('/api/census/button-render') && renders++);
    await open('/products/hung', buttons);
    await expect.poll(() => renders, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(200);
    const added = page.waitForResponse((r) => r.url().endsWith('/api/commerce/shopping-cart/entries') && r.request().method() == 'POST');
    const pressed = Date.now();
    await page.locator('#b0 button').click();
    expect((await added).ok()).toBe(true);
    expect(Date.now() - pressed).toBeLessThan(1200);
    await page.waitForFunction(() => document.getElementById('b0')?.getAttribute('data-sf-state') === 'added', null, { timeout: 3000 });
    await setFaults([]);
  });

  it("150 buy buttons while the census hangs: the renders go two at a time, and a press's click and its add-to-cart event arrive", async () => {
    // Chromium lets a page have 64 KiB of keepalive bodies in flight, sendBeacon's included. 150 renders of about 530 B
    // each, held unanswered, are 79 KB: sent all at once, the last 30 would be refused, and so would the press's click
    // and the add's analytics beacon (and its keepalive fallback).
    const buttons = Array.from(
      { length: 150 },
      (_, i) => `<div data-sf-widget="add-to-cart" id="b${i}" data-product-id="p-poster"></div>`,
    ).join('');
    const held: import('playwright-core').Route[] = [];
    await page.route(`${baseUrl()}/api/census/button-render`, (route) => void held.push(route));
    await open('/products/many', buttons);
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(500);
    expect(held).toHaveLength(2);
    await page.locator('#b0 button').click();
    await page.waitForFunction(() => document.getElementById('b0')?.getAttribute('data-sf-state') === 'added', null, { timeout: 5000 });
    await expect
      .poll(async () => (await state()).analyticsEvents.map((e) => e.eventSchemaName), { timeout: 2000 })
      .toContain('commerce_add_to_cart');
    expect(await census('button-click')).toHaveLength(1);
    // Answered, the two make way for the next two.
    await Promise.all(held.splice(0, 2).map((route) => route.continue()));
    await expect.poll(() => held.length, { timeout: 5000 }).toBe(2);
    await expect.poll(async () => (await census('button-render')).length).toBe(2);
    await Promise.all(held.map((route) => route.abort().catch(() => {})));
  });
});
