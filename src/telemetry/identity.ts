import { cookieCache, cookieJar, readCookie } from '../dom/readCookie';
import { isObj } from '../input/isObj';
import { tryStorage } from '../storage/safeStorage';

/** Spec 001 §9 "Analytics and identity": the visit-tracking keys, exactly as the platform names them. */
export const IDENTITY_KEYS = {
  analyticsId: 'SS_ANALYTICS_ID',
  analyticsExpiration: 'SS_ANALYTICS_EXPIRATION',
  sessionId: 'SS_SESSION_ID',
  firstSession: 'SS_IS_FIRST_SESSION',
  hasLanded: 'SS_HAS_LANDED',
  /** The marketing id: read when the platform set it, never written by the SDK. */
  marketingId: 'SS_MID',
} as const;

/** The five visit-tracking keys a restrictive cookie policy clears (spec 001 §6). */
export const VISIT_TRACKING_KEYS = [
  IDENTITY_KEYS.analyticsId,
  IDENTITY_KEYS.analyticsExpiration,
  IDENTITY_KEYS.sessionId,
  IDENTITY_KEYS.firstSession,
  IDENTITY_KEYS.hasLanded,
] as const;

const DAY = 86_400_000;
/** Analytics id lifetime: 390 days (spec 001 §9). */
export const ANALYTICS_ID_MS = 390 * DAY;
/** A session ends after 30 minutes without an event (spec 000 §9: the visit cookie of 30 minutes). */
export const SESSION_MS = 30 * 60_000;

/**
 * Writes (or, with `ms` 0, deletes) a cookie of the page, and updates the SDK's reading of the cookies for the rest of
 * this run of script (src/dom/readCookie.ts, `cookieCache`): a read just after a write waits for the cookie store.
 */
export const setCookie = (name: string, value: string, ms: number) => {
  try {
    // Read before writing (cheap), so that the reads after it in this run need not ask the browser again.
    const before = cookieCache.all ?? document.cookie;
    // A past date, not Max-Age=0, to delete: happy-dom keeps a Max-Age=0 cookie until its clock moves on.
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; ${ms > 0 ? `Max-Age=${Math.round(ms / 1000)}` : 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'}; SameSite=Lax`;
    const others = before.split(';').filter((part) => part && part.split('=', 1)[0]!.trim() != name);
    if (cookieCache.all == null) queueMicrotask(() => (cookieCache.all = undefined));
    cookieCache.all = (ms > 0 ? [...others, `${name}=${encodeURIComponent(value)}`] : others).join(';');
  } catch {
    // A sandboxed frame may deny cookies: the visit goes unidentified (and the cookies read stay as they were).
  }
};

/**
 * Spec 001 §9's session storage helper: `{ value, expires }` under the key in localStorage, or, where local storage is
 * absent (or throws: blocked site data), a cookie of the same name that expires then. A storage that throws gives the
 * page's one storage warning (src/storage/safeStorage.ts, `tryStorage`; spec 001 §8 "Storage failures only warn").
 */
export function sessionStore(local: () => Storage | null = () => localStorage) {
  const storage = (): Storage | null => tryStorage(local) ?? null;
  return {
    get(key: string, now = Date.now()): string | null {
      const s = storage();
      if (!s) return readCookie(key);
      const text = tryStorage(() => s.getItem(key));
      if (text === undefined) return null;
      try {
        const stored: unknown = JSON.parse(text ?? 'null');
        const { value, expires }: Record<string, unknown> = isObj(stored) ? stored : {};
        return typeof value == 'string' && typeof expires == 'number' && expires > now ? value : null;
      } catch {
        // Not the helper's JSON: none.
        return null;
      }
    },
    set(key: string, value: string, ms: number, now = Date.now()): void {
      const s = storage();
      let kept = false;
      if (s)
        tryStorage(() => {
          s.setItem(key, JSON.stringify({ value, expires: now + ms }));
          kept = true;
        });
      // Absent, full or denied: the cookie instead.
      if (!kept) setCookie(key, value, ms);
    },
    remove(key: string): void {
      const s = storage();
      if (s) tryStorage(() => s.removeItem(key));
      setCookie(key, '', 0);
    },
  };
}

export interface Identity {
  analyticsId: string;
  sessionId: string;
  /** No landing flag was found: this page view starts the visitor's first session. */
  firstSession: boolean;
  /** No session was found: the first page of this session. */
  firstLanding: boolean;
  marketingId: string | null;
}

export const newId = () =>
  typeof crypto.randomUUID == 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The visitor's analytics identity, read and renewed: the analytics id in a cookie for 390 days (and its expiry beside
 * it), the session id and flags through the session storage helper for 30 minutes from the last event.
 */
export function identify(now = Date.now(), store = sessionStore()): Identity {
  const { analyticsId: A, analyticsExpiration: E, sessionId: S, firstSession: F, hasLanded: L, marketingId: M } = IDENTITY_KEYS;
  // One reading of the page's cookies (the ones set below are not read again).
  const cookies = cookieJar();
  const expires = Number(cookies(E));
  let analyticsId = cookies(A);
  if (!analyticsId || !(expires > now)) {
    analyticsId = newId();
    setCookie(A, analyticsId, ANALYTICS_ID_MS);
    setCookie(E, String(now + ANALYTICS_ID_MS), ANALYTICS_ID_MS);
  }
  const landed = store.get(L, now);
  const session = store.get(S, now);
  const sessionId = session ?? newId();
  // The first session: no landing flag at all yet (this browser's first), kept for the session.
  const firstSession = store.get(F, now) ? store.get(F, now) == 'true' : !landed;
  store.set(S, sessionId, SESSION_MS, now);
  store.set(F, String(firstSession), SESSION_MS, now);
  store.set(L, 'true', ANALYTICS_ID_MS, now);
  return { analyticsId, sessionId, firstSession, firstLanding: !session, marketingId: cookies(M) };
}

/** Clears the five visit-tracking keys, in cookies and in local storage (a restrictive cookie policy: spec 001 §6). */
export function forget(store = sessionStore()): void {
  for (const key of VISIT_TRACKING_KEYS) store.remove(key);
}
