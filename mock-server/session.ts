import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CartEntry, ShoppingCart } from '../src/types';
import { addEntry, cartTotals, emptyCart, findProduct, newCartId, resolveVariant } from './cart';
import { COOKIES, errorResponse, INVALID_JSON, invalidJson, jsonWithCookies, randomHex, readCookies, readJson } from './http';
import { CLIENT_ADDRESS_HEADER } from './loopback';
import { own } from './records';
import type { PlatformState, SiteUserRecord, SiteUserSessionRecord } from './types';

// Site-user (member) sessions (spec 001 §3 "Account payloads", §7; docs/mock-platform.md "Site-user sessions"):
// sign-in with a lockout after repeated failures (per account and client address), sign-out with or without a copy of
// the cart, the member's language, and the X-SiteUser-XSRF-Token check on every other write of a signed-in visitor. A member's cart is a cart like any other
// (cart.ts), named by the CART cookie: sign-in points CART at it, so it follows the member to a new browser.
// Passwords: only PBKDF2 hashes are kept (siteUsers.ts); a password is read from the request body, hashed and dropped,
// never stored or logged (the request log holds no bodies).

/** Header every write of a signed-in visitor must carry: the session's xsrfToken (spec 001 §7). */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';
export const SESSION_PATH = '/api/site-users/account/session';
export const LOCALE_PATH = '/api/site-users/account/locale';

/** Max-Age of the session cookies (and of CART and hasCart) when signed in with rememberMe: 30 days. */
export const REMEMBER_ME_MAX_AGE = 2_592_000;
/**
 * This many failed sign-ins for an email from one client address within LOCKOUT_WINDOW_MS lock that email out from that
 * address (429) until the oldest of them is that old; Retry-After says how many seconds that is.
 */
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export { CLIENT_ADDRESS_HEADER };
export const PBKDF2_ITERATIONS = 100_000;
/** Live sessions kept at most (the oldest end first), so a demo server left running keeps a bounded memory. */
export const SESSION_LIMIT = 10_000;
export const LANGUAGE_MAX = 35;

export const SESSION_MESSAGES = {
  badSignIn: 'email and password (strings) are required.',
  invalidCredentials: 'The email or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  badLanguage: `language must be a non-empty string of at most ${LANGUAGE_MAX} characters.`,
} as const;

/** The answer (401) to a write whose session cookie names no live session, or whose token is missing or wrong. */
export const SITE_USER_AUTH_FAIL = { message: SESSION_MESSAGES.sessionExpired, siteUserAuthFail: true } as const;

// ---- passwords ----

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

/** PBKDF2-SHA256 of `password` with the hex `salt`, 100,000 iterations, 32 bytes, as hex (WebCrypto only). */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromHex(salt), iterations: PBKDF2_ITERATIONS }, key, 256);
  return Array.from(new Uint8Array(bits), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: { salt: string; hash: string }): Promise<boolean> {
  return sameText(await hashPassword(password, stored.salt), stored.hash);
}

/** Hashed against for an unknown email, so that it costs the same work as a wrong password (it never matches). */
const DECOY = { salt: '00000000000000000000000000000000', hash: '' };

// ---- state helpers ----

const normalEmail = (email: string) => email.trim().toLowerCase();
const findUser = (state: PlatformState, id: string) => state.siteUsers.find((u) => u.id === id);
const isMemberCart = (state: PlatformState, cartId: string) => state.siteUsers.some((u) => u.cartId === cartId);

/** The member's saved cart, brought into `carts` from `savedCarts` when seeded and not used yet. */
function memberCart(state: PlatformState, user: SiteUserRecord): ShoppingCart | undefined {
  if (!user.cartId) return undefined;
  const saved = state.savedCarts[user.cartId];
  if (saved) {
    state.carts[saved.id] = saved;
    delete state.savedCarts[saved.id];
  }
  return state.carts[user.cartId];
}

