import { dayIn, eventKind, type EventData } from './event';

/** `20261205T150000Z`: a moment in UTC, as Google Calendar and RFC 5545 write it. */
export const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/** The event's start and end as calendars take them: dates (`VALUE=DATE`, the end the day after the last) all day, else UTC. */
export function calendarDates(event: EventData, zone: string): { allDay: boolean; start: string; end: string } | null {
  const kind = eventKind(event, zone);
  if (!kind.valid) return null;
  if (kind.allDay) return { allDay: true, start: dayIn(event.start, zone), end: dayIn(kind.lastDay, zone, 1) };
  return { allDay: false, start: utcStamp(event.start), end: utcStamp(event.end) };
}

/** The event's place on one line: its address lines, comma-separated. */
export const placeOf = (event: EventData) => event.address.join(', ');

/**
 * "Add to Google Calendar": Google's event template link, the title, dates and location as query parameters (spec 001
 * §2), the site's zone as `ctz`. Null when a date cannot be read.
 */
export function googleCalendarUrl(event: EventData, zone: string): string | null {
  const dates = calendarDates(event, zone);
  if (!dates) return null;
  const query = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${dates.start}/${dates.end}`, ctz: zone });
  const place = placeOf(event);
  if (place) query.set('location', place);
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** A map of the event's coordinates (a link: no map loads on the page), or null without them. */
export const mapUrl = (event: EventData): string | null =>
  event.coordinates ? `https://www.google.com/maps/search/?api=1&query=${event.coordinates.join('%2C')}` : null;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => '\\' + c).replace(/\r?\n|\r/g, '\\n');

/** RFC 5545 §3.1: a content line folded at 75 octets (UTF-8, never inside a character), each fold CRLF and a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    // The first line holds 75 octets; each continuation line's leading space takes one of its 75.
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A stable UID for the event (RFC 5545 §3.8.4.7): its start and a hash of its title, at the page's host. */
function uidOf(event: EventData, host: string): string {
  let hash = 5381;
  for (const char of event.title) hash = (hash * 33) ^ char.codePointAt(0)!;
  return `${event.start}-${(hash >>> 0).toString(36)}@${host || 'storefront'}`;
}

/**
 * The event as an iCalendar file (RFC 5545): one VCALENDAR holding one VEVENT with UID, DTSTAMP (`now`), DTSTART,
 * DTEND (dates all day), SUMMARY, LOCATION and GEO where known; every line ends in CRLF. Null when a date cannot be read.
 */
export function icsOf(event: EventData, zone: string, now: number, host: string): string | null {
  const dates = calendarDates(event, zone);
  if (!dates) return null;
  const value = dates.allDay ? ';VALUE=DATE' : '';
  const place = placeOf(event);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storefront widgets//Event//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uidOf(event, host)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART${value}:${dates.start}`,
    `DTEND${value}:${dates.end}`,
    `SUMMARY:${text(event.title)}`,
    ...(place ? [`LOCATION:${text(place)}`] : []),
    ...(event.coordinates ? [`GEO:${event.coordinates.join(';')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The `.ics` file's name: the title's letters and digits, hyphenated (`event.ics` when none). */
export const icsName = (title: string) =>
  (title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'event') + '.ics';
