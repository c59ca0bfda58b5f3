import { defineWidget } from '../../src/ui/defineWidget';
import { parseEventAttributes } from './attributes';
import { Event } from './Event';
import { eventCss } from './styles';

/**
 * `<div data-sf-widget="event" data-event-json="#id">`: the spec's Event, its dates in the site's time zone, with
 * "Add to Google Calendar", an `.ics` download and a map link (no map loads). See docs/widgets/event.md. A chunk of its own.
 */
export const mount = defineWidget({
  name: 'event',
  mountWhen: 'near',
  styles: eventCss,
  attributes: (el, rt) => ({ ...parseEventAttributes(el), rt, host: el.ownerDocument.location?.hostname ?? '' }),
  render: Event,
});
