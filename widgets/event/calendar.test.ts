import { describe, expect, it } from 'vitest';
import { calendarDates, fold, googleCalendarUrl, icsName, icsOf, mapUrl } from './calendar';
import { checkZone, eventDates, parseEvent, readDate, type EventData } from './event';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const ev = (start: string | number, end: string | number, extra: Partial<EventData> = {}): EventData => ({
  title: 'Fern potting workshop',
  start: typeof start == 'number' ? start : at(start),
  end: typeof end == 'number' ? end : at(end),
  address: ['Fern & Field Greenhouse', '12 Orchard Lane, Hudson, NY', 'United States'],
  coordinates: [42.2529, -73.7909],
  ...extra,
});

describe('reading an Event', () => {
  it('takes epoch ms, digits and ISO text; anything else is NaN', () => {
    expect(readDate(1_796_000_000_000)).toBe(1_796_000_000_000);
    expect(readDate('1796000000000')).toBe(1_796_000_000_000);
    expect(readDate('2026-12-05T15:00:00Z')).toBe(at('2026-12-05T15:00:00Z'));
    expect(readDate('next tuesday')).toBeNaN();
    expect(readDate(null)).toBeNaN();
    expect(readDate(Infinity)).toBeNaN();
  });

  it('keeps the address lines given and coordinates in range; 0, 0 is no pin; a title is required', () => {
    const parsed = parseEvent({
      title: ' Market ',
      startDate: '2026-12-05T15:00:00Z',
      location: { addressLine1: 'Main St', addressLine2: ' ', addressCountry: 'US', mapLat: 0, mapLng: 0 },
    });
    expect(parsed).toMatchObject({ ok: true, event: { title: 'Market', address: ['Main St', 'US'], coordinates: undefined } });
    if (parsed.ok) expect(parsed.event.end).toBe(parsed.event.start);
    expect(parseEvent({ title: 'x', startDate: 1, location: { mapLat: 91, mapLng: 0 } })).toMatchObject({
      event: { coordinates: undefined },
    });
    expect(parseEvent({ title: 'x', startDate: 1, location: { mapLat: 40.5, mapLng: -73.9 } })).toMatchObject({
      event: { coordinates: [40.5, -73.9] },
    });
    expect(parseEvent({ startDate: 1 })).toEqual({ ok: false, error: 'has no title' });
    expect(parseEvent([])).toEqual({ ok: false, error: 'is not a JSON object' });
    expect(parseEvent({ title: 'x', startDate: 1, location: 'here' })).toEqual({
      ok: false,
      error: 'has a location that is not an object',
    });
  });

  it('refuses a zone the browser does not know, for the default', () => {
    expect(checkZone(undefined)).toEqual({ zone: NY });
    expect(checkZone('Europe/London')).toEqual({ zone: 'Europe/London' });
    expect(checkZone('Mars/Olympus')).toEqual({ zone: NY, refused: 'Mars/Olympus' });
  });
});

describe('dates in the site zone', () => {
  it('a timed event: its day, its times and the zone named (standard and daylight time)', () => {
    expect(eventDates(ev('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z'), NY, 'en-US')).toEqual({
      valid: true,
      allDay: false,
      multiDay: false,
      date: 'Saturday, December 5, 2026',
      time: '10:00 AM – 12:00 PM',
      zone: 'Eastern Standard Time',
    });
    expect(eventDates(ev('2026-07-04T14:00:00Z', '2026-07-04T16:00:00Z'), NY, 'en-US')).toMatchObject({ zone: 'Eastern Daylight Time' });
    const london = eventDates(ev('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z'), 'Europe/London', 'en-GB');
    expect(london.valid && london.date).toMatch(/^Saturday,? 5 December 2026$/);
    expect(london).toMatchObject({
      time: '15:00 – 17:00',
      zone: 'Greenwich Mean Time',
    });
  });

  it('all day when start and end fall at midnight in the zone (not at midnight UTC); the end is the day after the last', () => {
    const day = ev('2026-12-12T05:00:00Z', '2026-12-13T05:00:00Z');
    expect(eventDates(day, NY, 'en-US')).toEqual({
      valid: true,
      allDay: true,
      multiDay: false,
      date: 'Saturday, December 12, 2026',
      zone: 'Eastern Standard Time',
    });
    expect(eventDates(ev('2026-12-12T00:00:00Z', '2026-12-13T00:00:00Z'), NY, 'en-US')).toMatchObject({ allDay: false, multiDay: true });
    expect(eventDates(ev('2026-12-12T05:00:00Z', '2026-12-12T05:00:00Z'), NY, 'en-US')).toMatchObject({ allDay: true, multiDay: false });
  });

  it('a multi-day event shows its range, all day or timed', () => {
    expect(eventDates(ev('2027-01-08T05:00:00Z', '2027-01-11T05:00:00Z'), NY, 'en-US')).toEqual({
      valid: true,
      allDay: true,
      multiDay: true,
      date: 'Friday, January 8, 2027 – Sunday, January 10, 2027',
      zone: 'Eastern Standard Time',
    });
    expect(eventDates(ev('2026-12-18T23:00:00Z', '2026-12-20T17:00:00Z'), NY, 'en-US')).toEqual({
      valid: true,
      allDay: false,
      multiDay: true,
      date: 'Friday, December 18, 2026, 6:00 PM – Sunday, December 20, 2026, 12:00 PM',
      zone: 'Eastern Standard Time',
    });
  });

  it('an unreadable date is invalid (the widget shows "Invalid Date"), and gives no calendar link or file', () => {
    const bad = ev(NaN, NaN);
    expect(eventDates(bad, NY, 'en-US')).toEqual({ valid: false });
    expect(googleCalendarUrl(bad, NY)).toBeNull();
    expect(icsOf(bad, NY, 0, 'shop.example')).toBeNull();
    expect(eventDates(ev('2026-12-05T15:00:00Z', NaN), NY, 'en-US')).toEqual({ valid: false });
  });
});

