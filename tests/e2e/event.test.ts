// The event widget (docs/widgets/event.md) in Chromium: the demo store's /events (three events, the site settings'
// timeZone America/New_York), and owner pages for the other zone and the invalid date. Nothing of Google loads: every
// request to another host is refused here, and recorded.
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, cdnUrl, ownerPage, scrollThrough, serve, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
/** Requests to any host but the page's own (and the test's CDN origin). */
let foreign: string[];

type Watched = PageWindow<{ __cls: number }>;
function watch() {
  const w = window as Watched;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

beforeEach(async () => {
  page = await browserOf().context.newPage();
  foreign = [];
  const own = [new URL(baseUrl()).origin, new URL(cdnUrl()).origin];
  await page.addInitScript(watch);
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (/^https?:$/.test(url.protocol) && !own.includes(url.origin)) foreign.push(url.href);
  });
  await page.route(
    (url) => !own.includes(url.origin) && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  return () => page.close();
});

const events = (state = 'ready') =>
  page.waitForFunction(
    (s) => {
      const all = [...document.querySelectorAll('[data-sf-widget=event]')];
      return all.length > 0 && all.every((e) => e.getAttribute('data-sf-state') == s);
    },
    state,
    { timeout: 10_000 },
  );
/** Each event's title, its date and time lines, and its links, read from its shadow root. */
const read = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-sf-widget=event]')].map((el) => {
      const $ = (s: string) => el.shadowRoot!.querySelector(s);
      const href = (s: string) => ($(s) as HTMLAnchorElement | null)?.href ?? null;
      return {
        title: $('[part=title]')!.textContent,
        date: $('[part=date]')!.textContent,
        time: $('[part=time]')?.textContent ?? null,
        calendar: href('a[part=calendar]'),
        ics: href('a[part=ics]'),
        map: href('a[part=map]'),
      };
    }),
  );

