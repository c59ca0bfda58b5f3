import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { snapshot } from '../../mock-server/state';
import { readWidgets } from '../../scripts/build/widget-declarations.mjs';
import { CHROMIUM_ARGS } from '../../scripts/test/chromium.mjs';
import type { StorefrontAccount } from '../../src/account/facade';
import type { PageCart } from '../../src/runtime/pageCart';
import type { Toggles } from '../../src/telemetry/toggles';

const require = createRequire(import.meta.url);
export { CHROMIUM_ARGS };

/** This worker's slot (1 to the workers of vitest.e2e.config.ts): each has mock platforms of its own (globalSetup.ts). */
const slot = () => Math.max(0, Number(process.env['VITEST_POOL_ID'] ?? 1) - 1);
const pick = (urls: string[]) => {
  const url = urls[slot()];
  if (!url) throw new Error(`no mock platform for worker ${slot() + 1}: globalSetup.ts starts ${urls.length}`);
  return url;
};
export const baseUrl = () => pick(inject('baseUrls'));
export const cdnUrl = () => pick(inject('cdnUrls'));

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** The browser globalSetup found for this run. */
export const chromiumPath = () => inject('chromiumPath');

/** A fresh Chromium profile (no cookies, no storage) with the project's flags. */
export async function launch(
  extraArgs: string[] = [],
  options: { backForwardCache?: boolean; executablePath?: string } = {},
): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'sf-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: options.executablePath ?? chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
    // Playwright turns the back/forward cache off by default; the bfcache test needs it on.
    ignoreDefaultArgs: options.backForwardCache ? ['--disable-back-forward-cache'] : undefined,
    viewport: { width: 1200, height: 800 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Each test's run, for the mock platform (see useBrowser). */
let runs = 0;

/**
 * One browser for the test file, and before each test: the mock platform reset and the cookies cleared.
 * The test's pages carry its run in an HTTP-only `MockRun` cookie (no script of the page sees it): a call an earlier
 * test's page sent as it closed (a census call, `keepalive`) that lands after the reset is left out of the new test's
 * logs (docs/mock-platform.md, `POST /__mock/reset`).
 * Returns a getter (the browser exists only once beforeAll has run).
 */
export function useBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const run = `${process.pid}-${++runs}`;
    await resetMock(run);
    await browser.context.clearCookies();
    await browser.context.addCookies([{ name: 'MockRun', value: run, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  });
  return () => browser;
}

/**
 * Every page of `context` as a visitor who closed the popup today sees it (docs/widgets/popup.md: its storage keys, for
 * version 1): the demo home page's newsletter popup, which opens 8 s after the page loads, stays away. For the tests
 * of that page that are about something else (tests/e2e/popup.test.ts is about the popup).
 */
export async function closedPopupToday(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('sf-popup:version', '1');
      localStorage.setItem('sf-popup:date-closed', String(Date.now()));
    } catch {
      // A frame whose origin has no storage (about:blank, a sandbox): it shows no popup either.
    }
  });
}

/** Resets the mock platform: seed catalog, no carts, no faults, empty request log; `run`: the test's (see useBrowser). */
export async function resetMock(run?: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/__mock/reset${run ? `?run=${run}` : ''}`, { method: 'POST' });
  if (!response.ok) throw new Error(`reset failed: ${response.status}`);
}

/** What `GET /__mock/state` answers: the mock platform's state as `snapshot` (mock-server/state.ts) shows it. */
export type MockState = ReturnType<typeof snapshot>;

export async function mockState(): Promise<MockState> {
  return (await fetch(`${baseUrl()}/__mock/state`)).json() as Promise<MockState>;
}

/**
 * The store's requests since the last reset: not the telemetry's (the analytics tracker's events, the census and the
 * error reports, which a page may send besides; docs/analytics.md, docs/error-reporter.md).
 */
export async function storeRequests(): Promise<{ method: string; path: string }[]> {
  const telemetry = ['/api/v1/clanker/events', '/api/events/RecordJavascriptErrors'];
  return (await mockState()).requests.filter((r) => !telemetry.includes(r.path) && !r.path.startsWith('/api/census/'));
}

export async function setFaults(rules: unknown[]): Promise<void> {
  const response = await fetch(`${baseUrl()}/__mock/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  });
  if (!response.ok) throw new Error(`faults failed: ${response.status}`);
}

/** Count of `GET /api/commerce/shopping-cart` the mock platform has seen since the last reset. */
export async function cartGets(): Promise<number> {
  const { requests } = await mockState();
  return requests.filter((r) => r.method === 'GET' && r.path === '/api/commerce/shopping-cart').length;
}

/**
 * `window.Storefront` as a page's own script sees it (docs/embed-contract.md): the loader's members, and those the
 * runtime adds once the page is interactive (`toggles`, `account`, `analytics`).
 */