/** The live session the request's SiteUserSession cookie names, with its user. */
function liveSession(state: PlatformState, request: Request): { session: SiteUserSessionRecord; user: SiteUserRecord } | undefined {
  const session = own(state.sessions, readCookies(request)[COOKIES.session]);
  const user = session && findUser(state, session.userId);
  return session && user ? { session, user } : undefined;
}

/**
 * The cart the request's CART cookie names, as far as this browser may use it. A member's cart is bound to the
 * member's session: only a request with that member's live session reaches it; from any other browser the cookie
 * names no cart (a read answers the empty cart, an add makes a new one), whoever learnt the id. Any other cart is
 * reached by its id, which cannot be guessed (newCartId: 128 random bits).
 */
export function usableCartId(state: PlatformState, request: Request): string | undefined {
  const id = readCookies(request)[COOKIES.cart];
  if (!id || !isMemberCart(state, id)) return id;
  return liveSession(state, request)?.user.cartId === id ? id : undefined;
}

/** The client address a request came from (CLIENT_ADDRESS_HEADER), or `unknown`. */
export const clientAddress = (request: Request): string => request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';

/**
 * Failures for `email` from `address` still within the window (older ones are forgotten everywhere, and so are the
 * addresses and emails with none left).
 */
function recentFailures(state: PlatformState, email: string, address: string, now: number): number[] {
  for (const [key, byAddress] of Object.entries(state.signInFailures)) {
    for (const [from, times] of Object.entries(byAddress)) {
      const recent = times.filter((t) => now - t < LOCKOUT_WINDOW_MS);
      if (recent.length) byAddress[from] = recent;
      else delete byAddress[from];
    }
    if (!Object.keys(byAddress).length) delete state.signInFailures[key];
  }
  const byAddress = own(state.signInFailures, email);
  return (byAddress && own(byAddress, address)) ?? [];
}

function recordFailure(state: PlatformState, email: string, address: string, now: number): void {
  // Keyed by what visitors type: a map without a prototype, so `__proto__` or `constructor` is an email like another.
  const byAddress = own(state.signInFailures, email) ?? (state.signInFailures[email] = Object.create(null) as Record<string, number[]>);
  // The latest LOCKOUT_ATTEMPTS are all the lockout needs.
  byAddress[address] = [...(byAddress[address] ?? []), now].slice(-LOCKOUT_ATTEMPTS);
}

function forgetFailures(state: PlatformState, email: string, address: string): void {
  const byAddress = own(state.signInFailures, email);
  if (!byAddress) return;
  delete byAddress[address];
  if (!Object.keys(byAddress).length) delete state.signInFailures[email];
}

/** Whole seconds until `failures` (recent, oldest first, at least LOCKOUT_ATTEMPTS) stop locking: at least 1. */
const lockLeft = (failures: number[], now: number) =>
  Math.max(1, Math.ceil((failures[failures.length - LOCKOUT_ATTEMPTS]! + LOCKOUT_WINDOW_MS - now) / 1000));

function startSession(state: PlatformState, user: SiteUserRecord, rememberMe: boolean, now: number): string {
  const id = randomHex(32);
  state.sessions[id] = { userId: user.id, xsrfToken: randomHex(32), rememberMe, createdAt: now };
  const ids = Object.keys(state.sessions);
  for (const old of ids.slice(0, Math.max(0, ids.length - SESSION_LIMIT))) delete state.sessions[old];
  return id;
}

/** Ends every live session (`POST /__mock/sessions/expire`); answers how many there were. */
export function expireSessions(state: PlatformState): number {
  const count = Object.keys(state.sessions).length;
  state.sessions = {};
  return count;
}

// ---- carts ----

/**
 * Adds the anonymous cart's entries to the member's: an entry with the same item, variant and additional fields adds
 * its quantity, else it is appended; either way capped by the variant's stock, counting what the member's cart holds
 * already (as addEntry checks it). An entry whose product is no longer in the catalog is copied as it is.
 */
