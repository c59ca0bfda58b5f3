import { isObj } from '../../src/input/isObj';

/** The spec's Event (spec 001 §3): `startDate` and `endDate` as epoch milliseconds or ISO 8601 text. */
export interface EventItem {
  title: string;
  startDate: number | string;
  endDate?: number | string;
  location?: {
    addressLine1?: string;
    addressLine2?: string;
    addressCountry?: string;
    mapLat?: number;
    mapLng?: number;
  };
}

/** An Event as the widget shows it: its dates as epoch ms (NaN when unreadable), its address lines, its coordinates. */
export interface EventData {
  title: string;
  start: number;
  end: number;
  /** The address lines given, in order, blanks dropped. */
  address: string[];
  /** Latitude and longitude, when both are numbers in range (0, 0 is taken as none: the platform's unset pin). */
  coordinates?: [number, number];
}

/** The time zone when the settings give none (docs/widgets/event.md). */
export const DEFAULT_ZONE = 'America/New_York';

/** Epoch ms of a date given as epoch ms or as text (ISO 8601, or digits: epoch ms); NaN when unreadable. */
export function readDate(value: unknown): number {
  if (typeof value == 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value != 'string' || !value.trim()) return NaN;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
}

const inRange = (v: unknown, max: number): v is number => typeof v == 'number' && Number.isFinite(v) && Math.abs(v) <= max;

/** Reads the Event JSON: an error message (what is wrong) or the event. A date that cannot be read is kept as NaN. */
export function parseEvent(json: unknown): { ok: true; event: EventData } | { ok: false; error: string } {
  if (!isObj(json)) return { ok: false, error: 'is not a JSON object' };
  const { title, startDate, endDate, location } = json;
  if (typeof title != 'string' || !title.trim()) return { ok: false, error: 'has no title' };
  if (location != null && !isObj(location)) return { ok: false, error: 'has a location that is not an object' };
  const start = readDate(startDate);
  const end = endDate == null ? start : readDate(endDate);
  const loc = location ?? {};
  const address = [loc.addressLine1, loc.addressLine2, loc.addressCountry]
    .filter((line): line is string => typeof line == 'string')
    .map((line) => line.trim())
    .filter(Boolean);
  const { mapLat: lat, mapLng: lng } = loc;
  const coordinates: [number, number] | undefined = inRange(lat, 90) && inRange(lng, 180) && (lat || lng) ? [lat, lng] : undefined;
  return { ok: true, event: { title: title.trim(), start, end: end < start ? start : end, address, coordinates } };
}

/** The time zone to show dates in: `zone` when the browser knows it, else the default (with the reason, to warn). */
export function checkZone(zone: string | undefined): { zone: string; refused?: string } {
  if (!zone) return { zone: DEFAULT_ZONE };
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return { zone };
  } catch {
    return { zone: DEFAULT_ZONE, refused: zone };
  }
}

/** A moment's wall-clock fields in `zone`. */
export function partsIn(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const n = (type: string) => Number(parts.find((p) => p.type == type)?.value);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour') % 24, minute: n('minute'), second: n('second') };
}

const atMidnight = (ms: number, zone: string) => {
  const p = partsIn(ms, zone);
  return !p.hour && !p.minute && !p.second;
};

/** `YYYYMMDD` of a moment's day in `zone`, `days` later. */
export function dayIn(ms: number, zone: string, days = 0): string {
  const p = partsIn(ms, zone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + days)).toISOString().slice(0, 10).replace(/-/g, '');
}

/** How an event falls in `zone`: invalid (a date unreadable), all-day (start and end at midnight there), its days. */
export function eventKind(
  event: EventData,
  zone: string,
): { valid: false } | { valid: true; allDay: boolean; multiDay: boolean; lastDay: number } {
  const { start, end } = event;
  if (Number.isNaN(start) || Number.isNaN(end)) return { valid: false };
  const allDay = atMidnight(start, zone) && atMidnight(end, zone);
  // An all-day event ends at the midnight after its last day (the same midnight: one day).
  const lastDay = allDay && end > start ? end - 1 : end;
  return { valid: true, allDay, multiDay: dayIn(start, zone) != dayIn(lastDay, zone), lastDay };
}

/** The zone's name at a moment, in the locale ("Eastern Standard Time"), else the zone's id. */
export function zoneName(ms: number, zone: string, locale: string): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(ms)
      .find((p) => p.type == 'timeZoneName');
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}

/** What the widget shows of an event's dates, in `zone` and `locale`: a date line, a time line (none all day), the zone's name. */
export function eventDates(
  event: EventData,
  zone: string,
  locale: string,
): { valid: false } | { valid: true; allDay: boolean; multiDay: boolean; date: string; time?: string; zone: string } {
  const kind = eventKind(event, zone);
  if (!kind.valid) return kind;
  const fmt = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { timeZone: zone, ...options });
    } catch {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    }
  };
  const day = fmt({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const time = fmt({ hour: 'numeric', minute: '2-digit' });
  const { start, end } = event;
  const { allDay, multiDay, lastDay } = kind;
  const name = zoneName(start, zone, locale);
  if (allDay)
    return {
      valid: true,
      allDay,
      multiDay,
      date: multiDay ? `${day.format(start)} – ${day.format(lastDay)}` : day.format(start),
      zone: name,
    };
  if (multiDay)
    return {
      valid: true,
      allDay,
      multiDay,
      date: `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`,
      zone: name,
    };
  return { valid: true, allDay, multiDay, date: day.format(start), time: `${time.format(start)} – ${time.format(end)}`, zone: name };
}