describe('calendar links', () => {
  it('Google Calendar: title, UTC dates, location and the zone as query parameters', () => {
    const url = new URL(googleCalendarUrl(ev('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z'), NY)!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Fern potting workshop',
      dates: '20261205T150000Z/20261205T170000Z',
      ctz: NY,
      location: 'Fern & Field Greenhouse, 12 Orchard Lane, Hudson, NY, United States',
    });
  });

  it('all day: dates in the zone, the end the day after the last', () => {
    expect(calendarDates(ev('2027-01-08T05:00:00Z', '2027-01-11T05:00:00Z'), NY)).toEqual({
      allDay: true,
      start: '20270108',
      end: '20270111',
    });
    expect(calendarDates(ev('2026-12-12T05:00:00Z', '2026-12-12T05:00:00Z'), NY)).toEqual({
      allDay: true,
      start: '20261212',
      end: '20261213',
    });
  });

  it('a map link from the coordinates, none without', () => {
    expect(mapUrl(ev(0, 0))).toBe('https://www.google.com/maps/search/?api=1&query=42.2529%2C-73.7909');
    expect(mapUrl(ev(0, 0, { coordinates: undefined }))).toBeNull();
  });
});

describe('the .ics file (RFC 5545)', () => {
  const now = at('2026-11-28T12:00:00Z');

  it('one VCALENDAR with one VEVENT, every line ending in CRLF, text escaped', () => {
    const ics = icsOf(ev('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z', { title: 'Ferns; moss, and\nmore' }), NY, now, 'shop.example')!;
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Storefront widgets//Event//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      expect.stringMatching(/^UID:\d+-[0-9a-z]+@shop\.example$/),
      'DTSTAMP:20261128T120000Z',
      'DTSTART:20261205T150000Z',
      'DTEND:20261205T170000Z',
      'SUMMARY:Ferns\\; moss\\, and\\nmore',
      'LOCATION:Fern & Field Greenhouse\\, 12 Orchard Lane\\, Hudson\\, NY\\, United States',
      'GEO:42.2529;-73.7909',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('all day: DATE values', () => {
    const ics = icsOf(ev('2026-12-12T05:00:00Z', '2026-12-13T05:00:00Z', { address: [], coordinates: undefined }), NY, now, '')!;
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261212\r\nDTEND;VALUE=DATE:20261213\r\n');
    expect(ics).not.toContain('LOCATION');
    expect(ics).toMatch(/UID:\S+@storefront\r\n/);
  });

  it('folds lines at 75 octets, never inside a character', () => {
    const long = 'SUMMARY:' + 'é'.repeat(100);
    const folded = fold(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(fold('SHORT:x')).toBe('SHORT:x');
  });

  it('names the file after the title', () => {
    expect(icsName('Fern potting workshop')).toBe('fern-potting-workshop.ics');
    expect(icsName('Été à la serre!')).toBe('ete-a-la-serre.ics');
    expect(icsName('🌿')).toBe('event.ics');
  });
});
