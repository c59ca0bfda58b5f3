import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, type PageWindow, serve, useBrowser } from './browser';

// Storefront.toggles (docs/toggles.md) on a page, and the experiments in its analytics events.

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const experiments = [
  { name: 'new-pill', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false },
  { name: 'button-colour', experimentType: 'AB_TEST', variant: 'green', segmentName: 'returning', containsError: false },
];
const settings = (s: object) => `<script type="application/json" id="sf-settings">${JSON.stringify(s)}</script>`;

async function open(query: string, internal: boolean) {
  // Served with its query string (the route matches the path and what follows it).
  await serve(
    page,
    '/t**',
    ownerPage(
      `${settings({ experiments, internal })}<div data-sf-widget="add-to-cart" data-product-id="p-poster"></div>`,
      'data-settings="#sf-settings"',
    ),
  );
  await page.goto(`${baseUrl()}/t${query}`);
  await page.waitForFunction(() => (window as PageWindow).Storefront?.toggles);
}

describe('Storefront.toggles', () => {
  it('answers from the site settings once the page is interactive; the experiments travel with analytics events', async () => {
    await open('?sfToggle.new-pill=false', false);
    const answers = await page.evaluate(() => {
      const t = (window as PageWindow).Storefront.toggles!;
      return [
        t.isEnabled('new-pill', false),
        t.isEnabled('missing', true),
        t.variant('button-colour', 'grey'),
        t.variant('missing', 'grey'),
      ];
    });
    // Not an internal site: the query string overrides nothing.
    expect(answers).toEqual([true, true, { variant: 'green', segmentName: 'returning' }, { variant: 'grey', segmentName: 'default' }]);
    await expect.poll(async () => (await mockState()).analyticsEvents.length).toBe(1);
    const [visit] = (await mockState()).analyticsEvents;
    expect(visit!.eventContent['experiment_contexts']).toEqual(experiments);
  });

  it('on an internal site, the query string overrides a variant', async () => {
    await open('?sfToggle.new-pill=false&sfToggle.button-colour=red', true);
    expect(
      await page.evaluate(() => [
        (window as PageWindow).Storefront.toggles!.isEnabled('new-pill', true),
        (window as PageWindow).Storefront.toggles!.variant('button-colour', 'grey').variant,
      ]),
    ).toEqual([true, 'red']);
  });
});
