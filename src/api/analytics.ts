import { beaconElsePost } from './beacon';
import type { Api } from './client';

export const ANALYTICS_PATH = '/api/v1/clanker/events';

/**
 * One analytics event to `POST /api/v1/clanker/events` (spec 001 §7), the newer tracker's `{ eventSchemaName,
 * eventContent }`: by `navigator.sendBeacon`, form-encoded (`eventContent` as JSON text), else a JSON POST that counts
 * as sent only on 200 or 202. Resolves with whether it was sent; never rejects (failures are ignored). `url`: the
 * tracker's (an environment's host, validate mode: src/telemetry/analytics.ts `trackerUrl`), by default the API root's.
 */
export function sendAnalyticsEvent(
  api: Api,
  eventSchemaName: string,
  eventContent: Record<string, unknown>,
  url = api.url(ANALYTICS_PATH),
): Promise<boolean> {
  return beaconElsePost(
    url,
    new URLSearchParams({ eventSchemaName, eventContent: JSON.stringify(eventContent) }),
    JSON.stringify({ eventSchemaName, eventContent }),
    'application/json',
    (status) => status == 200 || status == 202,
  );
}
