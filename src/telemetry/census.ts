import { censusCall, recordHit } from '../api/census';
// The quick view's census call (taken through ./onDemand.ts): in the after-load chunk with the census's other requests.
export { recordQuickView } from '../api/census';
import { memberLocale, siteUserId } from '../account/siteUser';
import { readCookie } from '../dom/readCookie';
import { jsonScript } from '../input/inlineJson';
import { isObj } from '../input/isObj';
import type { Runtime } from '../runtime/types';
import { cookiesRestricted, pageId, recordingAllowed, settingsOf, text } from './analytics';
import type { AudienceEventType } from './enumerations';
import { newId, setCookie } from './identity';
import { redactHash } from './redact';

/**
 * The census cookies: `ss_cvr` (spec 001 §9 "Other cookies: … ss_cvr (census)"), the visitor, for 2 years; and the
 * visit, for 30 minutes from the last page (spec 000 §9: "Visitor-tracking cookies: one expires in 2 years, the other in
 * 30 minutes"). The second's name, `ss_cvt`, and both values' format (a random UUID) are the SDK's assumptions
 * (docs/analytics.md, "The census").
 */
export const CENSUS_COOKIES = { visitor: 'ss_cvr', visit: 'ss_cvt' } as const;
const DAY = 86_400_000;
export const CENSUS_VISITOR_MS = 730 * DAY;
export const CENSUS_VISIT_MS = 30 * 60_000;

/**
 * RecordHit's `event` for a page view: the audience event type page view, 1 (spec 001 §3 "Audience event types: page
 * view 1, site search 2, heartbeat 10, audio 20, video 21"; ./enumerations.ts). Sent form-encoded, as the text `1`.
 */
export const PAGE_VIEW_EVENT: AudienceEventType = 1;

type Census = Pick<Runtime, 'api' | 'config' | 'settings'>;

/**
 * The census visitor (`ss_cvr`), renewed for 2 years, with the 30-minute visit cookie beside it; made on the first
 * page. Null, with neither cookie written (and both cleared), for a visitor whose cookie use is restricted (spec 001 §6).
 */
export function censusVisitor(rt: Pick<Runtime, 'settings'>): string | null {
  if (cookiesRestricted(settingsOf(rt))) {
    setCookie(CENSUS_COOKIES.visitor, '', 0);
    setCookie(CENSUS_COOKIES.visit, '', 0);
    return null;
  }
  const visitor = readCookie(CENSUS_COOKIES.visitor) || newId();
  setCookie(CENSUS_COOKIES.visitor, visitor, CENSUS_VISITOR_MS);
  setCookie(CENSUS_COOKIES.visit, readCookie(CENSUS_COOKIES.visit) || newId(), CENSUS_VISIT_MS);
  return visitor;
}

/**
 * The page's fields, spec 001 §3 "Tracking event context": the site, template and variant, the member, the page (path,
 * hash, title, id, record type, collection), the locales, the browser (user agent, date, viewport and screen). What the
 * page does not say is null. No secret of the page's URL goes: `pageHash` carries `REDACTED` for a secret parameter's
 * value (`#token=…`: ./redact.ts).
 */
export function pageFields(rt: Pick<Runtime, 'config' | 'settings'>, now = new Date()): Record<string, unknown> {
  const s = settingsOf(rt);
  return {
    websiteId: rt.config.websiteId,
    templateId: text(s.templateId),
    variantId: text(s.templateVariantId),
    memberAccountId: siteUserId(),
    pagePath: location.pathname,
    pageHash: redactHash(location.hash),
    member_locale: memberLocale(),
    website_locale: rt.config.locale,
    userAgent: navigator.userAgent,
    clientDate: now.toISOString(),
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    title: document.title,
    itemId: pageId(rt),
    recordType: text(s.recordType),
    collectionId: text(s.collectionId),
  };
}

/** Whether the census may count this page: the recording rule (spec 001 §6) holds, and the page is not a search page (§2). */
export const censusAllowed = (rt: Pick<Runtime, 'settings'>, path = location.pathname): boolean =>
  !/^\/search(\/|$)/.test(path) && recordingAllowed(settingsOf(rt), path);

/**
 * The page view: one `POST /api/census/RecordHit` (form-encoded `event`, `data` as JSON text: the page's fields, and
 * `ss_cvr` where the visitor has one). Never on a /search page, nor where the recording rule says no.
 */
export function recordPageView(rt: Census): void {
  try {
    if (!censusAllowed(rt)) return;
    const visitor = censusVisitor(rt);
    void recordHit(rt.api, PAGE_VIEW_EVENT, pageFields(rt), visitor);
  } catch {
    // The census never breaks a page (a host page's getter that throws, storage refused): this view goes uncounted.
  }
}

/** RecordHit's `event` for a play of an audio player: the audience event type audio, 20 (spec 001 §3; ./enumerations.ts). */
export const AUDIO_EVENT: AudienceEventType = 20;

/**
 * The first play of a media player: one RecordHit of the audience `event` (an audio player's 20, a video's 21) with the
 * page view's form fields (`data`: the page's fields; `ss_cvr`) under the page view's rule. The visitor as the page view
 * left it (read, not renewed), made here for a play before the page view went, on a first visit. Never rejects.
 */
