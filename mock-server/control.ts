import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { parseCatalogPatch } from './catalog';
import { parseFaults } from './faults';
import { errorResponse, INVALID_JSON, invalidJson, readJson } from './http';
import { expireSessions } from './session';
import { replaceCatalog, resetState, snapshot, type PlatformState } from './state';

// The control surface under /__mock/ (docs/mock-platform.md), for tests and demos. Not part of the platform: no crumb check,
// not logged, not subject to faults (so a test can always reset a platform it has broken).

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });

export function controlHandlers(state: PlatformState): HttpHandler[] {
  return [
    http.post('*/__mock/reset', () => {
      resetState(state);
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
  ];
}
