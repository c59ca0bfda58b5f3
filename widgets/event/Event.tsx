import { useEffect, useMemo, useState } from 'react';
import '../../src/i18n/strings/event-dates';
import '../../src/i18n/strings/social-links';
import type { Runtime } from '../../src/runtime/types';
import { useWidgetState } from '../../src/ui/defineWidget';
import { useT } from '../../src/ui/strings';
import { googleCalendarUrl, icsName, icsOf, mapUrl, placeOf } from './calendar';
import { checkZone, eventDates, type EventData } from './event';
import { widgetSettings } from '../../src/settings/widgetSettings';

export type EventState = 'ready' | 'invalid-date';

export interface EventProps {
  rt: Pick<Runtime, 'config' | 'settings'>;
  event: EventData;
  /** The title heading's level (`data-heading-level`). */
  headingLevel: number;
  /** The page's host name, the `.ics` UID's domain. */
  host: string;
  fail: (reason: unknown) => void;
  onState: (state: EventState) => void;
}

/**
 * The event widget: the title, when (in the settings' `timeZone`, default America/New_York, with the zone's name; all
 * day, a range of days, or "Invalid Date"), where, and three links: Google Calendar, an `.ics` file, a map.
 */
export function Event({ rt, event, headingLevel, host, fail, onState }: EventProps) {
  const t = useT();
  const { zone, refused } = checkZone(widgetSettings(rt.settings).timeZone);
  useEffect(() => {
    if (refused) console.warn(`[storefront] site settings: timeZone "${refused}" is not a time zone this browser knows; showing ${zone}.`);
  }, [refused, zone]);
  const dates = useMemo(() => eventDates(event, zone, rt.config.locale), [event, zone, rt.config.locale]);
  const state: EventState = dates.valid ? 'ready' : 'invalid-date';
  useWidgetState(onState, state, fail, false);
  const calendar = googleCalendarUrl(event, zone);
  // The file's DTSTAMP: when the page showed the event.
  const [now] = useState(Date.now);
  const ics = useMemo(() => icsOf(event, zone, now, host), [event, zone, now, host]);
  const map = mapUrl(event);
  const place = placeOf(event);
  const Heading = `h${headingLevel}` as 'h2';
  const external = { target: '_blank', rel: 'noopener' };
  return (
    <article part="root" className="sf-root event" aria-label={event.title} data-state={state}>
      <Heading part="title" className="title">
        {event.title}
      </Heading>
      <dl className="details">
        <div className="row">
          <dt className="label">{t('eventWhen')}</dt>
          <dd part="when" className="when">
            {dates.valid ? (
              <>
                <time part="date" dateTime={new Date(event.start).toISOString()}>
                  {dates.date}
                </time>
                <span part="time" className="time">
                  {dates.allDay ? `${t('eventAllDay')} · ` : dates.time ? `${dates.time} ` : ''}
                  <span part="zone">{dates.zone}</span>
                </span>
              </>
            ) : (
              <span part="date">{t('invalidDate')}</span>
            )}
          </dd>
        </div>
        {place && (
          <div className="row">
            <dt className="label">{t('eventWhere')}</dt>
            <dd part="where" className="where">
              {event.address.map((line, i) => (
                <span key={i} className="line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {(calendar || ics || map) && (
        <p part="actions" className="actions">
          {calendar && (
            <a part="calendar" className="action" href={calendar} {...external}>
              {t('eventAddGoogle')}
              <span className="sf-visually-hidden">
                : {event.title} {t('newWindow')}
              </span>
            </a>
          )}
          {ics && (
            <a
              part="ics"
              className="action"
              href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
              download={icsName(event.title)}
            >
              {t('eventDownloadIcs')}
              <span className="sf-visually-hidden">: {event.title}</span>
            </a>
          )}
          {map && (
            <a part="map" className="action" href={map} {...external}>
              {t('eventMap')}
              <span className="sf-visually-hidden">
                : {place || event.title} {t('newWindow')}
              </span>
            </a>
          )}
        </p>
      )}
    </article>
  );
}
