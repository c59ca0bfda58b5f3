import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import type { FaultRule } from '../../mock-server/faults';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { clearCookies } from '../../tests/unit/clearCookies';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { createApi } from '../api/client';
import { createStrings } from '../i18n';
import { loadSiteSettings } from '../settings/siteSettings';
import { CENSUS_COOKIES } from './census';
import { IDENTITY_KEYS } from './identity';
import { AUTO_FIELDS, OLDER_TRACKER_EVENTS, recordGated, recordPageKind, TRACKER_MESSAGES } from './olderTracker';
import { GATED_EVENTS } from './pageEvents';

const fault = (rule: FaultRule) => platform.faults.push(rule);

// The older tracker (spec 001 §3, §6, §7, §8; docs/analytics.md, "The older tracker") against the mock platform.

/** The spec's lines, committed (tests/fixtures/spec-lines.txt), by line number. */
const SPEC = new Map(
  readFileSync('tests/fixtures/spec-lines.txt', 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [, n, text] = /^[^:]+:(\d+): (.*)$/.exec(l)!;
      return [Number(n), text!] as const;
    }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  clearCookies(CENSUS_COOKIES.visitor, CENSUS_COOKIES.visit, 'SiteUserInfo', IDENTITY_KEYS.analyticsId, IDENTITY_KEYS.analyticsExpiration);
  ensureCrumbCookie();
  document.cookie = `${CENSUS_COOKIES.visitor}=v-1; path=/`;
  history.replaceState(null, '', '/members/videos#latest');
});
afterEach(() => {
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** The feature toggle every gated-content event needs (spec 000 §2), on: a test turns it off by giving `experiments`. */
const PAYWALL_ON = [{ name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false }];

function runtime(analytics: object = {}, experiments: object[] = PAYWALL_ON, data: Record<string, string> = {}) {
  document.getElementById('settings')?.remove();
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="settings">${JSON.stringify({ analytics, experiments })}</script>`,
  );
  const emitted: [string, unknown][] = [];
  const rt = {
    api: createApi('', createStrings({}).t),
    config: { ...widgetTestConfig, settings: '#settings', data },
    settings: loadSiteSettings('#settings'),
    emit: (e: string, d: unknown) => void emitted.push([e, d]),
  };
  return { rt, emitted };
}
const consoleOf = () => ({
  error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
});
const messages = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((c) => String(c[0]));

describe('the older tracker: POST /api/events/RecordEvent', () => {
  it("a gated-content event: form-encoded crumb (the cookie), event, data (the eight fields it fills in, then the event's own), analyticsId and sessionId", async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'su-ada' }))}; path=/`;
    const { rt, emitted } = runtime({ templateId: 't-7', templateVariantId: 'v-2' });
    const log = consoleOf();
    await recordGated(rt, 'video-detail-view', { item_id: 'vid-9', item_title: 'Glazing basics', access_status: 'granted' });
    expect(platform.trackerEvents).toHaveLength(1);
    const [sent] = platform.trackerEvents;
    expect(sent!.event).toBe('video_detail_view');
    expect(sent!.fields.crumb).toBe(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)![1]);
    expect(sent!.fields.analyticsId).toBe(/(?:^|; )SS_ANALYTICS_ID=([^;]*)/.exec(document.cookie)![1]);
    expect(sent!.fields.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(sent!.data)).toEqual([...AUTO_FIELDS, 'item_id', 'item_title', 'access_status']);
    expect(sent!.data).toEqual({
      pagePath: '/members/videos',
      pageHash: '#latest',
      websiteId: widgetTestConfig.websiteId,
      templateId: 't-7',
      variantId: 'v-2',
      memberAccountId: 'su-ada',
      member_locale: null,
      website_locale: 'en-US',
      item_id: 'vid-9',
      item_title: 'Glazing basics',
      access_status: 'granted',
    });
    expect(emitted).toEqual([['video-detail-view', { item_id: 'vid-9', item_title: 'Glazing basics', access_status: 'granted' }]]);
    // Nothing said on the console, and nothing went to the newer tracker: no event goes to both.
    expect([log.error.mock.calls, log.warn.mock.calls]).toEqual([[], []]);
    expect(platform.analyticsEvents).toEqual([]);
  });

  it("no secret goes: pageHash's secret parameter, the page's field named like one, a URL's in a text are REDACTED; its own event keeps them", async () => {
    history.replaceState(null, '', '/members/videos?email=a%40b.c#token=sekrit-hash&tab=2');
    const { rt, emitted } = runtime();
    const fields = {
      item_id: 'vid-9',
      viewer_email: 'a@b.c',
      from: 'https://shop.example/join?invite_token=sekrit-invite&plan=gold',
      n: 2,
    };
    await recordGated(rt, 'video-detail-view', fields);
    expect(platform.trackerEvents[0]!.data).toMatchObject({
      pagePath: '/members/videos',
      pageHash: '#token=REDACTED&tab=2',
      item_id: 'vid-9',
      viewer_email: 'REDACTED',
      from: 'https://shop.example/join?invite_token=REDACTED&plan=gold',
      n: 2,
    });
    expect(JSON.stringify(platform.trackerEvents)).not.toMatch(/sekrit|a@b\.c|a%40b\.c/);
    expect(emitted).toEqual([['video-detail-view', fields]]);
  });

  it('every gated-content moment of spec 001 §7 has its name on the wire', async () => {
    const { rt } = runtime();
    for (const event of GATED_EVENTS) await recordGated(rt, event, { item_id: 'vid-1' });
    expect(platform.trackerEvents.map((e) => e.event)).toEqual([
      'video_list_view',
      'video_detail_view',
      'access_denied_view',
      'join_button_click',
      'third_party_video_click',
    ]);
    expect(SPEC.get(365)).toContain(
      'gated content (video list view, video detail view with viewer access status, access denied view, join button click, third-party video click)',
    );
    expect(Object.keys(OLDER_TRACKER_EVENTS).map((e) => e.replace(/-/g, ' '))).toEqual([
      'video list view',
      'video detail view',
      'access denied view',
      'join button click',
      'third party video click',
    ]);
  });

  it('skipped when the census cookie is missing, when cookie use is restricted, and where the recording rule says no', async () => {
    const log = consoleOf();
    clearCookies(CENSUS_COOKIES.visitor);
    await recordGated(runtime().rt, 'video-list-view', { item_id: 'vid-1' });
    document.cookie = `${CENSUS_COOKIES.visitor}=v-1; path=/`;
    await recordGated(runtime({ cookiePolicy: { restrictive: true, absolute: true } }).rt, 'video-list-view', { item_id: 'vid-1' });
    await recordGated(runtime({ trackingDisabled: true }).rt, 'video-list-view', { item_id: 'vid-1' });
    await recordGated(runtime({ pageType: 100 }).rt, 'access-denied-view', { item_id: 'vid-1' });
    await recordGated(runtime({ accountRole: 4 }).rt, 'video-list-view', { item_id: 'vid-1' });
    // On the access-denied page (106), only its own two events go: the video pages' stay off there.
    await recordGated(runtime({ pageType: 106 }).rt, 'video-list-view', { item_id: 'vid-1' });
    await recordGated(runtime({ pageType: 'access-denied' }).rt, 'video-detail-view', { item_id: 'vid-1' });
    await recordGated(runtime({ pageType: 106, trackingDisabled: true }).rt, 'access-denied-view', { item_id: 'vid-1' });
    await recordGated(runtime({ pageType: 106, accountRole: 4 }).rt, 'join-button-click', { item_id: 'vid-1' });
    expect(platform.trackerEvents).toEqual([]);
    expect(platform.requests.filter((r) => r.path == '/api/events/RecordEvent')).toEqual([]);
    expect([log.error.mock.calls, log.warn.mock.calls]).toEqual([[], []]);
    expect(SPEC.get(311)).toContain('Gated-content events are skipped when the census cookie is missing.');
  });

  it('the spec\'s messages, letter for letter: "HTTP Status {code}" on a failed answer, "no payload", "Unable to store analyticsId"; a warning when the fields it fills in are replaced', async () => {
    const line = SPEC.get(390)!;
    expect(line).toBe(
      'Error tracking event: HTTP Status {code}; no payload; Unable to store analyticsId; a warning when auto-populated fields are overwritten.',
    );
    // The messages are the line's parts: "Error tracking event: " heads the first two.
    expect(TRACKER_MESSAGES.httpStatus(500)).toBe(line.split('; ')[0]!.replace('{code}', '500'));
    expect(TRACKER_MESSAGES.noPayload).toBe(`Error tracking event: ${line.split('; ')[1]}`);
    expect(TRACKER_MESSAGES.analyticsId).toBe(line.split('; ')[2]);

    const { rt } = runtime();
    let log = consoleOf();
    fault({ method: 'POST', path: '/api/events/RecordEvent', status: 500, times: 1 });
    await recordGated(rt, 'join-button-click', { item_id: 'plan-gold' });
    expect(messages(log.error)).toEqual(['[storefront] analytics: Error tracking event: HTTP Status 500']);
    vi.restoreAllMocks();

    log = consoleOf();
    await recordGated(rt, 'join-button-click');
    await recordGated(rt, 'video-list-view', null as never);
    expect(messages(log.error)).toEqual([
      '[storefront] analytics: Error tracking event: no payload',
      '[storefront] analytics: Error tracking event: no payload',
    ]);
    expect(platform.trackerEvents).toEqual([]);
    vi.restoreAllMocks();

    // The page's own pagePath replaces the one the tracker fills in, with a warning naming it.
    log = consoleOf();
    await recordGated(rt, 'video-list-view', { pagePath: '/videos/all', websiteId: 'w-other', item_id: 'vid-1' });
    expect(messages(log.warn)).toEqual([
      '[storefront] analytics: the event\'s "pagePath", "websiteId" replaced what the SDK fills in itself',
    ]);
    expect(platform.trackerEvents[0]!.data).toMatchObject({ pagePath: '/videos/all', websiteId: 'w-other' });
    expect(SPEC.get(195)).toBe(`- Older tracker: eventName plus payload ${AUTO_FIELDS.join(', ')}.`);
    vi.restoreAllMocks();

    // A browser that keeps no cookie the SDK writes (the analytics id among them): said once per event, and sent.
    log = consoleOf();
    const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    clearCookies(IDENTITY_KEYS.analyticsId, IDENTITY_KEYS.analyticsExpiration);
    const jar = document.cookie;
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => jar, set: () => {} });
    try {
      await recordGated(rt, 'video-list-view', { item_id: 'vid-1' });
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toBe(real);
    expect(messages(log.warn)).toEqual(['[storefront] analytics: Unable to store analyticsId']);
    expect(platform.trackerEvents).toHaveLength(2);
  });

  it('a field that is not text, a number, true, false or null is left out with a warning; the others are sent; offline is ignored', async () => {
    const { rt } = runtime();
    const log = consoleOf();
    await recordGated(rt, 'third-party-video-click', {
      item_id: 'vid-1',
      nested: { a: 1 } as never,
      fn: (() => 1) as never,
      at: Number.NaN,
      ok: true,
      n: 3,
    });
    expect(platform.trackerEvents[0]!.data).toMatchObject({ item_id: 'vid-1', ok: true, n: 3 });
    expect(Object.keys(platform.trackerEvents[0]!.data)).not.toContain('nested');
    expect(messages(log.warn)).toEqual(
      ['nested', 'fn', 'at'].map(
        (k) => `[storefront] analytics: "${k}" of third-party-video-click is left out: a field is text, a number, true or false, or null`,
      ),
    );
    fault({ method: 'POST', path: '/api/events/RecordEvent', networkError: true, times: 1 });
    await expect(recordGated(rt, 'video-list-view', { item_id: 'vid-1' })).resolves.toBeUndefined();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('only with the feature toggle video-paywall on: off, missing or invalid, nothing is sent (and a page that does not name it is not warned)', async () => {
    const log = consoleOf();
    const toggle = (variant: unknown, experimentType = 'FEATURE_TOGGLE') => [
      { name: 'video-paywall', experimentType, variant, segmentName: 'all' },
    ];
    const { rt: off, emitted } = runtime({}, toggle('false'));
    await recordGated(off, 'video-list-view', { item_id: 'vid-1' });
    await recordGated(runtime({}, []).rt, 'access-denied-view', { item_id: 'vid-1' });
    await recordGated(runtime({}, toggle('true', 'AB_TEST')).rt, 'join-button-click', { item_id: 'vid-1' });
    await recordGated(runtime({}, toggle(true)).rt, 'video-list-view', { item_id: 'vid-1' });
    expect(platform.trackerEvents).toEqual([]);
    // Still announced on the page, as every SDK event.
    expect(emitted).toEqual([['video-list-view', { item_id: 'vid-1' }]]);
    expect(log.error).not.toHaveBeenCalled();
    expect(messages(log.warn).every((m) => m.includes('"video-paywall"'))).toBe(true);
    await recordGated(runtime().rt, 'video-list-view', { item_id: 'vid-1' });
    expect(platform.trackerEvents.map((e) => e.event)).toEqual(['video_list_view']);
  });

  it("a page of type 106 (member-area access denied) sends its own two events, 'access denied view' and 'join button click'", async () => {
    for (const pageType of [106, 'access-denied']) {
      const { rt } = runtime({ pageType });
      await recordGated(rt, 'access-denied-view', { join_url: '/join' });
      await recordGated(rt, 'join-button-click', { join_url: '/join' });
    }
    expect(platform.trackerEvents.map((e) => e.event)).toEqual([
      'access_denied_view',
      'join_button_click',
      'access_denied_view',
      'join_button_click',
    ]);
    expect(platform.trackerEvents[0]!.data).toMatchObject({ join_url: '/join', pagePath: '/members/videos' });
  });

  it("video-list-view without fields is sent with the tracker's own; video-detail-view's accessStatus is granted or denied", async () => {
    const { rt, emitted } = runtime();
    const log = consoleOf();
    await recordGated(rt, 'video-list-view');
    await recordGated(rt, 'video-detail-view', { accessStatus: 'granted', item_id: 'vid-2' });
    await recordGated(rt, 'video-detail-view', { accessStatus: 'maybe', item_id: 'vid-3' });
    expect(platform.trackerEvents.map((e) => [e.event, e.data.accessStatus ?? null])).toEqual([
      ['video_list_view', null],
      ['video_detail_view', 'granted'],
      ['video_detail_view', null],
    ]);
    expect(Object.keys(platform.trackerEvents[0]!.data).sort()).toEqual([...AUTO_FIELDS].sort());
    expect(messages(log.warn)).toEqual([
      '[storefront] analytics: "accessStatus" of video-detail-view is left out: it is granted or denied',
    ]);
    expect(emitted.map(([e]) => e)).toEqual(['video-list-view', 'video-detail-view', 'video-detail-view']);
  });

  it("the script tag's data-page-kind: video-list, video-detail with data-access-status; another value is a console error", async () => {
    const log = consoleOf();
    await recordPageKind(runtime({}, PAYWALL_ON, { pageKind: 'video-list' }).rt);
    await recordPageKind(runtime({}, PAYWALL_ON, { pageKind: 'video-detail', accessStatus: 'denied' }).rt);
    await recordPageKind(runtime({}, PAYWALL_ON, { pageKind: 'videos' }).rt);
    expect(platform.trackerEvents.map((e) => [e.event, e.data.accessStatus ?? null])).toEqual([
      ['video_list_view', null],
      ['video_detail_view', 'denied'],
    ]);
    expect(messages(log.error)).toEqual(['[storefront] analytics: data-page-kind takes video-list or video-detail, not "videos"']);
  });

  it('refuses a name that is not a gated-content event', async () => {
    await expect(recordGated(runtime().rt, 'add-to-cart' as never, {})).rejects.toThrow(TypeError);
    expect(platform.trackerEvents).toEqual([]);
  });
});
