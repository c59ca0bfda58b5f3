import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { clearCookies } from '../../tests/unit/clearCookies';
import { countReads } from '../../tests/unit/countCookieReads';
import { testRuntime } from '../../tests/unit/testRuntime';
import { parseProduct } from '../product/parseProduct';
import { visitIfMain } from '../telemetry/pageVisit';
import { CENSUS_COOKIES } from '../telemetry/census';
import { afterLoad } from './afterLoad';

// What the runtime starts once the page is interactive, against the mock platform.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  ensureCrumbCookie();
  // The visit's beacon goes nowhere (the census's requests go to the mock platform).
  Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
});
afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  clearCookies(CENSUS_COOKIES.visitor, CENSUS_COOKIES.visit, 'SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION');
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('afterLoad', () => {
  it("sends the main product's visit that waited for it first, and reads no cookie after the first write of its run (a first visit)", async () => {
    document.body.innerHTML = '<div data-sf-widget="add-to-cart" data-product-id="p-tee"></div>';
    const emit = vi.fn();
    // The page never goes idle here: this test starts the after-load work itself.
    vi.stubGlobal('requestIdleCallback', () => 0);
    const rt = testRuntime({ emit });
    const parsed = parseProduct(
      {
        id: 'p-tee',
        name: 'Tee',
        structuredContent: {
          productType: 1,
          variants: [{ sku: 'S', attributes: {}, priceMoney: { value: '5.00', currency: 'USD' }, unlimited: true }],
        },
      },
      'USD',
    );
    if (!parsed.ok) throw new Error(parsed.error);
    // Asked for before the page is interactive (a buy button's press: widgets/add-to-cart/addFlow.ts): the visit waits.
    visitIfMain(rt, parsed.product);
    await new Promise((r) => setTimeout(r));
    expect(emit).not.toHaveBeenCalledWith('visit-product-page', expect.anything());
    const cookies = countReads();
    const stop = afterLoad(rt);
    try {
      expect(emit).toHaveBeenCalledWith('visit-product-page', { productId: 'p-tee', name: 'Tee' });
      // The visit writes the analytics id, the census its two cookies; the account and the census read what they need
      // from the SDK's own reading (in Chromium a read after a write waits for the cookie store).
      expect(cookies.log.join('')).toMatch(/^r+w{4,}$/);
      await vi.waitFor(() => expect(platform.census.filter((c) => c.call == 'RecordHit')).toHaveLength(1));
    } finally {
      stop();
    }
  });
});
