import { registerStrings } from '../registry';

/**
 * An event's dates and its links (the `event` widget, spec 001 §3 "Event"): `invalidDate` is the spec's (§8
 * "Formatting": "Date formatting gives Invalid Date for an invalid date"); the rest are the SDK's own wording
 * (docs/strings.md "Decisions"). Named unlike the widget, as every area is.
 */
export const eventDateStrings = {
  invalidDate: 'Invalid Date',
  eventAllDay: 'All day',
  eventWhen: 'When',
  eventWhere: 'Where',
  eventAddGoogle: 'Add to Google Calendar',
  eventDownloadIcs: 'Download .ics',
  eventMap: 'View on map',
} as const;

registerStrings(eventDateStrings);
