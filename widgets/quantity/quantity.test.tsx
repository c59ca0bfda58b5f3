import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import { loadSiteSettings } from '../../src/settings/siteSettings';
import type { WidgetContext } from '../../src/types';
import { mount } from './index';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { testPage } from '../../tests/unit/testRuntime';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
});
afterEach(() => {
  loadSiteSettings(null);
});

const config = widgetTestConfig;

function place(attrs: string, report = vi.fn(), settings: string | null = null) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="quantity" ${attrs}><span>Qty 1</span></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config: { ...config, settings }, emit: () => {}, report };
  mount(el, page.with(ctx));
  return el;
}
const settled = (el: HTMLElement) => vi.waitFor(() => expect(['shown', 'hidden']).toContain(el.getAttribute('data-sf-state')));
const input = (el: HTMLElement) => el.shadowRoot!.querySelector('input')!;
function type(i: HTMLInputElement, text: string) {
  i.value = text;
  i.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('quantity', () => {
  it('shows the fallback while loading, then a labelled number input: step 1, min 1, max 9999, value 1', async () => {
    const el = place('data-product-id="p-tee"');
    expect(el.getAttribute('data-sf-state')).toBe('loading');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    await settled(el);
    expect(el.getAttribute('data-sf-state')).toBe('shown');
    const i = input(el);
    expect([i.type, i.min, i.max, i.step, i.value]).toEqual(['number', '1', '9999', '1', '1']);
    const label = el.shadowRoot!.querySelector('label')!;
    expect(label.textContent).toBe('Quantity');
    expect(label.htmlFor).toBe(i.id);
    expect(el.shadowRoot!.querySelector('[part=field]')!.getAttribute('data-state')).toBe('shown');
  });

  // Spec 001 §5 "Quantity input": physical, or service when multiple quantity is allowed; not subscribable; stock > 1.
  it.each([
    ['p-tee', 'physical, stock 15', 'shown'],
    ['p-poster', 'physical, unlimited', 'shown'],
    ['p-engraved-pen', 'physical, stock 10', 'shown'],
    ['p-mug', 'physical, sold out (stock 0)', 'hidden'],
    ['p-ebook', 'digital', 'hidden'],
    ['p-gift', 'gift card', 'hidden'],
    ['p-coffee-club', 'subscription', 'hidden'],
    ['p-consult', 'service (multiple quantity allowed by default)', 'shown'],
  ])('%s (%s): %s', async (id, _, expected) => {
    const el = place(`data-product-id="${id}"`);
    await settled(el);
    expect(el.getAttribute('data-sf-state')).toBe(expected);
    expect(el.shadowRoot!.querySelectorAll('input')).toHaveLength(expected === 'shown' ? 1 : 0);
    if (expected === 'hidden') expect(el.shadowRoot!.childNodes).toHaveLength(0); // not even the fallback
  });

  it('hides for services when storeSettings.multipleQuantityAllowedForServices is false', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="settings">{"storeSettings":{"multipleQuantityAllowedForServices":false}}</script>';
    // The script tag's data-settings names the settings element; the runtime reads it once.
    const service = place('data-product-id="p-consult"', vi.fn(), '#settings');
    const physical = place('data-product-id="p-tee"', vi.fn(), '#settings');
    await settled(service);
    await settled(physical);
    expect(service.getAttribute('data-sf-state')).toBe('hidden');
    expect(physical.getAttribute('data-sf-state')).toBe('shown');
  });

  it('a physical product with a total stock of 1 takes no quantity', () => {
    document.body.innerHTML = `<script type="application/json" id="last">${JSON.stringify({
      id: 'p-last',
      structuredContent: { productType: 1, variants: [{ sku: 'LAST', priceMoney: { value: '5.00', currency: 'USD' }, qtyInStock: 1 }] },
    })}</script>`;
    const el = place('data-product-json="#last"');
    expect(el.getAttribute('data-sf-state')).toBe('hidden');
  });

  it('the typed text flows into the shared context as typed; a second input mirrors it, another scope does not', async () => {
    const a = place('data-product-id="p-tee"');
    const b = place('data-product-id="p-tee"');
    const other = place('data-product-id="p-tee" data-sf-scope="quick-view"');
    await settled(a);
    await settled(b);
    await settled(other);
    const context = page.runtime.product({ kind: 'id', id: 'p-tee' }, '');
    type(input(a), '3');
    expect(context.store.getState().quantity).toBe('3');
    await vi.waitFor(() => expect(input(b).value).toBe('3'));
    expect(input(other).value).toBe('1');
    // No rounding or clamping here: add-to-cart checks the text and shows its messages.
    type(input(a), '1.5');
    expect(context.store.getState().quantity).toBe('1.5');
    type(input(a), '');
    expect(context.store.getState().quantity).toBe('');
    expect(input(a).value).toBe('');
    context.setQuantity('7');
    await vi.waitFor(() => expect(input(a).value).toBe('7'));
  });

  it('a product that cannot be loaded (404): one report naming it, the fallback shows', async () => {
    const report = vi.fn();
    const el = place('data-product-id="p-nope"', report);
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String((report.mock.calls[0]![1] as { message: string }).message)).toMatch(/^quantity: product "p-nope" could not be loaded/);
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('slot')).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('needs data-product-id or data-product-json', () => {
    const el = document.createElement('div');
    expect(() => mount(el, page.with({ config, emit: () => {}, report: () => {} }))).toThrow(
      /data-product-id or data-product-json is required/,
    );
  });
});
