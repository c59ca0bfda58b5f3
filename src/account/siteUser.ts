import { readCookie } from '../dom/readCookie';
import { tryStorage } from '../storage/safeStorage';

/** Where this tab keeps the member's language once the platform took it (`setLocale`: docs/account.md). */
export const MEMBER_LOCALE_KEY = 'sf-site-user-locale';

/**
 * The signed-in member's id from the platform's SiteUserInfo cookie (spec 001 §3 "Site user cookie info": the
 * authenticated flag and siteUserId), or null: signed out, or a cookie that cannot be read.
 */
export function siteUserId(): string | null {
  try {
    const info = JSON.parse(readCookie('SiteUserInfo') ?? 'null') as { authenticated?: unknown; siteUserId?: unknown } | null;
    return info?.authenticated === true && typeof info.siteUserId == 'string' && info.siteUserId ? info.siteUserId : null;
  } catch {
    return null;
  }
}

/** The member's language as last sent to the platform from this tab, or null. */
export function memberLocale(): string | null {
  return siteUserId() ? (tryStorage(() => sessionStorage.getItem(MEMBER_LOCALE_KEY)) ?? null) : null;
}
