import type { Api } from './client';

export const ANALYTICS_PATH = '/api/v1/clanker/events';

/**
 * One analytics event to `POST /api/v1/clanker/events` (spec 001 §7), the newer tracker's `{ eventSchemaName,
 * eventContent }`: by `navigator.sendBeacon`, form-encoded (`eventContent` as JSON text), else a JSON POST that counts
 * as sent only on 200 or 202. Resolves with whether it was sent; never rejects (failures are ignored).
 */
export async function sendAnalyticsEvent(api: Api, eventSchemaName: string, eventContent: Record<string, unknown>): Promise<boolean> {
  const url = api.url(ANALYTICS_PATH);
  try {
    const form = new URLSearchParams({ eventSchemaName, eventContent: JSON.stringify(eventContent) });
    if (typeof navigator.sendBeacon == 'function' && navigator.sendBeacon(url, form)) return true;
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventSchemaName, eventContent }),
    });
    return response.status == 200 || response.status == 202;
  } catch {
    return false;
  }
}