export async function recordPlayHit(rt: Census, event: AudienceEventType): Promise<void> {
  try {
    if (!censusAllowed(rt)) return;
    const visitor = cookiesRestricted(settingsOf(rt)) ? null : readCookie(CENSUS_COOKIES.visitor) || censusVisitor(rt);
    await recordHit(rt.api, event, pageFields(rt), visitor);
  } catch {
    // Never breaks the page, nor the play it counts.
  }
}

/** The first play of an audio player (widgets/audio): recordPlayHit with the audio event, 20. */
export const recordAudioPlay = (rt: Census): void => void recordPlayHit(rt, AUDIO_EVENT);

/** A JSON census call with the visitor and the page's fields (spec 001 §7), under the same rules as the page view. */
function count(rt: Census, call: 'button-render' | 'button-click' | 'form-render' | 'overlay', extra: Record<string, unknown> = {}): void {
  try {
    if (!censusAllowed(rt)) return;
    // The visitor as the page view left it (made or renewed there, once per page): read, not written again; made here
    // for a press before the page view (the page not yet interactive), on a first visit.
    const visitorCookie = cookiesRestricted(settingsOf(rt)) ? null : readCookie(CENSUS_COOKIES.visitor) || censusVisitor(rt);
    void censusCall(rt.api, call, { ...extra, visitorCookie, ...pageFields(rt) });
  } catch {
    // Never breaks the page, nor the press it counts.
  }
}

/**
 * A press on a buy button (`button-click`), from the press's own code (widgets/add-to-cart/addFlow.ts): every press
 * that starts an add, also one made before the page is interactive, when the census has not started yet (a listener
 * of the census's own would miss it). Never awaited by the add.
 */
export const recordButtonClick = (rt: Census): void => count(rt, 'button-click');

/** What a popup overlay did (widgets/popup): it showed, the visitor closed it, or submitted its form. */
export type OverlayEvent = 'shown' | 'closed' | 'submitted';

/**
 * A popup overlay's moment (spec 001 §7 `POST /api/census/overlay`: "event fields, visitorCookie, page fields"): JSON
 * `{ event, formId, visitorCookie, …the page's fields }`, under the page view's rule, failures ignored. Never awaited.
 */
export const recordOverlay = (rt: Census, event: OverlayEvent, formId: string): void => count(rt, 'overlay', { event, formId });

/** The form's id of a site-form element: `data-form-id`, else the id in the JSON script its `data-form-json` names. */
function formIdOf(el: Element): string | null {
  const id = el.getAttribute('data-form-id')?.trim();
  if (id) return id;
  try {
    const json: unknown = JSON.parse(jsonScript(el.getAttribute('data-form-json')?.trim())?.textContent ?? '');
    return text(isObj(json) ? json.id : undefined);
  } catch {
    return null;
  }
}

/**
 * The census of the page once it is interactive (src/runtime/afterLoad.ts): the page view, then each buy button
 * (add-to-cart) counted once when it shows (`button-render`; its presses are counted by the press: `recordButtonClick`),
 * and each site form once when it shows (`form-render`, with its `formId`). Widgets mounted later (a collection's
 * next page, a quick view) are found as the loader announces them (`storefront:widget-mounted`). Returns the function
 * that stops watching.
 */
export function startCensus(rt: Census): () => void {
  recordPageView(rt);
  const counted = new WeakSet<Element>();
  const observers: MutationObserver[] = [];
  const watch = (el: Element, widget: 'add-to-cart' | 'site-form') => {
    if (counted.has(el)) return;
    counted.add(el);
    // A buy button shows once idle, or disabled as sold out (widgets/add-to-cart); a form once idle.
    const shown = () =>
      el.getAttribute('data-sf-state') == 'idle' || (widget == 'add-to-cart' && el.getAttribute('data-sf-state') == 'sold-out');
    const render = () => (widget == 'add-to-cart' ? count(rt, 'button-render') : count(rt, 'form-render', { formId: formIdOf(el) }));
    if (shown()) return render();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      render();
    });
    observer.observe(el, { attributes: true, attributeFilter: ['data-sf-state'] });
    observers.push(observer);
  };
  // The buy buttons and forms among the widget elements of `root`, and in the open shadow roots of its widgets (a
  // collection's cards' buttons): found by their attribute, which is much quicker than a walk of every element of the
  // page.
  const scan = (root: ParentNode) => {
    for (const el of root.querySelectorAll('[data-sf-widget],[data-sf-react]')) {
      const widget = el.getAttribute('data-sf-widget') ?? el.getAttribute('data-sf-react');
      if (widget == 'add-to-cart' || widget == 'site-form') watch(el, widget);
      if (el.shadowRoot) scan(el.shadowRoot);
    }
  };
  try {
    scan(document);
  } catch {
    // A page whose DOM cannot be walked: its buttons go uncounted.
  }
  const onMounted = (event: Event) => {
    const { element, widget } = ((event as CustomEvent).detail ?? {}) as { element?: Element; widget?: string };
    if (element && (widget == 'add-to-cart' || widget == 'site-form')) watch(element, widget);
    // A widget that draws others (a collection's cards, a product's parts): theirs are announced as they mount too.
  };
  document.addEventListener('storefront:widget-mounted', onMounted);
  return () => {
    document.removeEventListener('storefront:widget-mounted', onMounted);
    observers.forEach((o) => o.disconnect());
  };
}
