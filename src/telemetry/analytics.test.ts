import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testRuntime } from '../../tests/unit/testRuntime';
import { CONTRIBUTOR_ROLES, roleOf } from './enumerations';
import {
  cartSummary,
  COLLECTOR_VERSION,
  cookiesRestricted,
  eventContent,
  recordFromPage,
  recordingAllowed,
  track,
  trackerUrl,
  type AnalyticsSettings,
} from './analytics';
import { ANALYTICS_ID_MS, forget, identify, IDENTITY_KEYS, sessionStore, SESSION_MS, VISIT_TRACKING_KEYS } from './identity';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
beforeEach(() => {
  resetMockPlatform();
  clearCookies(...VISIT_TRACKING_KEYS, IDENTITY_KEYS.marketingId);
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('analytics recording rules (spec 001 §6)', () => {
  it('every contributor role of the table, by number and by name: only VIEWER may be recorded, and NONE is no contributor', () => {
    for (const [number, name] of Object.entries(CONTRIBUTOR_ROLES)) {
      const expected = name == 'VIEWER' ? 'viewer' : name == 'NONE' ? 'none' : 'other';
      expect([roleOf(Number(number)), roleOf(name), roleOf(name.toLowerCase())]).toEqual([expected, expected, expected]);
      expect(recordingAllowed({ accountRole: Number(number) })).toBe(name == 'VIEWER' || name == 'NONE');
    }
    expect([roleOf(undefined), roleOf(99), roleOf('')]).toEqual(['none', 'other', 'other']);
  });

  it.each<[string, AnalyticsSettings, boolean]>([
    ['an anonymous visitor', {}, true],
    ['a signed-in viewer outside the config area', { accountRole: 'viewer' }, true],
    ['a signed-in viewer in the config area', { accountRole: 'viewer', inConfigArea: true }, false],
    ['an editor', { accountRole: 'editor' }, false],
    ['a not-found page', { pageType: 'not-found' }, false],
    ['a lock screen', { pageType: 'lock-screen' }, false],
    ["a member area's access-denied page", { pageType: 'access-denied' }, false],
    ['a product page', { pageType: 'product' }, true],
    ['tracking disabled', { trackingDisabled: true }, false],
    ['a wrongly typed flag counts as absent', { trackingDisabled: 'yes' as unknown as boolean }, true],
    // Spec 001 §2's numeric page types: not found 100, lock screen 103, member-area access denied 106.
    ['page type 100 (not found)', { pageType: 100 }, false],
    ['page type 103 (lock screen)', { pageType: 103 }, false],
    ['page type 106 (member-area access denied)', { pageType: 106 }, false],
    ['page type 101 (error)', { pageType: 101 }, true],
    ['page type 2 (page)', { pageType: 2 }, true],
    // Spec 001 §6's numeric roles: VIEWER 10 only, outside the config area; NONE 14 is no contributor role.
    ['role 10 (VIEWER)', { accountRole: 10 }, true],
    ['role 10 (VIEWER) in the config area', { accountRole: 10, inConfigArea: true }, false],
    ['role 4 (EDITOR)', { accountRole: 4 }, false],
    ['role 1 (ADMIN)', { accountRole: 1 }, false],
    ['role 14 (NONE)', { accountRole: 14 }, true],
    ['a role number not in the table', { accountRole: 99 }, false],
    ['the role name in capitals, VIEWER', { accountRole: 'VIEWER' }, true],
  ])('%s: recorded %s', (_, settings, recorded) => expect(recordingAllowed(settings)).toBe(recorded));

  it('a path starting with /config is the configuration area (spec 001 §2): a viewer there is not recorded', () => {
    expect(recordingAllowed({ accountRole: 'viewer' }, '/config')).toBe(false);
    expect(recordingAllowed({ accountRole: 10 }, '/config/pages/home')).toBe(false);
    expect(recordingAllowed({ accountRole: 10 }, '/configure-your-bike')).toBe(true);
    expect(recordingAllowed({}, '/config')).toBe(true); // a visitor, not a contributor
  });

  it.each<[string, AnalyticsSettings, boolean]>([
    ['no policy', {}, false],
    ['a cloneable site', { cloneable: true }, true],
    [
      'restrictive, with a banner, the visitor allowed cookies',
      { cookiePolicy: { restrictive: true, bannerEnabled: true, visitorAllowed: true } },
      false,
    ],
    ['restrictive and absolute', { cookiePolicy: { restrictive: true, absolute: true, bannerEnabled: true, visitorAllowed: true } }, true],
    ['restrictive with no banner', { cookiePolicy: { restrictive: true, visitorAllowed: true } }, true],
    ['restrictive, the visitor has not allowed cookies', { cookiePolicy: { restrictive: true, bannerEnabled: true } }, true],
    ['not restrictive: absolute alone changes nothing', { cookiePolicy: { absolute: true } }, false],
  ])('%s: cookies restricted %s', (_, settings, restricted) => expect(cookiesRestricted(settings)).toBe(restricted));
});

describe('identity (spec 001 §9)', () => {
  it('an analytics id for 390 days with its expiry; the session id and flags in local storage as { value, expires }', () => {
    const who = identify(1_000_000);
    expect(who.analyticsId).toMatch(/[\w-]{10,}/);
    expect(cookie('SS_ANALYTICS_ID')).toBe(who.analyticsId);
    expect(Number(cookie('SS_ANALYTICS_EXPIRATION'))).toBe(1_000_000 + ANALYTICS_ID_MS);
    expect(JSON.parse(localStorage.getItem('SS_SESSION_ID')!)).toEqual({ value: who.sessionId, expires: 1_000_000 + SESSION_MS });
    expect(who).toMatchObject({ firstSession: true, firstLanding: true });
    // The same session 10 minutes later: same ids, not the first landing; still the first session.
    const again = identify(1_000_000 + 600_000);
    expect(again).toMatchObject({ analyticsId: who.analyticsId, sessionId: who.sessionId, firstLanding: false, firstSession: true });
    // After 30 minutes without an event: a new session, no longer the first.
    const later = identify(1_000_000 + 600_000 + SESSION_MS + 1);
    expect(later.sessionId).not.toBe(who.sessionId);
    expect(later).toMatchObject({ analyticsId: who.analyticsId, firstLanding: true, firstSession: false });
  });

  it('the session helper falls back to cookies where local storage is absent', () => {
    const store = sessionStore(() => null);
    store.set('SS_SESSION_ID', 's-1', SESSION_MS);
    expect(cookie('SS_SESSION_ID')).toBe('s-1');
    expect(store.get('SS_SESSION_ID')).toBe('s-1');
    expect(localStorage.getItem('SS_SESSION_ID')).toBeNull();
  });

  it('forget clears the five visit-tracking keys, cookies and storage alike', () => {
    identify();
    sessionStore(() => null).set('SS_HAS_LANDED', 'true', SESSION_MS);
    forget();
    for (const key of VISIT_TRACKING_KEYS) {
      expect(cookie(key), key).toBeNull();
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });
});

describe('eventContent', () => {
  it("what the browser knows, the identity, and the commerce ids; prices in the currency's major unit", () => {
    const rt = testRuntime({ config: { websiteId: 'w-9', locale: 'fr-CA', currency: 'USD' } });
    const content = eventContent(
      rt,
      { analyticsId: 'a-1', sessionId: 's-1', firstLanding: true, firstSession: true, marketingId: null },
      { item_id: 'p-tee', item_title: 'Tee', priceCents: 1999, quantity: 2 },
      42,
    );
    expect(content).toEqual({
      analytics_id: 'a-1',
      session_id: 's-1',
      page_host: '127.0.0.1:3000',
      page_path: '/',
      page_query_params: '',
      page_referrer_url: '',
      browser_language: navigator.language.split('-')[0],
      browser_locale: navigator.language,
      browser_window_width: innerWidth,
      browser_window_height: innerHeight,
      event_occurrence_timestamp: 42,
      client_name: 'storefront-widgets',
      client_version: '4.8.0',
      sdk_version: 'dev',
      context_website_id: 'w-9',
      resolved_locale: 'fr-CA',
      website_id: 'w-9',
      item_id: 'p-tee',
      item_title: 'Tee',
      price: 19.99,
      currency_code: 'USD',
      quantity: 2,
      enduser_user_agent: navigator.userAgent,
      custom_schema_name: null,
      source_environment: null,
      destination_url: null,
      member_account_id: null,
      object_identifier: 'p-tee',
      website_locale: 'fr-CA',
      member_account_locale: null,
      page_id: null,
    });
    expect(eventContent(rt, null, { priceCents: 1200, currency_code: 'JPY' }).price).toBe(1200);
    expect(eventContent(rt, null, {})).not.toHaveProperty('analytics_id');
  });

  it("every field of spec 001 §3's eventContent, named, and page_id: a signed-in member's ids, the environment, the page", () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'su-ada' }))}; path=/`;
    sessionStorage.setItem('sf-site-user-locale', 'fr');
    try {
      const rt = testRuntime({ config: { websiteId: 'w-9', locale: 'fr-CA', data: { pageId: 'page-7', environment: 'Staging' } } });
      const content = eventContent(
        rt,
        { analyticsId: 'a-1', sessionId: 's-1', firstLanding: true, firstSession: true, marketingId: 'm-1' },
        { item_id: 'p-tee', destination_url: '/checkout' },
        42,
        'commerce_add_to_cart',
      );
      const SPEC_FIELDS = [
        'analytics_id',
        'session_id',
        'marketing_id',
        'page_host',
        'page_path',
        'page_query_params',
        'page_referrer_url',
        'browser_language',
        'browser_locale',
        'browser_window_width',
        'browser_window_height',
        'enduser_user_agent',
        'event_occurrence_timestamp',
        'client_name',
        'client_version',
        'custom_schema_name',
        'source_environment',
        'context_website_id',
        'destination_url',
        'member_account_id',
        'object_identifier',
        'resolved_locale',
        'website_locale',
        'member_account_locale',
      ];
      for (const field of [...SPEC_FIELDS, 'page_id']) expect(content, field).toHaveProperty(field);
      expect(content).toMatchObject({
        marketing_id: 'm-1',
        custom_schema_name: 'commerce_add_to_cart',
        source_environment: 'staging',
        destination_url: '/checkout',
        member_account_id: 'su-ada',
        object_identifier: 'p-tee',
        website_locale: 'fr-CA',
        member_account_locale: 'fr',
        page_id: 'page-7',
      });
    } finally {
      clearCookies('SiteUserInfo');
      sessionStorage.clear();
    }
  });
});

describe('eventContent: the collector version, and no secret of the URL', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it("client_version is spec 001 §9's collector version 4.8.0; client_name the SDK's name, sdk_version its version", () => {
    const content = eventContent(testRuntime(), null, {});
    expect(content).toMatchObject({ client_name: 'storefront-widgets', client_version: '4.8.0', sdk_version: 'dev' });
    expect(COLLECTOR_VERSION).toBe('4.8.0');
  });

  it('page_query_params and page_referrer_url keep their parameters, a secret one REDACTED; destination_url too', () => {
    history.replaceState(null, '', '/products/poster?utm_source=mail&cartToken=sekrit-cart&email=a%40b.c&size=M#token=sekrit-hash');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(
      'https://search.example/results?q=poster&api_key=sekrit-key&password=sekrit-pass#access_token=sekrit-ref',
    );
    const content = eventContent(testRuntime(), null, { destination_url: '/commerce/subscription?cartToken=sekrit-sub&plan=2' });
    expect(content).toMatchObject({
      page_path: '/products/poster',
      page_query_params: 'utm_source=mail&cartToken=REDACTED&email=REDACTED&size=M',
      page_referrer_url: 'https://search.example/results?q=poster&api_key=REDACTED&password=REDACTED#access_token=REDACTED',
      destination_url: '/commerce/subscription?cartToken=REDACTED&plan=2',
    });
    expect(JSON.stringify(content)).not.toMatch(/sekrit|a%40b\.c/);
  });
});

describe('track', () => {
  const settings = (analytics: AnalyticsSettings) => {
    document.getElementById('s')?.remove();
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="s">${JSON.stringify({ analytics })}</script>`);
    return '#s';
  };

  it('announces the event and sends its analytics event (JSON POST where there is no beacon), identified', async () => {
    const emit = vi.fn();
    const rt = testRuntime({ emit });
    track(rt, 'add-to-cart', { productId: 'p-tee' }, { item_id: 'p-tee', priceCents: 2500, quantity: 1 });
    expect(emit).toHaveBeenCalledWith('add-to-cart', { productId: 'p-tee' });
    await vi.waitFor(() => expect(platform.analyticsEvents).toHaveLength(1));
    expect(platform.analyticsEvents[0]).toMatchObject({
      eventSchemaName: 'commerce_add_to_cart',
      eventContent: { item_id: 'p-tee', price: 25, analytics_id: cookie('SS_ANALYTICS_ID') },
    });
  });

  it('with cookies restricted: the tracking cookies are cleared, none set, and the event goes without an identity', async () => {
    identify();
    const rt = testRuntime({ config: { settings: settings({ cookiePolicy: { restrictive: true, absolute: true } }) } });
    track(rt, 'view-cart', {}, {});
    await vi.waitFor(() => expect(platform.analyticsEvents).toHaveLength(1));
    for (const key of VISIT_TRACKING_KEYS) expect(cookie(key), key).toBeNull();
    expect(platform.analyticsEvents[0]!.eventContent).not.toHaveProperty('analytics_id');
    expect(platform.analyticsEvents[0]!.eventContent).not.toHaveProperty('session_id');
  });

  it('not recorded (an editor signed in): the event is announced, nothing is sent, no cookie is set', async () => {
    const emit = vi.fn();
    const rt = testRuntime({ emit, config: { settings: settings({ accountRole: 'editor' }) } });
    track(rt, 'remove-from-cart', { entryId: 'e1' }, {});
    expect(emit).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.analyticsEvents).toEqual([]);
    expect(cookie('SS_ANALYTICS_ID')).toBeNull();
  });

  it('a member signed in to the shop (SiteUserInfo) is recorded: "a signed-in account" in spec 001 §6 is a site contributor', async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'su-ada' }))}; path=/`;
    try {
      track(testRuntime(), 'view-cart', {}, {});
      await vi.waitFor(() => expect(platform.analyticsEvents).toHaveLength(1));
    } finally {
      clearCookies('SiteUserInfo');
    }
  });

  it('uses sendBeacon, form-encoded, where the browser has it', () => {
    const beacon = vi.fn((_url: string, _body: URLSearchParams) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    track(testRuntime(), 'view-cart', {}, { quantity: 3 });
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:3000/api/v1/clanker/events');
    expect(body.get('eventSchemaName')).toBe('commerce_view_cart');
    expect(JSON.parse(body.get('eventContent')!)).toMatchObject({ quantity: 3 });
  });
});

describe('where events go, the cart summary, the events a page sends', () => {
  it("the API root; an environment's tracker with data-environment; validate-event-content in validate mode on an internal site only", () => {
    const at = (data: Record<string, string>, internal = false) =>
      trackerUrl({ ...testRuntime({ config: { data } }), settings: { internal } }, 'commerce_view_cart');
    expect(at({})).toBe('http://127.0.0.1:3000/api/v1/clanker/events');
    expect(at({ environment: 'qa' })).toBe('https://events.qa.storefront-platform.example/api/v1/clanker/events');
    expect(at({ environment: 'moon' })).toBe('http://127.0.0.1:3000/api/v1/clanker/events');
    history.replaceState(null, '', '/?sf-analytics-validate');
    try {
      expect(at({}, true)).toBe('http://127.0.0.1:3000/api/v1/clanker/validate-event-content/commerce_view_cart');
      expect(at({}, false)).toBe('http://127.0.0.1:3000/api/v1/clanker/events');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('the cart summary (spec 001 §3): id, item count, product types, purchase types, value, currency code', () => {
    const cart = {
      id: 'c-1',
      totalQuantity: 3,
      subtotalCents: 4500,
      entries: [{ productType: 'physical' }, { productType: 'digital' }, { productType: 'physical' }],
    };
    expect(cartSummary(cart as never, 'USD')).toEqual({
      id: 'c-1',
      item_count: 3,
      product_types: ['physical', 'digital'],
      purchase_types: ['one-time'],
      value: 45,
      currency_code: 'USD',
    });
  });

  it('Storefront.analytics.record: "reviews tab" and "reviews vitals link" announced and recorded; another name refused', async () => {
    const emit = vi.fn();
    const rt = testRuntime({ emit });
    recordFromPage(rt, 'reviews-tab', { productId: 'p-tee', productName: 'Tee' });
    recordFromPage(rt, 'reviews-vitals-link');
    expect(emit.mock.calls).toEqual([
      ['reviews-tab', { productId: 'p-tee', productName: 'Tee' }],
      ['reviews-vitals-link', { productId: null, productName: null }],
    ]);
    await vi.waitFor(() =>
      expect(platform.analyticsEvents.map((e) => e.eventSchemaName)).toEqual(['commerce_reviews_tab', 'commerce_reviews_vitals_link']),
    );
    expect(platform.analyticsEvents[0]!.eventContent).toMatchObject({ item_id: 'p-tee', item_title: 'Tee' });
    expect(() => recordFromPage(rt, 'add-to-cart' as never)).toThrow(
      'Storefront.analytics.record: "add-to-cart" is not an event a page sends (reviews-tab, reviews-vitals-link, video-list-view, video-detail-view, access-denied-view, join-button-click, third-party-video-click)',
    );
  });
});
