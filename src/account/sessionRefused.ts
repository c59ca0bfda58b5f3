import { tellTabs, tellThisTab } from './channel';
import { cookieCache } from '../dom/readCookie';
import { keepToken } from './token';

/** The cookie the platform sets for a signed-in visitor (spec 001 §9 "Other cookies"), read by the cart's loading rule. */
const SITE_USER_COOKIE = 'SiteUserInfo';

/**
 * The platform refused the visitor's session (a write answered 401 with `siteUserAuthFail`): this tab signs out
 * locally (docs/account.md, "A session that ends"), its token forgotten, and shows "sign in again".
 * - The request carried the tab's token (`carried`): the session itself is over (ended, expired, signed out
 *   elsewhere), and every tab shares it: the SiteUserInfo cookie is dropped where the page can reach it (on the page's
 *   own origin; the platform has cleared it where it ended the session) and every tab is told.
 * - It carried none (a tab that never got the token: no other tab was open to give it): only this tab signs out; the
 *   session, and the other tabs, are untouched.
 * Called by the error mapping (src/api/toStorefrontError.ts), which loads with the first failed request: no page pays
 * for it up front.
 */
export function sessionRefused(carried: boolean): void {
  keepToken(null);
  if (!carried) return tellThisTab({ type: 'signed-out', ended: true });
  try {
    document.cookie = `${SITE_USER_COOKIE}=; Max-Age=0; Path=/`;
    // The SDK's reading of the cookies in this run of script is out of date now (src/dom/readCookie.ts).
    cookieCache.all = undefined;
  } catch {
    // A sandboxed frame: nothing to drop.
  }
  tellTabs({ type: 'signed-out', ended: true });
}
