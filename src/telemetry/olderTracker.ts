import { recordEvent } from '../api/census';
import { cookieCache, readCookie } from '../dom/readCookie';
import type { Runtime } from '../runtime/types';
import { cookiesRestricted, recordingAllowed, settingsOf, type AnalyticsSettings } from './analytics';
import { CENSUS_COOKIES, pageFields } from './census';
import { IDENTITY_KEYS, identify } from './identity';
import { isGated, notAPageEvent, type GatedEvent, type GatedFields } from './pageEvents';
import { paywallOn } from './paywall';
import { isSecretName, REDACTED, redactText } from './redact';

// The older tracker (spec 001 §3 "Older tracker", §7, §8 "Trackers"): `POST /api/events/RecordEvent`, form-encoded. The
// platform sends its gated-content events there (a member area's videos: spec 001 §7 "Other points"); the SDK draws no
// member area, so a page sends them itself with `Storefront.analytics.record(…)` (docs/analytics.md, "The older
// tracker"). The commerce moments go to the newer tracker (./analytics.ts) and never here: no event goes to both.
// A chunk of its own, loaded with the first gated-content event a page records.

/**
 * The tracker's messages. Spec 001 §8 "Trackers" reads "Error tracking event: HTTP Status {code}; no payload; Unable to
 * store analyticsId; a warning when auto-populated fields are overwritten": read as the two "Error tracking event: …"
 * errors, the analytics id warning, and the overwrite warning (its wording the SDK's). The spec lines are committed
 * as tests/fixtures/spec-lines.txt, and a test holds these to them.
 */
export const TRACKER_MESSAGES = {
  httpStatus: (code: number) => `Error tracking event: HTTP Status ${code}`,
  noPayload: 'Error tracking event: no payload',
  analyticsId: 'Unable to store analyticsId',
  overwritten: (fields: string[]) => `the event's ${fields.map((f) => `"${f}"`).join(', ')} replaced what the SDK fills in itself`,
} as const;

/** The event's name on the wire, by the SDK's name (an assumption: the spec names the moments, not their values). */
export const OLDER_TRACKER_EVENTS: Record<GatedEvent, string> = {
  'video-list-view': 'video_list_view',
  'video-detail-view': 'video_detail_view',
  'access-denied-view': 'access_denied_view',
  'join-button-click': 'join_button_click',
  'third-party-video-click': 'third_party_video_click',
};

/** The payload the tracker fills in itself (spec 001 §3 "Older tracker"), from the page's tracking event context. */
export const AUTO_FIELDS = [
  'pagePath',
  'pageHash',
  'websiteId',
  'templateId',
  'variantId',
  'memberAccountId',
  'member_locale',
  'website_locale',
] as const;

type Tracking = Pick<Runtime, 'api' | 'config' | 'settings' | 'emit'>;

/**
 * The page's fields as sent: no secret goes (./redact.ts). A field named like one (`email`, `token`…) is `REDACTED`; a
 * URL or query in a text has its secret parameters so. The page's own event (`rt.emit`) keeps them as given.
 */
const sendable = (fields: GatedFields): GatedFields =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value !== null && isSecretName(key) ? REDACTED : typeof value == 'string' ? redactText(value) : value,
    ]),
  );

const say = (level: 'error' | 'warn', message: string) => console[level](`[storefront] analytics: ${message}`);

/** The member-area access-denied page (spec 001 §2: 106), by number or by the name the recording rule reads. */
const ACCESS_DENIED: readonly (number | string)[] = [106, 'access-denied'];

/**
 * The gated-content events that exist only for the member-area access-denied page (spec 000 §2: "access-denied page
 * with a Join button"): on a page of type 106 these go, while its page view, census and commerce events stay off
 * (spec 001 §6). docs/analytics.md, "When gated-content events go".
 */
export const ACCESS_DENIED_EVENTS: readonly GatedEvent[] = ['access-denied-view', 'join-button-click'];

/** The viewer access statuses of a video's detail page (spec 001 §7: "video detail view with viewer access status"). */
export const ACCESS_STATUSES = ['granted', 'denied'] as const;

/**
 * The recording rule for a gated-content event: spec 001 §6's, but on a page of type 106 the two events of that page
 * are recorded (their rule is the rest of §6: tracking on, not a contributor); every other event stays off there.
 */
export function gatedAllowed(s: AnalyticsSettings, event: GatedEvent): boolean {
  return ACCESS_DENIED.includes(s.pageType as number)
    ? ACCESS_DENIED_EVENTS.includes(event) && recordingAllowed({ ...s, pageType: undefined })
    : recordingAllowed(s);
}

