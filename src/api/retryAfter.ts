/**
 * Retry-After: delay-seconds or an HTTP date (RFC 9110 §10.2.3). Null when absent or unreadable. Needed only after a
 * 429 or 503, so it loads with the first such answer (./transport.ts, ./toStorefrontError.ts), not with the page.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const date = Date.parse(v);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
