// The React package's hooks and page-level components under real React 19 (vitest.react.config.ts) against the mock
// platform.
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie, platformState } from '../mock-server/handlers';
import {
  ErrorReporter,
  ProductStatus,
  StorefrontProvider,
  useAnalytics,
  useProduct,
  useStorefront,
  useStorefrontEvent,
  VariantPicker,
} from './index';
import { clearCookies } from '../tests/unit/clearCookies';
import { host, newRoot, root, setUpReactPage, until } from '../tests/react/harness';

setUpReactPage();

describe('@storefront/widgets/react: hooks and the page', () => {
  it('useAnalytics: a review event goes to the newer tracker, a gated-content event to the older one (with a census cookie), nothing to both; another name is refused', async () => {
    ensureCrumbCookie();
    document.cookie = 'ss_cvr=v-react; path=/';
    // Gated-content events go only with the video-paywall toggle on (docs/analytics.md, "When gated-content events go").
    const toggle = { name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false };
    document.getElementById('react-settings')?.remove();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="react-settings">${JSON.stringify({ experiments: [toggle] })}</script>`,
    );
    let analytics!: ReturnType<typeof useAnalytics>;
    let started = false;
    const seen: unknown[] = [];
    function Page() {
      analytics = useAnalytics();
      started = !!useStorefront();
      useStorefrontEvent('video-detail-view', (detail) => seen.push(detail));
      return null;
    }
    await act(async () =>
      root.render(
        <StorefrontProvider settings="#react-settings">
          <Page />
        </StorefrontProvider>,
      ),
    );
    await until(() => started, 'the provider');
    await act(async () => analytics.record('video-detail-view', { item_id: 'vid-9', access_status: 'denied' }));
    expect(platformState.trackerEvents.map((e) => [e.event, e.data['item_id'], e.data['access_status']])).toEqual([
      ['video_detail_view', 'vid-9', 'denied'],
    ]);
    expect(seen).toEqual([{ item_id: 'vid-9', access_status: 'denied' }]);
    await act(async () => analytics.record('reviews-tab', { productId: 'p-tee', productName: 'Tee' }));
    await until(() => platformState.analyticsEvents.length == 1, 'the review event');
    expect(platformState.analyticsEvents[0]!.eventSchemaName).toBe('commerce_reviews_tab');
    expect(platformState.trackerEvents).toHaveLength(1);
    await expect(analytics.record('add-to-cart' as never)).rejects.toThrow(TypeError);
    clearCookies('ss_cvr');
    document.getElementById('react-settings')?.remove();
  });

  it("useProduct: the product and the shared selection; a theme's own control chooses, and the variant picker follows", async () => {
    let choose!: (name: string, value: string) => void;
    function Chooser() {
      const p = useProduct('p-tee');
      choose = (name, value) => p.choose(name, value);
      return (
        <p id="chosen">
          {p.status}:{p.product?.name ?? ''}:{String(p.chosen['Size'] ?? '')}
        </p>
      );
    }
    await act(async () =>
      root.render(
        <StorefrontProvider>
          <Chooser />
          <VariantPicker productId="p-tee" />
        </StorefrontProvider>,
      ),
    );
    await until(() => host.querySelector('#chosen')?.textContent === 'ready:Tee:', 'the product');
    await act(async () => choose('Size', 'M'));
    expect(host.querySelector('#chosen')!.textContent).toBe('ready:Tee:M');
    await until(
      () => host.querySelector('[data-sf-react="variant-picker"]')!.shadowRoot!.querySelector<HTMLSelectElement>('select')?.value === 'M',
      'the picker to follow',
    );
  });

  it("<ErrorReporter> runs the page's reporter while mounted; a provider that asked for one on purpose keeps it, with one warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let show!: (on: boolean) => void;
    function Page() {
      const [on, set] = useState(true);
      show = set;
      return <StorefrontProvider>{on && <ErrorReporter scope="page" />}</StorefrontProvider>;
    }
    await act(async () => root.render(<Page />));
    const state = () => host.querySelector('[data-sf-react="error-reporter"]')?.getAttribute('data-sf-state');
    await until(() => state() === 'running', 'the reporter running');
    // The provider's default reporter (not asked for on purpose) gave way without a word.
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(warn).not.toHaveBeenCalled();
    await act(async () => show(false));
    await act(async () => root.unmount());
    newRoot();

    // errorReporting given on the provider is asked for on purpose: once it runs, a later element is ignored, and told so.
    await act(async () =>
      root.render(
        <StorefrontProvider errorReporting="sdk">
          <p>page</p>
        </StorefrontProvider>,
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    await act(async () =>
      root.render(
        <StorefrontProvider errorReporting="sdk">
          <ErrorReporter />
        </StorefrontProvider>,
      ),
    );
    await until(() => state() === 'ignored', 'the element ignored');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[storefront] <div data-sf-react="error-reporter">: the page already has an error reporter (started by <StorefrontProvider>\'s errorReporting); this one is ignored.',
    );
    warn.mockRestore();
  });

  it('starts on a loaded page whose script with "storefront" in its URL is not the loader (no waiting for a load that has passed)', async () => {
    const other = Object.assign(document.createElement('script'), { type: 'text/plain', src: '/theme/storefront-theme.js' });
    document.head.append(other);
    try {
      expect(document.readyState).toBe('complete');
      await act(async () =>
        root.render(
          <StorefrontProvider>
            <ProductStatus productId="p-poster" />
          </StorefrontProvider>,
        ),
      );
      await until(
        () => host.querySelector('[data-sf-react="product-status"]')?.getAttribute('data-sf-state') === 'ready',
        'the status ready',
      );
    } finally {
      other.remove();
    }
  });
});