/**
 * A gated-content event a page records (`Storefront.analytics.record(event, fields)`): announced as the SDK's events
 * are (`rt.emit`, also `storefront:<event>` on the document), then sent to the older tracker where the rules allow:
 * the feature toggle `video-paywall` on (spec 000 §2), the recording rule (spec 001 §6, `gatedAllowed`: a page of type
 * 106 sends its own two events), and a census visitor cookie (`ss_cvr`) on the page ("Gated-content events are
 * skipped when the census cookie is missing"; a visitor whose cookie use is restricted has none). The form holds
 * `crumb` (the crumb cookie), `event`, `data` (JSON text: the eight fields the tracker fills in, then the event's own,
 * which may replace them: a warning says so) and the extra fields `analyticsId` and `sessionId` (an assumption: the
 * spec says "extra fields", not which). `video-list-view` may come without fields (the spec gives it none of its own);
 * `video-detail-view`'s `accessStatus` is `granted` or `denied` (another value is left out with a warning). Without
 * fields any other event sends nothing ("no payload"); an HTTP failure is a console
 * error ("HTTP Status {code}"); no answer at all (offline) is ignored. Resolves once sent; never rejects but for a
 * name that is not a gated-content event (a TypeError).
 */
export async function recordGated(rt: Tracking, event: GatedEvent, fields?: GatedFields): Promise<void> {
  if (!isGated(event)) throw notAPageEvent(event);
  if (fields === undefined && event == 'video-list-view') fields = {};
  if (typeof fields != 'object' || !fields || Array.isArray(fields)) return say('error', TRACKER_MESSAGES.noPayload);
  const own: GatedFields = {};
  for (const [key, value] of Object.entries(fields))
    if (value === null || typeof value == 'string' || typeof value == 'boolean' || (typeof value == 'number' && Number.isFinite(value)))
      own[key] = value;
    else say('warn', `"${key}" of ${event} is left out: a field is text, a number, true or false, or null`);
  if (event == 'video-detail-view' && 'accessStatus' in own && !(ACCESS_STATUSES as readonly unknown[]).includes(own.accessStatus)) {
    say('warn', `"accessStatus" of ${event} is left out: it is ${ACCESS_STATUSES.join(' or ')}`);
    delete own.accessStatus;
  }
  rt.emit(event, own);
  let form: URLSearchParams;
  try {
    const s = settingsOf(rt);
    if (!paywallOn(rt) || !gatedAllowed(s, event) || cookiesRestricted(s) || !readCookie(CENSUS_COOKIES.visitor)) return;
    const page = pageFields(rt);
    const auto = Object.fromEntries(AUTO_FIELDS.map((k) => [k, page[k] ?? null]));
    const replaced = AUTO_FIELDS.filter((k) => k in own);
    if (replaced.length) say('warn', TRACKER_MESSAGES.overwritten(replaced));
    const who = identify();
    // Did the browser keep it? Its own reading, not the SDK's (src/dom/readCookie.ts): this read waits for the write.
    cookieCache.all = undefined;
    if (readCookie(IDENTITY_KEYS.analyticsId) != who.analyticsId) say('warn', TRACKER_MESSAGES.analyticsId);
    form = new URLSearchParams({
      crumb: readCookie('crumb') ?? '',
      event: OLDER_TRACKER_EVENTS[event],
      data: JSON.stringify({ ...auto, ...sendable(own) }),
      analyticsId: who.analyticsId,
      sessionId: who.sessionId,
    });
  } catch {
    // A host page's throwing getter, storage refused: this event goes unrecorded, and nothing breaks.
    return;
  }
  const status = await recordEvent(rt.api, form);
  if (status && (status < 200 || status > 299)) say('error', TRACKER_MESSAGES.httpStatus(status));
}

/**
 * The script tag's declaration of a lesson video page (docs/analytics.md): `data-page-kind="video-list"` records
 * `video-list-view`, `data-page-kind="video-detail"` records `video-detail-view` with `data-access-status` (`granted` or
 * `denied`) as its `accessStatus`. The after-load chunk calls this once, where the script tag has `data-page-kind`; another
 * value is named in one console error. Never rejects.
 */
export async function recordPageKind(rt: Tracking): Promise<void> {
  const data = rt.config.data ?? {};
  const kind = data['pageKind'];
  if (kind == 'video-list') return recordGated(rt, 'video-list-view');
  if (kind == 'video-detail') return recordGated(rt, 'video-detail-view', { accessStatus: data['accessStatus'] ?? null });
  say('error', `data-page-kind takes video-list or video-detail, not "${kind}"`);
}
