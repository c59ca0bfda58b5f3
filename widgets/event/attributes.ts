import { json, number } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';
import { readInlineJson } from '../../src/input/inlineJson';
import { parseEvent, type EventData, type EventItem } from './event';

/** The event widget's attributes (docs/widgets/event.md). */
export const attributes = {
  /**
   * A selector of a `<script type="application/json">` holding the spec's Event: `title`, `startDate` and `endDate`
   * (epoch ms or ISO 8601), `location` (`addressLine1`, `addressLine2`, `addressCountry`, `mapLat`, `mapLng`) (the
   * prop: the Event). Required.
   */
  event: json<EventItem>('data-event-json'),
  /** The level of the event's title heading, 1–6. */
  headingLevel: number({ min: 1, max: 6, default: 2, whole: true }),
};

/** Reads the element's Event and heading level; a missing, malformed or untitled Event throws a ConfigError. */
export function parseEventAttributes(el: Element): { event: EventData; headingLevel: number } {
  const { event: selector, headingLevel } = readAttributes(el, attributes, 'event');
  if (!selector) throw new ConfigError('data-event-json is required: a selector of the Event JSON', 'data-event-json');
  const parsed = parseEvent(readInlineJson(selector, 'data-event-json', 'event', el.ownerDocument));
  if (!parsed.ok) throw new ConfigError(`the event JSON in ${selector} ${parsed.error}`, 'data-event-json');
  return { event: parsed.event, headingLevel };
}
