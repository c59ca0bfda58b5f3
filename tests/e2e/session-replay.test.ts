// Session replay (docs/session-replay.md) in Chromium: GET /api/commerce/fullstory/getId and the recording script only
// when every condition of the spec holds (spec 001 §7, §9; spec 000 §7): the toggle session-replay on, the experiment
// session-replay-sampling with a variant, more than 2 cores (navigator.hardwareConcurrency, set by an init script), cookies
// not restricted, and an id that does not start with "mock". One test per condition; then the playground's switch.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
let requested: string[];
beforeEach(async () => {
  page = await browserOf().context.newPage();
  requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  return () => page.close();
});

const SCRIPT = '/assets/session-replay.js';
const TOGGLE = { name: 'session-replay', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false };
const SAMPLING = {
  name: 'session-replay-sampling',
  experimentType: 'AB_TEST',
  variant: 'sampled',
  segmentName: 'sampled',
  containsError: false,
};
const SETTINGS = { experiments: [TOGGLE, SAMPLING], sessionReplay: { scriptUrl: SCRIPT } };

/** The device's cores as the page sees them (`navigator.hardwareConcurrency`), from before its first script. */
const cores = (n: number) =>
  page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => c }), n);

/** A page with the given settings; resolves once the SDK's after-load chunk ran (the census's page view was counted). */
async function open(settings: object, path = '/replay') {
  await serve(
    page,
    path,
    ownerPage(
      `<script type="application/json" id="settings">${JSON.stringify(settings)}</script><p>A page.</p>`,
      'data-settings="#settings"',
    ),
  );
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForFunction(() => 'toggles' in (window as unknown as { Storefront: object }).Storefront, null, { timeout: 10_000 });
  // Time for the replay chunk, its call and the script, had they been due.
  await page.waitForTimeout(800);
}
const getIds = async () => (await mockState()).requests.filter((r) => r.path == '/api/commerce/fullstory/getId').length;
const scriptRequested = () => requested.includes(SCRIPT);

describe('session replay', () => {
  it('every condition holds: getId once, after the page is interactive, then the script with the id; nothing logged', async () => {
    const log = watchConsole(page);
    await cores(8);
    await open(SETTINGS);
    await expect.poll(getIds, { timeout: 10_000 }).toBe(1);
    await expect.poll(scriptRequested, { timeout: 10_000 }).toBe(true);
    await page.waitForFunction(() => (window as unknown as { __sessionReplay?: { id: string } }).__sessionReplay?.id === 'fs-visitor-1');
    expect(await page.locator(`script[src$="${SCRIPT}"]`).getAttribute('data-user-id')).toBe('fs-visitor-1');
    // After the page view: the after-load chunk's census went first.
    const order = (await mockState()).requests.map((r) => r.path);
    expect(order.indexOf('/api/census/RecordHit')).toBeLessThan(order.indexOf('/api/commerce/fullstory/getId'));
    expect(log.errors).toEqual([]);
  }, 30_000);

  it('the toggle off: no getId, no script', async () => {
    await cores(8);
    await open({ ...SETTINGS, experiments: [{ ...TOGGLE, variant: 'false' }, SAMPLING] });
    expect([await getIds(), scriptRequested()]).toEqual([0, false]);
  }, 30_000);

  it('no variant set for session-replay-sampling: no getId, no script', async () => {
    await cores(8);
    await open({ ...SETTINGS, experiments: [TOGGLE, { ...SAMPLING, variant: '' }] });
    expect([await getIds(), scriptRequested()]).toEqual([0, false]);
  }, 30_000);

  it('2 cores (navigator.hardwareConcurrency): no getId, no script; 3 cores: both', async () => {
    await cores(2);
    await open(SETTINGS);
    expect([await getIds(), scriptRequested()]).toEqual([0, false]);
    const three = await browserOf().context.newPage();
    await serve(
      three,
      '/replay',
      ownerPage(`<script type="application/json" id="settings">${JSON.stringify(SETTINGS)}</script>`, 'data-settings="#settings"'),
    );
    await three.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 3 }));
    const seen: string[] = [];
    three.on('request', (r) => seen.push(new URL(r.url()).pathname));
    await three.goto(`${baseUrl()}/replay`);
    await expect.poll(getIds, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => seen.includes(SCRIPT), { timeout: 10_000 }).toBe(true);
    await three.close();
  }, 30_000);

  it('cookies restricted (spec 001 §6): no getId, no script', async () => {
    await cores(8);
    await open({ ...SETTINGS, analytics: { cookiePolicy: { restrictive: true, absolute: true } } });
    expect([await getIds(), scriptRequested()]).toEqual([0, false]);
  }, 30_000);

  it('an id starting with "mock": getId asked, no script; getId failing: only a console warning', async () => {
    const log = watchConsole(page);
    await cores(8);
    await setFaults([{ method: 'GET', path: '/api/commerce/fullstory/getId', status: 200, body: { data: 'mock-visitor' }, times: 1 }]);
    await open(SETTINGS);
    expect([await getIds(), scriptRequested()]).toEqual([1, false]);

    const warnings: string[] = [];
    page.on('console', (m) => m.type() == 'warning' && warnings.push(m.text()));
    await setFaults([{ method: 'GET', path: '/api/commerce/fullstory/getId', status: 500 }]);
    await page.reload();
    // GETs are retried (src/api/transport.ts) before the failure is logged.
    await expect
      .poll(() => warnings.some((w) => w.includes('[storefront] session replay: the id could not be read')), { timeout: 20_000 })
      .toBe(true);
    expect(scriptRequested()).toBe(false);
    expect(log.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  }, 30_000);

  it('the demo: off on the playground; its switch turns it on for the session, against the mock; axe 0 both ways', async () => {
    await cores(8);
    await page.goto(`${baseUrl()}/playground`);
    await page.waitForFunction(() => 'toggles' in (window as unknown as { Storefront: object }).Storefront);
    await page.waitForTimeout(500);
    expect([await getIds(), scriptRequested()]).toEqual([0, false]);
    expect(await page.getByRole('switch', { name: 'Session replay (against the mock)' }).isChecked()).toBe(false);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Session replay (against the mock)' }).check();
    await page.waitForURL(/sfToggle\.session-replay=true/);
    await page.getByText(/^On: recording as fs-visitor-\d+/).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('switch', { name: 'Session replay (against the mock)' }).isChecked()).toBe(true);
    expect(scriptRequested()).toBe(true);
    expect(await axe(page)).toEqual([]);
  }, 40_000);
});