function mergeCarts(state: PlatformState, member: ShoppingCart, anonymous: ShoppingCart): void {
  for (const entry of anonymous.entries) {
    const product = findProduct(state, entry.itemId);
    const variant = product && resolveVariant(product, entry.chosenVariant.sku);
    if (!variant) {
      member.entries.push({ ...structuredClone(entry), id: `entry-${state.nextEntryId++}` });
      continue;
    }
    const held = member.entries
      .filter((e) => e.itemId === entry.itemId && e.chosenVariant.sku === variant.sku)
      .reduce((sum, e) => sum + e.quantity, 0);
    const quantity = variant.unlimited ? entry.quantity : Math.min(entry.quantity, variant.qtyInStock - held);
    if (quantity >= 1)
      addEntry(state, member.id, { itemId: entry.itemId, sku: variant.sku, quantity, additionalFields: entry.additionalFields });
  }
  Object.assign(member, cartTotals(member.entries));
}

/** A new cart holding copies of `source`'s entries (new entry ids). */
function copyCart(state: PlatformState, source: ShoppingCart, now: number): ShoppingCart {
  const entries: CartEntry[] = source.entries.map((e) => ({ ...structuredClone(e), id: `entry-${state.nextEntryId++}` }));
  const cart: ShoppingCart = { ...emptyCart(state.websiteId, newCartId(), now), entries };
  Object.assign(cart, cartTotals(entries));
  state.carts[cart.id] = cart;
  return cart;
}

// ---- cookies ----

const lasting = (rememberMe: boolean) => (rememberMe ? `; Max-Age=${REMEMBER_ME_MAX_AGE}` : '');
const CLEAR = '; Max-Age=0';

const sessionCookies = (sessionId: string, siteUserId: string, rememberMe: boolean) => [
  `${COOKIES.session}=${sessionId}; Path=/; SameSite=Lax; HttpOnly${lasting(rememberMe)}`,
  `${COOKIES.siteUser}=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId }))}; Path=/; SameSite=Lax${lasting(rememberMe)}`,
];
const clearedSessionCookies = () => [
  `${COOKIES.session}=; Path=/; SameSite=Lax; HttpOnly${CLEAR}`,
  `${COOKIES.siteUser}=; Path=/; SameSite=Lax${CLEAR}`,
];
/** CART and hasCart as a cart write sets them (`Path=/`); kept as long as the session cookies when remembered. */
const cartCookies = (cartId: string, rememberMe = false) => [
  `${COOKIES.cart}=${cartId}; Path=/${lasting(rememberMe)}`,
  `${COOKIES.hasCart}=true; Path=/${lasting(rememberMe)}`,
];
const clearedCartCookies = () => [`${COOKIES.cart}=; Path=/${CLEAR}`, `${COOKIES.hasCart}=; Path=/${CLEAR}`];

const siteUserAuthFail = () => HttpResponse.json(SITE_USER_AUTH_FAIL, { status: 401 });

// ---- handlers ----

/**
 * The XSRF rule, right after the crumb check: a write (`isCheckedWrite`: the crumb check's own writes, so beacons are
 * exempt) carrying a SiteUserSession cookie must carry X-SiteUser-XSRF-Token equal to that session's token. Sign-in and
 * sign-out are exempt: sign-in has no token yet, and sign-out is accepted on the session cookie and the crumb (the
 * SDK's assumption, docs/embed-contract.md: a member remembered in a new browser session has no token in the tab, and
 * must still be able to end the session; another site can send neither the crumb nor the header). A wrong or missing
 * token: 401, the session left alone (a forged request must sign no one out). A cookie naming no live session: 401,
 * and the session cookies are cleared.
 */
export function siteUserXsrfHandler(state: PlatformState, isCheckedWrite: (request: Request, url: URL) => boolean): HttpHandler {
  return http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    if (!isCheckedWrite(request, url) || url.pathname === SESSION_PATH) return undefined;
    const id = readCookies(request)[COOKIES.session];
    if (!id) return undefined;
    const session = own(state.sessions, id);
    if (!session) return jsonWithCookies(request, SITE_USER_AUTH_FAIL, clearedSessionCookies(), { status: 401 });
    return sameText(request.headers.get(SITE_USER_XSRF_HEADER) ?? '', session.xsrfToken) ? undefined : siteUserAuthFail();
  });
}

