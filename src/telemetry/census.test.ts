import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { clearCookies } from '../../tests/unit/clearCookies';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { createApi } from '../api/client';
import { createStrings } from '../i18n';
import { loadSiteSettings } from '../settings/siteSettings';
import { AUDIENCE_EVENT_TYPES as MOCK_AUDIENCE_EVENT_TYPES } from '../../mock-server/census';
import {
  AUDIO_EVENT,
  CENSUS_COOKIES,
  PAGE_VIEW_EVENT,
  pageFields,
  recordAudioPlay,
  recordButtonClick,
  recordPageView,
  startCensus,
} from './census';
import { AUDIENCE_EVENT_TYPES } from './enumerations';

// The census (spec 001 §7; docs/analytics.md, "The census") against the mock platform, which keeps each call.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
beforeEach(() => {
  resetMockPlatform();
  clearCookies(CENSUS_COOKIES.visitor, CENSUS_COOKIES.visit, 'SiteUserInfo');
  ensureCrumbCookie();
  history.replaceState(null, '', '/products/poster#reviews');
  document.body.innerHTML = '';
  document.title = 'Poster — Fern & Field';
});
afterEach(() => history.replaceState(null, '', '/'));

/**
 * What the census takes of a runtime, with these analytics settings (`analytics` in the site settings) and script-tag
 * data. Not a whole runtime: that would start its own census once the page is interactive.
 */
function runtime(analytics: object = {}, data: Record<string, string> = {}) {
  document.getElementById('settings')?.remove();
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="settings">${JSON.stringify({ analytics })}</script>`);
  return {
    api: createApi('', createStrings({}).t),
    config: { ...widgetTestConfig, settings: '#settings', data },
    settings: loadSiteSettings('#settings'),
  };
}
const calls = (call?: string) => platform.census.filter((c) => !call || c.call == call);
const until = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

/** Spec 001 §3 "Tracking event context", every field, in the spec's order (viewport and screen as width and height). */
const CONTEXT_FIELDS = [
  'websiteId',
  'templateId',
  'variantId',
  'memberAccountId',
  'pagePath',
  'pageHash',
  'member_locale',
  'website_locale',
  'userAgent',
  'clientDate',
  'viewportWidth',
  'viewportHeight',
  'screenWidth',
  'screenHeight',
  'title',
  'itemId',
  'recordType',
  'collectionId',
];

describe('the census: the page view', () => {
  it("one RecordHit: event 1 (the audience event type page view), the page's fields as JSON text, ss_cvr; the visitor cookie made and kept", async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'su-ada' }))}; path=/`;
    const rt = runtime({ templateId: 't-7', templateVariantId: 'v-2', recordType: 2, collectionId: 'c-shop' }, { pageId: 'page-poster' });
    recordPageView(rt);
    await until(() => expect(calls('RecordHit')).toHaveLength(1));
    const [hit] = calls('RecordHit');
    const visitor = cookie(CENSUS_COOKIES.visitor);
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie(CENSUS_COOKIES.visit)).toMatch(/^[0-9a-f-]{36}$/);
    // Sent as the text `1` (form-encoded); the mock keeps it as the number, and refuses any other than spec 001 §3's.
    expect(hit!.fields).toMatchObject({ event: 1, ss_cvr: visitor });
    const data = hit!.fields.data as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(CONTEXT_FIELDS);
    expect(data).toMatchObject({
      websiteId: widgetTestConfig.websiteId,
      templateId: 't-7',
      variantId: 'v-2',
      memberAccountId: 'su-ada',
      pagePath: '/products/poster',
      pageHash: '#reviews',
      website_locale: 'en-US',
      title: 'Poster — Fern & Field',
      itemId: 'page-poster',
      recordType: '2',
      collectionId: 'c-shop',
      userAgent: navigator.userAgent,
    });
    expect(Date.parse(data.clientDate as string)).toBeGreaterThan(Date.now() - 60_000);
    // The next page keeps the same visitor.
    recordPageView(runtime());
    await until(() => expect(calls('RecordHit')).toHaveLength(2));
    expect(calls('RecordHit')[1]!.fields.ss_cvr).toBe(visitor);
  });

  it("the page view's event is spec 001 §3's audience event type page view, 1; the table and the mock's check are the spec's", () => {
    expect(AUDIENCE_EVENT_TYPES).toEqual({ 1: 'page view', 2: 'site search', 10: 'heartbeat', 20: 'audio', 21: 'video' });
    expect(AUDIENCE_EVENT_TYPES[PAGE_VIEW_EVENT]).toBe('page view');
    expect(PAGE_VIEW_EVENT).toBe(1);
    expect([...MOCK_AUDIENCE_EVENT_TYPES]).toEqual(Object.keys(AUDIENCE_EVENT_TYPES).map(Number));
  });

  it('no secret of the URL: pageHash keeps its parameters, a secret one REDACTED (RecordHit, the JSON calls)', async () => {
    history.replaceState(null, '', '/products/poster?cartToken=sekrit-cart&email=a%40b.c#token=sekrit-hash&tab=reviews');
    recordPageView(runtime());
    recordButtonClick(runtime());
    await until(() => expect(calls()).toHaveLength(2));
    for (const { fields } of calls()) {
      const data = (fields.data ?? fields) as Record<string, unknown>;
      expect(data.pageHash).toBe('#token=REDACTED&tab=reviews');
      expect(data.pagePath).toBe('/products/poster');
      expect(JSON.stringify(fields)).not.toMatch(/sekrit|a%40b\.c|a@b\.c/);
    }
  });

  it('none on a /search page, none where the recording rule says no (a contributor, a lock screen 103, tracking off), none in /config for a viewer', async () => {
    for (const [path, analytics] of [
      ['/search', {}],
      ['/search/results', {}],
      ['/products/poster', { accountRole: 4 }],
      ['/products/poster', { pageType: 103 }],
      ['/products/poster', { trackingDisabled: true }],
      ['/config/pages', { accountRole: 10 }],
    ] as const) {
      history.replaceState(null, '', path);
      recordPageView(runtime(analytics));
    }
    history.replaceState(null, '', '/searching-for-ferns');
    recordPageView(runtime());
    await until(() => expect(calls('RecordHit')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls().map((c) => (c.fields.data as { pagePath: string }).pagePath)).toEqual(['/searching-for-ferns']);
  });

  it('a restricted-cookie visitor: no census cookie written (an old one cleared), RecordHit without ss_cvr', async () => {
    document.cookie = `${CENSUS_COOKIES.visitor}=old-visitor; path=/`;
    recordPageView(runtime({ cookiePolicy: { restrictive: true, absolute: true } }));
    await until(() => expect(calls('RecordHit')).toHaveLength(1));
    expect(calls('RecordHit')[0]!.fields).not.toHaveProperty('ss_cvr');
    expect(cookie(CENSUS_COOKIES.visitor)).toBeNull();
    expect(cookie(CENSUS_COOKIES.visit)).toBeNull();
  });

  it('never throws: a host page whose document.title getter throws loses its page view, nothing else', () => {
    const title = vi.spyOn(document, 'title', 'get').mockImplementation(() => {
      throw new Error('title is broken');
    });
    try {
      expect(() => startCensus(runtime())()).not.toThrow();
      expect(() => recordPageView(runtime())).not.toThrow();
    } finally {
      title.mockRestore();
    }
  });

  it('pageFields: what the page does not say is null', () => {
    const fields = pageFields(runtime());
    expect(Object.keys(fields)).toEqual(CONTEXT_FIELDS);
    expect(fields).toMatchObject({
      templateId: null,
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      itemId: null,
      recordType: null,
      collectionId: null,
    });
  });
});

