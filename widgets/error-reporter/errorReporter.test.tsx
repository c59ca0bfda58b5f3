import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { startErrorReporter } from '../../src/telemetry/startErrorReporter';
import { testRuntime } from '../../tests/unit/testRuntime';
import type { Unmount } from '../../src/types';
import { mount } from './index';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const unmounts: Unmount[] = [];
beforeEach(() => {
  resetMockPlatform();
  ensureCrumbCookie();
  document.body.innerHTML = '';
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  vi.restoreAllMocks();
});

function place(rt: ReturnType<typeof testRuntime>, attrs = '', id = '') {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="error-reporter" ${id ? `id="${id}"` : ''} ${attrs}></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  unmounts.push(mount(el, rt));
  return el;
}
const hostError = (message: string) =>
  window.dispatchEvent(new ErrorEvent('error', { message, filename: 'http://127.0.0.1:3000/page.js', error: new Error(message) }));

describe('the error-reporter element', () => {
  it("starts the reporter in its scope from the moment it mounts (page: the host page's errors too)", async () => {
    const rt = testRuntime();
    const el = place(rt, 'data-scope="page"', 'er');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('running'));
    expect(rt.reporting?.source).toBe('<div data-sf-widget="error-reporter" id="er">');
    hostError("the host page's bug");
    await vi.waitFor(
      () => expect(platform.errorReports.flatMap((b) => b.entries.map((e) => e.data['message']))).toEqual(["the host page's bug"]),
      { timeout: 3000 },
    );
  });

  it("one reporter per page: a second element warns once and does nothing; the first one's unmount stops it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rt = testRuntime();
    place(rt, '', 'first');
    const second = place(rt, 'data-scope="page"', 'second');
    await vi.waitFor(() => expect(second.getAttribute('data-sf-state')).toBe('ignored'));
    expect(warn.mock.calls.map((c): unknown => c[0])).toEqual([
      '[storefront] <div data-sf-widget="error-reporter" id="second">: the page already has an error reporter (started by <div data-sf-widget="error-reporter" id="first">); this one is ignored.',
    ]);
    // In sdk scope, the host's error is not the SDK's: nothing is sent.
    hostError('not ours');
    await new Promise((r) => setTimeout(r, 1200));
    expect(platform.errorReports).toEqual([]);
    unmounts.shift()!();
    expect(rt.reporting).toBeUndefined();
  });

  it("the script tag's data-error-reporting, asked for on purpose, comes first: the element is ignored", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rt = testRuntime();
    startErrorReporter(rt, 'sdk', "the script tag's data-error-reporting", true);
    const el = place(rt);
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('ignored'));
    expect(String(warn.mock.calls[0]![0])).toContain("started by the script tag's data-error-reporting");
  });

  it('replaces the default reporter (no attribute on the script tag) without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rt = testRuntime();
    startErrorReporter(rt, 'sdk', "the script tag's data-error-reporting", false);
    const el = place(rt, 'data-scope="page"');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('running'));
    expect(rt.reporting?.explicit).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a data-scope other than sdk or page is refused, naming the attribute', () => {
    const rt = testRuntime();
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="error-reporter" data-scope="everything"></div>');
    expect(() => mount(document.body.lastElementChild as HTMLElement, rt)).toThrow('data-scope "everything" must be "sdk" or "page"');
  });
});
