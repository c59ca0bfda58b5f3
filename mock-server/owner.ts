import { HttpResponse } from 'msw';
import { jsonWithCookies, randomHex, readCookies } from './http';
import { own } from './records';
import type { PlatformState } from './types';

// The store owner (the merchant) on the mock platform. The spec gives the merchant's restock calls (list, count, send)
// but not how a merchant signs in, so the mock has its own sign-in on the control surface: `POST
// /__mock/owner-session` (loopback only, like all of /__mock/) answers an owner session cookie, which the merchant's
// endpoints require. Visitors' sessions (mock-server/session.ts) are not owners.

/** The owner session's cookie: random, opaque, HttpOnly. */
export const OWNER_COOKIE = 'MockOwnerSession';
export const OWNER_SESSION_PATH = '/__mock/owner-session';
/** Live owner sessions kept at most (the oldest end first), so a demo server left running keeps a bounded memory. */
export const OWNER_SESSION_LIMIT = 1000;

/** The answer (401) of a merchant endpoint to a request without a live owner session. */
export const OWNER_REQUIRED = {
  message: 'Only the store owner may do this: sign in as the owner first.',
  ownerAuthFail: true,
} as const;

const ownerCookie = (id: string) => `${OWNER_COOKIE}=${id}; Path=/; SameSite=Strict; HttpOnly`;
const clearedOwnerCookie = () => `${OWNER_COOKIE}=; Path=/; SameSite=Strict; HttpOnly; Max-Age=0`;

/** Whether the request carries the cookie of a live owner session. */
export function isOwner(state: PlatformState, request: Request): boolean {
  return own(state.ownerSessions, readCookies(request)[OWNER_COOKIE]) !== undefined;
}

/** 401 OWNER_REQUIRED. */
export const ownerRequired = () => HttpResponse.json(OWNER_REQUIRED, { status: 401 });

/** `POST /__mock/owner-session`: a new owner session (the browser's previous one, if any, ends), and its cookie. */
export function signInOwner(state: PlatformState, request: Request, now = Date.now()): Response {
  const previous = readCookies(request)[OWNER_COOKIE];
  if (own(state.ownerSessions, previous)) delete state.ownerSessions[previous!];
  const id = randomHex(32);
  state.ownerSessions[id] = { createdAt: now };
  const ids = Object.keys(state.ownerSessions);
  for (const old of ids.slice(0, Math.max(0, ids.length - OWNER_SESSION_LIMIT))) delete state.ownerSessions[old];
  return jsonWithCookies(request, { ok: true }, [ownerCookie(id)]);
}

/** `DELETE /__mock/owner-session`: ends the session the cookie names (if live) and clears the cookie. */
export function signOutOwner(state: PlatformState, request: Request): Response {
  const id = readCookies(request)[OWNER_COOKIE];
  if (own(state.ownerSessions, id)) delete state.ownerSessions[id!];
  return jsonWithCookies(request, { ok: true }, [clearedOwnerCookie()]);
}
