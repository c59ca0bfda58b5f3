/**
 * The platform's numeric enumerations the analytics rules read (spec 001 §2 "Page-type enumeration", §6 "Contributor
 * roles"), as typed tables, for code and tests that name them. The rule itself reads only the numbers it needs
 * (PAGES_NOT_RECORDED, roleOf), so no page carries the tables.
 */

/** Page types by number (spec 001 §2). */
export const PAGE_TYPES = {
  1: 'main content/collection',
  2: 'page',
  3: 'splash page',
  50: 'content item',
  100: 'not found',
  101: 'error',
  102: 'search',
  103: 'lock screen',
  104: 'popup overlay',
  105: 'protected content',
  106: 'member-area access denied',
  200: 'show cart',
  201: 'checkout',
  202: 'order confirmed',
  203: 'donate',
  204: 'contribution confirmed',
  205: 'commerce cart v2',
  206: 'subscription confirmed',
  207: 'order received',
  208: 'membership confirmed',
  209: 'reviews request',
  210: 'digital product composer preview',
  211: 'order status',
  300: 'newsletter unsubscribe',
  301: 'commerce email preview',
} as const;
export type PageTypeNumber = keyof typeof PAGE_TYPES;

/** Contributor roles by number (spec 001 §6). What each may do is not shown; the recording rule reads VIEWER only. */
export const CONTRIBUTOR_ROLES = {
  1: 'ADMIN',
  2: 'BILLING',
  3: 'REPORTING',
  4: 'EDITOR',
  6: 'MODERATOR',
  7: 'COMMENTER',
  8: 'STORE_MANAGER',
  9: 'SCHEDULING',
  10: 'VIEWER',
  11: 'CAMPAIGNS_EDITOR',
  12: 'SCHEDULING_VIEWER',
  13: 'SCHEDULING_EDITOR',
  14: 'NONE',
  15: 'WEBSITE_MANAGER',
} as const;
export type ContributorRoleNumber = keyof typeof CONTRIBUTOR_ROLES;

/**
 * Audience event types by number (spec 001 §3 "Audience event types"): the census's `event` (RecordHit's, a page view
 * 1). The census reads the one it sends, `PAGE_VIEW_EVENT` (./census.ts); a test holds it to this table.
 */
export const AUDIENCE_EVENT_TYPES = {
  1: 'page view',
  2: 'site search',
  10: 'heartbeat',
  20: 'audio',
  21: 'video',
} as const;
export type AudienceEventType = keyof typeof AUDIENCE_EVENT_TYPES;

/**
 * The pages never recorded (spec 001 §6): not found, lock screen, member-area access denied, by number (100, 103, 106)
 * or by the SDK's earlier names (`not-found`, `lock-screen`, `access-denied`), still accepted.
 */
export const PAGES_NOT_RECORDED: readonly (string | number)[] = [100, 103, 106, 'not-found', 'lock-screen', 'access-denied'];

/**
 * The role a contributor holds, as the recording rule reads it: `viewer` for VIEWER (10, or the name in any case),
 * `none` for no role (absent, NONE 14, or the name), else `other`. It reads the two numbers only, not the table above,
 * so that the table stays out of the code every page loads (a test holds it to the table).
 */
export function roleOf(role: unknown): 'viewer' | 'none' | 'other' {
  if (role == null || role === 14) return 'none';
  if (role === 10) return 'viewer';
  const lower = typeof role == 'string' ? role.toLowerCase() : '';
  return lower == 'viewer' || lower == 'none' ? lower : 'other';
}
