import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { CAPTCHA_SCRIPT_PATH, CAPTCHA_TOKEN_PATH } from './captcha';
import { parseCatalogPatch } from './catalog';
import { parseFaults } from './faults';
import { errorResponse, INVALID_JSON, invalidJson, readJson } from './http';
import { fromThisMachine } from './loopback';
import { OWNER_SESSION_PATH, signInOwner, signOutOwner } from './owner';
import { expireSessions } from './session';
import { replaceCatalog, resetState, snapshot, type PlatformState } from './state';

// The control surface under /__mock/ (docs/mock-platform.md), for tests and demos. Not part of the platform: no crumb check,
// not logged, not subject to faults (so a test can always reset a platform it has broken).

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });

// It answers only to this machine (mock-server/loopback.ts): from another address, 403. The fake captcha provider's two
// paths live under /__mock/ too but are no control: every visitor's page loads them (mock-server/captcha.ts).

/** The answer (403) of the control surface to a request from another machine. */
export const LOOPBACK_ONLY = "The mock platform's control surface answers only to requests from this machine (a loopback address).";

const PROVIDER_PATHS = new Set([CAPTCHA_SCRIPT_PATH, CAPTCHA_TOKEN_PATH]);

export function controlHandlers(state: PlatformState): HttpHandler[] {
  return [
    // First: the loopback rule, for every path under /__mock/ (known or not) but the captcha provider's.
    http.all('*/__mock/*', ({ request }) =>
      fromThisMachine(request) || PROVIDER_PATHS.has(new URL(request.url).pathname) ? undefined : errorResponse(403, LOOPBACK_ONLY),
    ),

    http.post('*/__mock/reset', ({ request }) => {
      const run = new URL(request.url).searchParams.get('run') ?? state.run;
      resetState(state);
      state.run = run;
      return json({ ok: true });
    }),

    http.put('*/__mock/catalog', async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const parsed = parseCatalogPatch(body);
      if ('error' in parsed) return errorResponse(400, parsed.error);
      replaceCatalog(state, parsed.patch);
      const { products, forms, settings } = snapshot(state);
      return json({ products, forms, settings });
    }),

    http.get('*/__mock/state', () => json(snapshot(state))),

    http.put('*/__mock/faults', async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const parsed = parseFaults(body);
      if ('error' in parsed) return errorResponse(400, parsed.error);
      state.faults = parsed.rules;
      return json(state.faults);
    }),

    http.get('*/__mock/faults', () => json(state.faults)),

    // Ends every live site-user session, as if each had expired: the next write with an old session cookie gets 401
    // with the session cookies cleared (mock-server/session.ts).
    http.post('*/__mock/sessions/expire', () => json({ ended: expireSessions(state) })),

    // The store owner's sign-in (mock-server/owner.ts): the merchant's restock calls need its cookie.
    http.post(`*${OWNER_SESSION_PATH}`, ({ request }) => signInOwner(state, request)),
    http.delete(`*${OWNER_SESSION_PATH}`, ({ request }) => signOutOwner(state, request)),
  ];
}