export interface StorefrontGlobal {
  version: string;
  /** Resolves with `Storefront` itself once the widgets the document had are mounted. */
  ready: Promise<StorefrontGlobal>;
  scan(root?: ParentNode): Promise<void>;
  mount(el: Element): Promise<void>;
  unmount(el: Element): void;
  /** Returns the function that unsubscribes. */
  on(event: string, fn: (detail: unknown) => void): () => unknown;
  /** `add` takes whatever a page's script passes: the SDK checks it (a TypeError for bad input). */
  cart: { get: PageCart['get']; refresh: PageCart['refresh']; add(input: unknown): ReturnType<PageCart['add']> };
  toggles?: Toggles;
  account?: StorefrontAccount;
  analytics?: { record(event: string, fields?: object): Promise<void> };
}

/**
 * The page's `window` inside a `page.evaluate` or `waitForFunction` callback: `Storefront` (there once the loader has
 * run), and `T`, what a test's own script keeps on it. A type only, so it costs the serialized callback nothing.
 */
export type PageWindow<T = unknown> = Window & typeof globalThis & { Storefront: StorefrontGlobal } & T;

/** Records console errors and uncaught page errors. */
export function watchConsole(page: Page): { errors: string[] } {
  const log = { errors: [] as string[] };
  page.on('console', (m) => m.type() === 'error' && log.errors.push(m.text()));
  page.on('pageerror', (e) => log.errors.push(`pageerror: ${e.message}`));
  return log;
}

/** A page written as a site owner would: the given body, then the script tag with the given attributes. */
export function ownerPage(body: string, scriptAttrs = '', scriptSrc = '/sdk/storefront.js'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test store</title></head>
<body><main><h1>Test store</h1>${body}</main>
<script async src="${scriptSrc}" data-website-id="test" ${scriptAttrs}></script></body></html>`;
}

/** The widgets that mount only when the visitor scrolls near them, far down a page (declared `mountWhen: 'near'`). */
export const NEAR_WIDGETS = Object.values(readWidgets('widgets'))
  .filter((w) => w.near)
  .map((w) => w.name);

/**
 * Waits until every widget the loader has mounted has settled (a state, not `loading`). One with no state yet counts
 * as waiting for the visitor only where the loader may leave it (docs/architecture.md, "How a page loads"): a widget of
 * NEAR_WIDGETS below the window or above it, not yet come near (one within half a screen below mounts once the page
 * has been scrolled, or as it comes into view if it was there before any scroll).
 */
export async function widgetsSettled(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (near) =>
      [...document.querySelectorAll('[data-sf-widget]')].every((el) => {
        const state = el.getAttribute('data-sf-state');
        if (state) return state !== 'loading';
        const r = el.getBoundingClientRect();
        return near.includes(el.getAttribute('data-sf-widget')!) && (r.top >= innerHeight || r.bottom < 0);
      }),
    NEAR_WIDGETS,
    { timeout },
  );
}

/**
 * Scrolls the page to its end a screen at a time (each widget comes near and mounts, as for a visitor reading down),
 * then waits until every widget has settled (unless `settle` is false: a page of elements that fail); `top` scrolls
 * back up after.
 */
export async function scrollThrough(page: Page, { top = false, settle = true } = {}): Promise<void> {
  for (let y = 0; ; y += 600) {
    const end = await page.evaluate((to) => (scrollTo(0, to), scrollY + innerHeight >= document.documentElement.scrollHeight - 1), y);
    await page.waitForTimeout(60);
    if (end) break;
  }
  if (settle)
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-sf-widget]')].every((el) => !['loading', null].includes(el.getAttribute('data-sf-state'))),
      null,
      { timeout: 10_000 },
    );
  if (top) await page.evaluate(() => scrollTo(0, 0));
}

/** Serves `html` at `path` on the store's origin (through the page, so cookies and origin are real). */
export async function serve(page: Page, path: string, html: string, headers: Record<string, string> = {}): Promise<void> {
  // The platform sets the CSRF crumb cookie when it renders a page; a routed page does not reach it, so set it here.
  const cookies = await page.context().cookies(baseUrl());
  if (!cookies.some((c) => c.name === 'crumb')) {
    await page.context().addCookies([{ name: 'crumb', value: `e2e-${Date.now()}`, url: baseUrl() }]);
  }
  await page.route(`${baseUrl()}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', headers, body: html }));
}

/**
 * Waits for every finite animation and transition on the page, shadow roots included, to end: a colour measured while
 * a widget fades in (the cart pill's 0.2 s) is not the colour a person reads.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const finite = roots.flatMap((r) => r.getAnimations()).filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => {})));
  });
}

/** Runs axe-core on the page (it reaches into open shadow roots) once animations have settled, and returns the violations. */
export async function axe(page: Page, include?: string): Promise<{ id: string; help: string; nodes: unknown[] }[]> {
  await settleAnimations(page);
  // Once per document: a page that shows several states (or several stories) keeps the one it has.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((require('axe-core') as typeof import('axe-core')).source);
  return page.evaluate(async (selector) => {
    const axeGlobal = (
      window as unknown as {
        axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    const result = await axeGlobal.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => (n as { target: unknown }).target) }));
  }, include ?? null);
}