describe('the census: buy buttons and forms', () => {
  /** A widget element as the loader leaves it: its state on the element, its button in an open shadow root. */
  function widget(name: string, attrs = '', state = 'idle') {
    document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="${name}" data-sf-state="${state}" ${attrs}></div>`);
    const el = document.body.lastElementChild as HTMLElement;
    el.attachShadow({ mode: 'open' }).innerHTML = '<button part="button">Add to Cart</button><p part="message"></p>';
    return el;
  }

  it('each add-to-cart: one button-render once it shows, and no button-click of its own; each site form: one form-render', async () => {
    const shown = widget('add-to-cart', 'data-product-id="p-poster"');
    const loading = widget('add-to-cart', 'data-product-id="p-mug"', 'loading');
    widget('site-form', 'data-form-id="f-contact"');
    const stop = startCensus(runtime());
    try {
      await until(() => expect(calls('button-render')).toHaveLength(1));
      expect(calls('form-render')).toHaveLength(1);
      expect(calls('form-render')[0]!.fields).toMatchObject({
        formId: 'f-contact',
        visitorCookie: cookie(CENSUS_COOKIES.visitor),
        pagePath: '/products/poster',
      });
      loading.setAttribute('data-sf-state', 'idle');
      await until(() => expect(calls('button-render')).toHaveLength(2));
      // A press is counted by the press's own code (recordButtonClick, from the add flow), not by a click listener.
      shown.shadowRoot!.querySelector('button')!.click();
      // A button the loader mounts later is announced, and counted.
      const later = widget('add-to-cart', 'data-product-id="p-ebook"');
      document.dispatchEvent(new CustomEvent('storefront:widget-mounted', { detail: { element: later, widget: 'add-to-cart' } }));
      await until(() => expect(calls('button-render')).toHaveLength(3));
      // A sold-out product's button shows too (disabled, reading sold out).
      widget('add-to-cart', 'data-product-id="p-mug"', 'sold-out');
      document.dispatchEvent(
        new CustomEvent('storefront:widget-mounted', { detail: { element: document.body.lastElementChild, widget: 'add-to-cart' } }),
      );
      await until(() => expect(calls('button-render')).toHaveLength(4));
      await new Promise((r) => setTimeout(r, 50));
      expect(calls('button-render')).toHaveLength(4);
      expect(calls('RecordHit')).toHaveLength(1);
      expect(calls('button-click')).toHaveLength(0);
    } finally {
      stop();
    }
  });

  it("the buttons in a widget's open shadow root (a collection's cards) are counted, each once", async () => {
    const collection = widget('collection', 'data-collection-id="c-shop"');
    const cards = collection.shadowRoot!;
    cards.innerHTML =
      '<ul><li><div data-sf-widget="add-to-cart" data-sf-state="idle"></div></li><li><div data-sf-widget="add-to-cart" data-sf-state="idle"></div></li></ul>';
    for (const el of cards.querySelectorAll('[data-sf-widget]'))
      el.attachShadow({ mode: 'open' }).innerHTML = '<button>Add to Cart</button>';
    const stop = startCensus(runtime());
    try {
      await until(() => expect(calls('button-render')).toHaveLength(2));
      await new Promise((r) => setTimeout(r, 50));
      expect(calls('button-render')).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it("a press: one button-click with the visitor and the page's fields, made before the page view too (a first visit)", async () => {
    // No census started, no visitor cookie yet: the press makes it, as the page view would.
    recordButtonClick(runtime());
    await until(() => expect(calls('button-click')).toHaveLength(1));
    const click = calls('button-click')[0]!.fields;
    expect(Object.keys(click)).toEqual(['visitorCookie', ...CONTEXT_FIELDS]);
    expect(click.visitorCookie).toMatch(/^[0-9a-f-]{36}$/);
    expect(click.visitorCookie).toBe(cookie(CENSUS_COOKIES.visitor));
    // The page view that follows keeps the same visitor.
    recordPageView(runtime());
    await until(() => expect(calls('RecordHit')).toHaveLength(1));
    expect(calls('RecordHit')[0]!.fields.ss_cvr).toBe(click.visitorCookie);
  });

  it('a press where the rule forbids recording, or for a restricted-cookie visitor: nothing, or no visitor', async () => {
    recordButtonClick(runtime({ trackingDisabled: true }));
    recordButtonClick(runtime({ cookiePolicy: { restrictive: true, absolute: true } }));
    await until(() => expect(calls('button-click')).toHaveLength(1));
    expect(calls('button-click')[0]!.fields.visitorCookie).toBeNull();
    expect(cookie(CENSUS_COOKIES.visitor)).toBeNull();
  });

  // (That a hanging call is given up at 2,500 ms is checked in Chromium: tests/e2e/census.test.ts.)
  it('a census that hangs holds the press up not at all: the click is never awaited', async () => {
    platform.faults = [{ method: 'POST', path: '/api/census/button-click', delayMs: 10_000 }];
    const started = performance.now();
    recordButtonClick(runtime());
    expect(performance.now() - started).toBeLessThan(50);
    await until(() => expect(platform.requests.filter((r) => r.path == '/api/census/button-click')).toHaveLength(1));
  });
});

describe("the census: an audio player's first play (widgets/audio)", () => {
  it("one RecordHit of event 20 (the audience event type audio) with the page view's fields and visitor", async () => {
    expect(AUDIENCE_EVENT_TYPES[AUDIO_EVENT]).toBe('audio');
    recordPageView(runtime());
    recordAudioPlay(runtime({ templateId: 't-7' }, { pageId: 'page-poster' }));
    await until(() => expect(calls('RecordHit')).toHaveLength(2));
    const [view, play] = calls('RecordHit');
    expect(view!.fields.event).toBe(1);
    expect(play!.fields.event).toBe(20);
    expect(play!.fields.ss_cvr).toBe(view!.fields.ss_cvr);
    expect(Object.keys(play!.fields.data as object)).toEqual(CONTEXT_FIELDS);
    expect(play!.fields.data).toMatchObject({ pagePath: '/products/poster', templateId: 't-7', itemId: 'page-poster' });
  });

  it("the page view's rule: none on a /search page or where recording is off; no visitor for a restricted-cookie one", async () => {
    recordAudioPlay(runtime({ trackingDisabled: true }));
    history.replaceState(null, '', '/search');
    recordAudioPlay(runtime());
    history.replaceState(null, '', '/journal');
    recordAudioPlay(runtime({ cookiePolicy: { restrictive: true, absolute: true } }));
    await until(() => expect(calls('RecordHit')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('RecordHit')).toHaveLength(1);
    expect(calls('RecordHit')[0]!.fields.event).toBe(20);
    expect((calls('RecordHit')[0]!.fields.data as { pagePath: string }).pagePath).toBe('/journal');
    expect(calls('RecordHit')[0]!.fields).not.toHaveProperty('ss_cvr');
    expect(cookie(CENSUS_COOKIES.visitor)).toBeNull();
  });
});
