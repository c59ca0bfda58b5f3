import { seedPosts } from './posts';
import { seedCatalog } from './seed';
import { seedSiteUsers } from './siteUsers';
import type { Catalog, PlatformState } from './types';

export type * from './types';

// The mock platform's whole memory. Handlers close over one PlatformState object, so every operation here mutates it
// in place (reset included): replacing the object would leave the handlers pointing at a stale one.

export const WEBSITE_ID = 'demo';

/** A new platform state holding a fresh copy of the seed catalog (or of `catalog`), and the seeded site users. */
export function createState(catalog: Catalog = seedCatalog()): PlatformState {
  const state: PlatformState = {
    websiteId: WEBSITE_ID,
    run: null,
    ...structuredClone(catalog),
    carts: {},
    requests: [],
    faults: [],
    nextEntryId: 1,
    formKeys: [],
    nextFormKey: 1,
    submissions: [],
    captchaTokens: [],
    restockSignUps: [],
    nextRestockId: 1,
    posts: seedPosts(),
    errorReports: [],
    analyticsEvents: [],
    performanceRecords: [],
    census: [],
    trackerEvents: [],
    nextPageLoadId: 0,
    idempotency: new Map(),
    siteUsers: [],
    savedCarts: {},
    sessions: {},
    // Keyed by emails visitors type (mock-server/session.ts): no prototype to reach through `__proto__`.
    signInFailures: Object.create(null) as PlatformState['signInFailures'],
    ownerSessions: {},
  };
  seedSiteUsers(state);
  return state;
}

/**
 * Back to the seed: catalog, site users and their saved carts restored; carts, sessions (the owner's too), sign-in
 * failures, faults and the request log emptied.
 */
export function resetState(state: PlatformState, catalog: Catalog = seedCatalog()): void {
  Object.assign(state, createState(catalog), { nextEntryId: state.nextEntryId });
}

/** Replaces each part of the catalog that is given. Carts are kept: a test may swap products under a live cart. */
export function replaceCatalog(state: PlatformState, patch: Partial<Catalog>): void {
  if (patch.products) state.products = structuredClone(patch.products);
  if (patch.forms) state.forms = structuredClone(patch.forms);
  if (patch.settings) state.settings = structuredClone(patch.settings);
}

export { findProduct } from './cart';

/** Oldest log lines are dropped past this, so a demo server left running for days keeps a bounded memory. */
export const REQUEST_LOG_LIMIT = 10_000;

/** Logs a request: never its body. `siteUserToken`: its X-SiteUser-XSRF-Token header, kept when it has one. */
export function logRequest(state: PlatformState, url: URL, method: string, at = Date.now(), siteUserToken: string | null = null): void {
  state.requests.push({
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    at,
    ...(siteUserToken === null ? {} : { siteUserToken }),
  });
  if (state.requests.length > REQUEST_LOG_LIMIT) state.requests.splice(0, state.requests.length - REQUEST_LOG_LIMIT);
}

/** Everything recorded, as `GET /__mock/state` answers it (a copy: callers cannot mutate the live state). */
export function snapshot(state: PlatformState) {
  const {
    products,
    forms,
    settings,
    carts,
    requests,
    faults,
    submissions,
    captchaTokens,
    restockSignUps,
    posts,
    errorReports,
    analyticsEvents,
    performanceRecords,
    census,
    trackerEvents,
  } = state;
  // The kept answers of idempotent writes: which key answered which request, with what status.
  const idempotency = [...state.idempotency].map(([key, { request, at, status }]) => ({
    key,
    request: request.split('\n', 1)[0],
    at,
    status,
  }));
  // Site users without their password hashes; sessions with their tokens (this is a test surface).
  const { savedCarts, sessions, signInFailures, ownerSessions } = state;
  const siteUsers = state.siteUsers.map(({ password: _hidden, ...user }) => user);
  return structuredClone({
    products,
    forms,
    settings,
    carts,
    requests,
    faults,
    submissions,
    captchaTokens,
    restockSignUps,
    posts,
    errorReports,
    analyticsEvents,
    performanceRecords,
    census,
    trackerEvents,
    idempotency,
    siteUsers,
    savedCarts,
    sessions,
    signInFailures,
    ownerSessions,
  });
}
