import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import type { SiteConfig, WidgetContext } from '../../src/types';
import { mount } from './index';

const page = testPage();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  document.head.querySelectorAll('#settings').forEach((s) => s.remove());
});

const WORKSHOP = {
  title: 'Fern potting workshop',
  startDate: '2026-12-05T15:00:00Z',
  endDate: Date.parse('2026-12-05T17:00:00Z'),
  location: {
    addressLine1: 'Fern & Field Greenhouse',
    addressLine2: '12 Orchard Lane, Hudson, NY',
    addressCountry: 'United States',
    mapLat: 42.2529,
    mapLng: -73.7909,
  },
};

function settings(json: object) {
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="settings">${JSON.stringify(json)}</script>`);
}

function place(
  event: unknown,
  { config = {}, report = vi.fn(), attrs = '' }: { config?: Partial<SiteConfig>; report?: WidgetContext['report']; attrs?: string } = {},
) {
  const json = document.createElement('script');
  json.type = 'application/json';
  json.id = `e${document.body.children.length}`;
  json.textContent = JSON.stringify(event);
  document.body.append(json);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-sf-widget="event" data-event-json="#${json.id}" ${attrs}><p>The workshop</p></div>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  const unmount = mount(el, page.with({ config: { ...widgetTestConfig, ...config }, emit: () => {}, report }));
  return { el, unmount };
}
const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const rendered = (el: HTMLElement) => vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toMatch(/ready|invalid-date/));

describe('event widget', () => {
  it('shows the title, its times in America/New_York by default with the zone named, where, and three links', async () => {
    const { el } = place(WORKSHOP);
    await rendered(el);
    expect(el.getAttribute('data-sf-state')).toBe('ready');
    expect($(el, 'h2')!.textContent).toBe('Fern potting workshop');
    expect($(el, '[part=date]')!.textContent).toBe('Saturday, December 5, 2026');
    expect($(el, '[part=date]')!.getAttribute('datetime')).toBe('2026-12-05T15:00:00.000Z');
    expect($(el, '[part=time]')!.textContent).toBe('10:00 AM – 12:00 PM Eastern Standard Time');
    expect($(el, '[part=where]')!.textContent).toBe('Fern & Field Greenhouse12 Orchard Lane, Hudson, NYUnited States');
    const calendar = $(el, 'a[part=calendar]') as HTMLAnchorElement;
    expect(new URL(calendar.href).searchParams.get('dates')).toBe('20261205T150000Z/20261205T170000Z');
    expect([calendar.target, calendar.rel]).toEqual(['_blank', 'noopener']);
    expect(calendar.textContent).toBe('Add to Google Calendar: Fern potting workshop (opens in a new window)');
    const ics = $(el, 'a[part=ics]') as HTMLAnchorElement;
    expect(ics.getAttribute('download')).toBe('fern-potting-workshop.ics');
    expect(decodeURIComponent(ics.href.replace('data:text/calendar;charset=utf-8,', ''))).toContain(
      '\r\nSUMMARY:Fern potting workshop\r\n',
    );
    expect(($(el, 'a[part=map]') as HTMLAnchorElement).href).toBe('https://www.google.com/maps/search/?api=1&query=42.2529%2C-73.7909');
    expect(el.shadowRoot!.querySelector('iframe, img, script')).toBeNull();
  });

  it("takes the settings' timeZone, and the heading level", async () => {
    settings({ timeZone: 'Europe/London' });
    const { el } = place(WORKSHOP, { config: { settings: '#settings', locale: 'en-GB' }, attrs: 'data-heading-level="4"' });
    await rendered(el);
    expect($(el, 'h4')).not.toBeNull();
    expect($(el, '[part=time]')!.textContent).toBe('15:00 – 17:00 Greenwich Mean Time');
  });

  it('an unknown timeZone: the default, with a warning', async () => {
    settings({ timeZone: 'Atlantis/Lost' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el } = place(WORKSHOP, { config: { settings: '#settings' } });
    await rendered(el);
    expect($(el, '[part=zone]')!.textContent).toBe('Eastern Standard Time');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('timeZone "Atlantis/Lost"')));
    warn.mockRestore();
  });

  it('all day, one day and several', async () => {
    const { el } = place({ title: 'Market', startDate: '2026-12-12T05:00:00Z', endDate: '2026-12-13T05:00:00Z' });
    const { el: range } = place({ title: 'Sale', startDate: '2027-01-08T05:00:00Z', endDate: '2027-01-11T05:00:00Z' });
    await rendered(el);
    await rendered(range);
    expect($(el, '[part=when]')!.textContent).toBe('Saturday, December 12, 2026All day · Eastern Standard Time');
    expect($(range, '[part=date]')!.textContent).toBe('Friday, January 8, 2027 – Sunday, January 10, 2027');
    expect($(el, '[part=where]')).toBeNull();
    expect($(el, '[part=map]')).toBeNull();
  });

  it('"Invalid Date" for an unreadable date: no calendar link or file, the place still shown', async () => {
    const { el } = place({ ...WORKSHOP, startDate: 'soon' });
    await rendered(el);
    expect(el.getAttribute('data-sf-state')).toBe('invalid-date');
    expect($(el, '[part=when]')!.textContent).toBe('Invalid Date');
    expect($(el, '[part=calendar]')).toBeNull();
    expect($(el, '[part=ics]')).toBeNull();
    expect($(el, '[part=map]')).not.toBeNull();
  });

  it('refuses an element without its JSON or with an untitled Event (the fallback stays)', () => {
    document.body.innerHTML = '<div data-sf-widget="event"><p>x</p></div>';
    expect(() => mount(document.body.firstElementChild as HTMLElement, page.runtime)).toThrow('data-event-json is required');
    expect(() => place({ startDate: 1 })).toThrow(/the event JSON in #e\d+ has no title/);
  });

  it('shows an Event title as text, never HTML', async () => {
    const { el } = place({ ...WORKSHOP, title: '<img src=x onerror=alert(1)>' });
    await rendered(el);
    expect($(el, 'h2')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });
});
