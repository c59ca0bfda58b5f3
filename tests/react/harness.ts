// The React package's tests' shared set-up (vitest.react.config.ts): the mock platform in msw/node, a fresh host element
// and React root for each test, and the waits the tests share. Not part of the package (react/index.ts does not import it).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import { clearCookies } from '../unit/clearCookies';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The current test's host element and React root (live bindings: read them after `beforeEach` ran). */
export let host: HTMLElement;
export let root: Root;

/** Registers the hooks: the platform reset, the cart's cookies cleared, a host and a root per test, both gone after. */
export function setUpReactPage(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetMockPlatform();
    clearCookies('hasCart', 'CART', 'crumb');
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });
}

/** A new root on the same host, after a test unmounted the first. */
export function newRoot(): Root {
  return (root = createRoot(host));
}

/** Waits (real timers) until `check` holds. */
export async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
}

/** The text of the shadow root of the element `selector` finds in the host, spaces folded. */
export const shadowText = (selector: string) => (host.querySelector(selector)?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
