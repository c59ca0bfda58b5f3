import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

type EventDeclared = Declared<'event'>;
/** The event's props: the Event (`event`) is required. */
export type EventProps = Omit<EventDeclared, 'event'> & Required<Pick<EventDeclared, 'event'>>;
/**
 * The spec's Event (docs/widgets/event.md): its dates in the site settings' `timeZone` with the zone's name, all day
 * or a range of days, "Add to Google Calendar", an `.ics` download and a map link from its coordinates.
 */
export const Event: WidgetComponent<EventProps> = widgetComponent('event', 'Event');
