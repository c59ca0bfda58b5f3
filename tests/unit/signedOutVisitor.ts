import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server } from '../../mock-server/node';
import { clearCookies } from './clearCookies';

/**
 * For the account's tests: the mock platform listening for the file, and before each test a fresh platform and a
 * signed-out visitor with no cart (no cart or session cookies, no token in this tab) whose page carries its crumb cookie.
 */
export function useSignedOutVisitor(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetMockPlatform();
    clearCookies('CART', 'hasCart', 'crumb', 'SiteUserInfo', 'SiteUserSession');
    sessionStorage.clear();
    ensureCrumbCookie();
  });
}