/** Sign-in, sign-out and the member's language. `now` is the clock (tests move it past the lockout). */
export function sessionHandlers(state: PlatformState, now: () => number = Date.now): HttpHandler[] {
  return [
    http.post(`*${SESSION_PATH}`, async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const { password } = fields;
      if (typeof fields.email !== 'string' || typeof password !== 'string') return errorResponse(400, SESSION_MESSAGES.badSignIn);
      const email = normalEmail(fields.email);
      const address = clientAddress(request);
      const at = now();
      const failures = recentFailures(state, email, address, at);
      if (failures.length >= LOCKOUT_ATTEMPTS)
        return HttpResponse.json(
          { message: SESSION_MESSAGES.tooManyAttempts },
          { status: 429, headers: { 'Retry-After': String(lockLeft(failures, at)) } },
        );
      // Counted as a failure before the password is checked, in the same turn as the count above: the check awaits
      // (PBKDF2), and attempts sent side by side would otherwise all pass the count before any failure was recorded.
      recordFailure(state, email, address, at);
      // An unknown email is hashed too (against a decoy), and answered as a wrong password.
      const user = state.siteUsers.find((u) => u.email === email);
      const matches = await verifyPassword(password, user?.password ?? DECOY);
      if (!user || !matches)
        return HttpResponse.json({ message: SESSION_MESSAGES.invalidCredentials, invalidCredentials: true }, { status: 403 });
      forgetFailures(state, email, address);
      const cookies = readCookies(request);
      // The browser's session, if it had one, is replaced: its cookie is about to be overwritten.
      if (cookies[COOKIES.session]) delete state.sessions[cookies[COOKIES.session]!];
      const rememberMe = fields.rememberMe === true;
      const sessionId = startSession(state, user, rememberMe, at);

      // The member's cart: the browser's anonymous cart is merged into the saved one, or becomes it.
      const anonymousId = cookies[COOKIES.cart];
      const anonymous = anonymousId && !isMemberCart(state, anonymousId) ? own(state.carts, anonymousId) : undefined;
      let cart = memberCart(state, user);
      if (!cart) {
        cart = anonymous ?? emptyCart(state.websiteId, newCartId(), at);
        state.carts[cart.id] = cart;
        user.cartId = cart.id;
      } else if (anonymous) {
        mergeCarts(state, cart, anonymous);
        delete state.carts[anonymous.id];
      }
      const { xsrfToken } = state.sessions[sessionId]!;
      return jsonWithCookies(request, { xsrfToken, siteUserId: user.id, email: user.email }, [
        ...sessionCookies(sessionId, user.id, rememberMe),
        ...cartCookies(cart.id, rememberMe),
      ]);
    }),

    // With or without the session's token (the crumb check has passed: see siteUserXsrfHandler), with a live session,
    // one that has ended, or no session cookie at all: 200, and the visitor is signed out.
    http.delete(`*${SESSION_PATH}`, ({ request }) => {
      const cookies = readCookies(request);
      const live = liveSession(state, request);
      // The cart to copy: the member's; without a session, the one the browser is showing (never a member's cart).
      const source = live ? memberCart(state, live.user) : own(state.carts, usableCartId(state, request));
      if (cookies[COOKIES.session]) delete state.sessions[cookies[COOKIES.session]!];
      const clone = new URL(request.url).searchParams.get('cloneCart') === 'true';
      const cart = clone && source ? cartCookies(copyCart(state, source, now()).id) : clearedCartCookies();
      return jsonWithCookies(request, {}, [...clearedSessionCookies(), ...cart]);
    }),

    http.post(`*${LOCALE_PATH}`, async ({ request }) => {
      const live = liveSession(state, request);
      if (!live) return siteUserAuthFail();
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const language = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined;
      if (typeof language !== 'string' || !language.trim() || language.length > LANGUAGE_MAX)
        return errorResponse(400, SESSION_MESSAGES.badLanguage);
      live.user.language = language;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
