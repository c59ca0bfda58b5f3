import { act } from 'preact/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state } from '../../mock-server/node';
import type { WidgetContext } from '../../src/types';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { mount } from './index';

const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  clearCookies('CART', 'hasCart', 'crumb');
  ensureCrumbCookie();
});

/** Mounts a quick view; what it nests (the product element) is only recorded here, not mounted. */
function place(attrs: string, settings?: object) {
  if (settings)
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="settings">${JSON.stringify(settings)}</script>`);
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="quick-view" ${attrs}><a href="/products/tee">See the tee</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config: { ...widgetTestConfig, settings: settings ? '#settings' : null }, emit: () => {}, report: vi.fn() };
  const rt = page.with(ctx);
  const nested: HTMLElement[] = [];
  rt.nested = {
    mount: (child) => {
      nested.push(child);
      return Promise.resolve();
    },
    unmount: () => {},
  };
  mount(el, rt);
  return { el, nested };
}
const button = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!;
/** The quick views' census calls (the page's own census, its view and its buttons, is docs/analytics.md's). */
const census = () => state.requests.filter((r) => r.path.startsWith('/api/census/RecordQuickView/')).map((r) => `${r.method} ${r.path}`);

describe('quick-view', () => {
  it('a "Quick View" button named with its product; pressed: the product element in the lightbox, named by the product; Escape closes it and focus comes back', async () => {
    const { el, nested } = place('data-product-id="p-tee" data-sf-scope="card"');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('idle'));
    expect(button(el).textContent).toBe('Quick View');
    expect(button(el).getAttribute('aria-label')).toBe('Quick View: Tee');
    expect(button(el).getAttribute('aria-haspopup')).toBe('dialog');
    button(el).focus();
    act(() => button(el).click());
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).not.toBeNull());
    const dialog = document.querySelector('sf-lightbox')!.shadowRoot!.querySelector('[role=dialog]')!;
    expect(dialog.getAttribute('aria-label')).toBe('Tee');
    expect(el.getAttribute('data-sf-state')).toBe('open');
    // The product inside: its id and scope, laid out side by side.
    expect(
      nested.map((n) => [
        n.getAttribute('data-sf-widget'),
        n.getAttribute('data-product-id'),
        n.getAttribute('data-sf-scope'),
        n.getAttribute('data-layout'),
      ]),
    ).toEqual([['product', 'p-tee', 'card', 'horizontal']]);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).toBeNull());
    expect(el.getAttribute('data-sf-state')).toBe('idle');
    expect(el.shadowRoot!.activeElement).toBe(button(el));
  });

  it('opening sends POST /api/census/RecordQuickView/{id} where analytics are recorded, nothing where they are not', async () => {
    const recorded = place('data-product-id="p-tee"').el;
    await vi.waitFor(() => expect(recorded.getAttribute('data-sf-state')).toBe('idle'));
    act(() => button(recorded).click());
    await vi.waitFor(() => expect(census()).toEqual(['POST /api/census/RecordQuickView/p-tee']), { timeout: 3000 });
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).toBeNull());

    page.reset();
    document.body.innerHTML = '';
    state.requests.length = 0;
    const off = place('data-product-id="p-poster"', { analytics: { trackingDisabled: true } }).el;
    await vi.waitFor(() => expect(off.getAttribute('data-sf-state')).toBe('idle'));
    act(() => button(off).click());
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).not.toBeNull());
    await new Promise((r) => setTimeout(r, 100));
    expect(census()).toEqual([]);
    // Closed again (an open dialog keeps focus, and clicks, to itself).
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).toBeNull());
  });

  it('a census call that fails changes nothing the visitor sees', async () => {
    state.faults.push({ method: 'POST', path: '/api/census/*', status: 500 });
    const { el } = place('data-product-id="p-tee"');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('idle'));
    act(() => button(el).click());
    await vi.waitFor(() => expect(census()).toEqual(['POST /api/census/RecordQuickView/p-tee']), { timeout: 3000 });
    expect(el.getAttribute('data-sf-state')).toBe('open');
    expect(document.querySelector('sf-lightbox')).not.toBeNull();
  });
});
