/**
 * Custom properties: --sf-event-background (#fff), --sf-event-color (#1a1a1a), --sf-event-muted (labels and the zone,
 * #5c605e), --sf-event-border (#e4e4e0), --sf-event-radius (12px), --sf-event-accent (the links, #1f5135),
 * --sf-event-focus-color (#2563eb).
 * Parts: root (carries data-state: ready | invalid-date), title, when, date, time, zone, where, actions, calendar, ics, map.
 */
export const eventCss = `
.event {
  display: block; padding: 20px; background: var(--sf-event-background, #fff); color: var(--sf-event-color, #1a1a1a);
  border: 1px solid var(--sf-event-border, #e4e4e0); border-radius: var(--sf-event-radius, 12px);
}
.title { margin: 0 0 12px; font-size: 20px; line-height: 26px; font-weight: 650; }
.details { margin: 0; display: grid; gap: 10px; }
.row { display: grid; grid-template-columns: 4.5em 1fr; gap: 12px; }
.label { margin: 0; font-size: 13px; line-height: 22px; letter-spacing: 0.06em; text-transform: uppercase; color: var(--sf-event-muted, #5c605e); }
.when, .where { margin: 0; display: flex; flex-direction: column; line-height: 22px; }
.when time { font-weight: 600; }
.time { color: var(--sf-event-muted, #5c605e); }
.actions { margin: 16px 0 0; display: flex; flex-wrap: wrap; gap: 8px 20px; }
.action {
  display: inline-flex; align-items: center; min-height: 24px; color: var(--sf-event-accent, #1f5135); font-weight: 600;
  text-decoration: underline; text-underline-offset: 3px;
}
.action:hover { text-decoration-thickness: 2px; }
.action:focus-visible { outline: 2px solid var(--sf-event-focus-color, #2563eb); outline-offset: 2px; border-radius: 2px; }
`;