describe('/events', () => {
  it("each event's times in the site zone with its name; the calendar link's title, dates and location; a map link only from coordinates; nothing elsewhere; CLS 0, axe 0", async () => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/events`);
    // The third event lies below the first screen: it mounts as the visitor comes to it.
    await scrollThrough(page, { top: true });
    await events();
    const shown = await read();
    expect(shown.map(({ title, date, time }) => ({ title, date, time }))).toEqual([
      { title: 'Fern potting workshop', date: 'Saturday, December 5, 2026', time: '10:00 AM – 12:00 PM Eastern Standard Time' },
      { title: 'Winter plant market', date: 'Saturday, December 12, 2026', time: 'All day · Eastern Standard Time' },
      {
        title: 'Orchid weekend',
        date: 'Friday, January 8, 2027, 6:00 PM – Sunday, January 10, 2027, 4:00 PM',
        time: 'Eastern Standard Time',
      },
    ]);
    const calendars = shown.map((e) => new URL(e.calendar!));
    for (const url of calendars) expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(calendars.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      {
        action: 'TEMPLATE',
        text: 'Fern potting workshop',
        dates: '20261205T150000Z/20261205T170000Z',
        ctz: 'America/New_York',
        location: 'Fern & Field Greenhouse, 12 Orchard Lane, Hudson, NY 12534, United States',
      },
      {
        action: 'TEMPLATE',
        text: 'Winter plant market',
        dates: '20261212/20261213',
        ctz: 'America/New_York',
        location: 'Hudson Riverfront Park, Water Street, Hudson, NY 12534, United States',
      },
      {
        action: 'TEMPLATE',
        text: 'Orchid weekend',
        dates: '20270108T230000Z/20270110T210000Z',
        ctz: 'America/New_York',
        location: 'Fern & Field Greenhouse, 12 Orchard Lane, Hudson, NY 12534, United States',
      },
    ]);
    expect(shown.map((e) => e.map)).toEqual(['https://www.google.com/maps/search/?api=1&query=42.2529%2C-73.7909', null, null]);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('[data-sf-widget=event]')].flatMap((el) =>
        [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[target]')].map((a) => `${a.target} ${a.rel}`),
      ),
    );
    expect(new Set(links)).toEqual(new Set(['_blank noopener']));
    // No map or calendar loads on the page: no iframe, no image, no request elsewhere.
    expect(await page.evaluate(() => document.querySelectorAll('iframe').length)).toBe(0);
    await page.waitForTimeout(300);
    expect(foreign).toEqual([]);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    expect(log.errors).toEqual([]);
  }, 30_000);

  it('the .ics download parses: BEGIN:VCALENDAR, one VEVENT, DTSTART, DTEND, SUMMARY, LOCATION, CRLF line ends', async () => {
    await page.goto(`${baseUrl()}/events`);
    // The third event lies below the first screen: it mounts as the visitor comes to it.
    await scrollThrough(page, { top: true });
    await events();
    const files: Record<string, string> = {};
    for (const [i, name] of ['fern-potting-workshop.ics', 'winter-plant-market.ics', 'orchid-weekend.ics'].entries()) {
      const link = page.locator('[data-sf-widget=event]').nth(i).locator('a[part=ics]');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(name);
      files[name] = readFileSync(await download.path(), 'utf8');
    }
    for (const ics of Object.values(files)) {
      // Every line ends in CRLF: no bare LF or CR anywhere, and the file ends with one.
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(ics.endsWith('\r\n')).toBe(true);
      const lines = ics
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n')
        .slice(0, -1);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.at(-1)).toBe('END:VCALENDAR');
      expect(lines.filter((l) => l == 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lines.filter((l) => l == 'END:VEVENT')).toHaveLength(1);
      for (const property of ['VERSION', 'PRODID', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION'])
        expect(
          lines.filter((l) => new RegExp(`^${property}[:;]`).test(l)),
          property,
        ).toHaveLength(1);
    }
    const props = (ics: string) =>
      Object.fromEntries(
        ics
          .replace(/\r\n[ \t]/g, '')
          .split('\r\n')
          .filter(Boolean)
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]),
      );
    expect(props(files['fern-potting-workshop.ics']!)).toMatchObject({
      DTSTART: '20261205T150000Z',
      DTEND: '20261205T170000Z',
      SUMMARY: 'Fern potting workshop',
      LOCATION: 'Fern & Field Greenhouse\\, 12 Orchard Lane\\, Hudson\\, NY 12534\\, United States',
      GEO: '42.2529;-73.7909',
    });
    expect(props(files['winter-plant-market.ics']!)).toMatchObject({ 'DTSTART;VALUE=DATE': '20261212', 'DTEND;VALUE=DATE': '20261213' });
    expect(foreign).toEqual([]);
  }, 30_000);
});

describe('owner pages', () => {
  const event = (id: string, json: object) =>
    `<script type="application/json" id="${id}">${JSON.stringify(json)}</script><div data-sf-widget="event" data-event-json="#${id}"><p>An event</p></div>`;

  it("the settings' timeZone and the page's locale; an unreadable date shows Invalid Date with no calendar link; axe 0 in each state", async () => {
    const body =
      '<script type="application/json" id="settings">{"timeZone": "Europe/London"}</script>' +
      event('a', { title: 'Fern talk', startDate: Date.parse('2026-12-05T15:00:00Z'), endDate: '2026-12-05T17:00:00Z' }) +
      event('b', { title: 'Someday', startDate: 'soon', location: { addressLine1: 'The greenhouse', mapLat: 42.25, mapLng: -73.79 } });
    await serve(page, '/owner-events', ownerPage(body, 'data-locale="en-GB" data-settings="#settings"'));
    await page.goto(`${baseUrl()}/owner-events`);
    await page.waitForFunction(() => document.querySelectorAll('[data-sf-widget=event][data-sf-state]').length == 2);
    const [talk, someday] = await read();
    expect(talk).toMatchObject({ time: '15:00 – 17:00 Greenwich Mean Time' });
    expect(talk!.date).toMatch(/^Saturday,? 5 December 2026$/);
    expect(someday).toMatchObject({ date: 'Invalid Date', time: null, calendar: null, ics: null });
    expect(someday!.map).toBe('https://www.google.com/maps/search/?api=1&query=42.25%2C-73.79');
    expect(await page.locator('[data-sf-widget=event]').nth(1).getAttribute('data-sf-state')).toBe('invalid-date');
    expect(await axe(page)).toEqual([]);
    expect(foreign).toEqual([]);
  }, 30_000);
});
