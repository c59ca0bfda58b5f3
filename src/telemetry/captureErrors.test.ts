import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import type { SiteConfig } from '../types';
import { testRuntime } from '../../tests/unit/testRuntime';
import { captureErrors } from './captureErrors';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Where the test page's SDK was loaded from: its errors name these files. */
const SCRIPT = 'http://127.0.0.1:3000/sdk/storefront.js';
const CHUNK = 'http://127.0.0.1:3000/sdk/chunks/runtime-abc123.js';

let stop = () => {};
beforeEach(() => {
  resetMockPlatform();
  ensureCrumbCookie();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** A reporter in `mode` (the runtime's own, which it would start once the page is idle, is off: one at a time). */
function start(mode: SiteConfig['errorReporting']) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  stop = captureErrors(testRuntime({ config: { errorReporting: 'off', scriptUrl: SCRIPT } }), mode).stop;
}

/** An uncaught error as the browser reports it on the window. */
const uncaught = (message: string, filename: string, stack = `Error: ${message}\n    at f (${filename}:1:10)`) =>
  window.dispatchEvent(new ErrorEvent('error', { message, filename, error: Object.assign(new Error(message), { stack }) }));
const widgetError = (reason: unknown) => {
  const element = Object.assign(document.createElement('div'), { id: 'main-cart' });
  element.setAttribute('data-sf-widget', 'cart');
  document.dispatchEvent(new CustomEvent('storefront:widget-error', { detail: { element, reason } }));
};
/** The batches the platform recorded, once the debounce has run and the request has been answered. */
async function batches() {
  // The sender's code arrives with the first error (./errorSender.ts): its debounce starts then.
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(1000);
  await vi.waitFor(() =>
    expect(platform.requests.filter((r) => r.path == '/api/events/RecordJavascriptErrors').length).toBe(platform.errorReports.length),
  );
  return platform.errorReports.map((b) => b.entries.map((e) => [e.event, e.data['message']]));
}

describe('the error reporter on a page', () => {
  it("sdk (the default): widget failures and errors from the SDK's own files, not the page's", async () => {
    start('sdk');
    widgetError(new Error('product "p-x" could not be loaded'));
    uncaught('SDK bug', CHUNK);
    uncaught("the page's own bug", 'http://127.0.0.1:3000/products/tee');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('page promise') }));
    expect(await batches()).toEqual([
      [
        ['widget-error', 'product "p-x" could not be loaded'],
        ['error', 'SDK bug'],
      ],
    ]);
    expect(platform.errorReports[0]!.entries[0]!.data).toMatchObject({
      widget: 'cart',
      element: '<div data-sf-widget="cart" id="main-cart">',
      pageUrl: 'http://127.0.0.1:3000/',
      sdkVersion: 'dev',
      count: 1,
    });
  });

  it('page: every uncaught error and unhandled rejection of the page as well', async () => {
    start('page');
    uncaught("the page's own bug", 'http://127.0.0.1:3000/products/tee');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'a plain string' }));
    expect(await batches()).toEqual([
      [
        ['error', "the page's own bug"],
        ['unhandledrejection', 'a plain string'],
      ],
    ]);
  });

  it('off: nothing is sent', async () => {
    start('off');
    widgetError(new Error('x'));
    uncaught('SDK bug', CHUNK);
    expect(await batches()).toEqual([]);
  });

  it('the page being hidden sends at once', async () => {
    start('sdk');
    uncaught('SDK bug', CHUNK);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: string }).visibilityState;
    await vi.waitFor(() => expect(platform.errorReports).toHaveLength(1));
  });

  it('the endpoint failing or answering 429 breaks nothing: no throw, no unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (e: PromiseRejectionEvent) => rejections.push(e.reason);
    window.addEventListener('unhandledrejection', onRejection);
    platform.faults.push({ method: 'POST', path: '/api/events/RecordJavascriptErrors', status: 500, times: 1 });
    platform.faults.push({
      method: 'POST',
      path: '/api/events/RecordJavascriptErrors',
      status: 429,
      headers: { 'Retry-After': '2' },
      times: 1,
    });
    start('sdk');
    expect(() => uncaught('first', CHUNK)).not.toThrow();
    await vi.advanceTimersByTimeAsync(1000);
    uncaught('second', CHUNK);
    await vi.advanceTimersByTimeAsync(1000);
    // The 429's batch waits out its Retry-After, then goes.
    await vi.advanceTimersByTimeAsync(2500);
    await vi.waitFor(() => expect(platform.errorReports.map((b) => b.entries.map((e) => e.data['message']))).toEqual([['second']]));
    window.removeEventListener('unhandledrejection', onRejection);
    expect(rejections).toEqual([]);
  });
});
