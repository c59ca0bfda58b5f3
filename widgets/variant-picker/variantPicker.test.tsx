import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import type { WidgetContext } from '../../src/types';
import { parsePickerStyle } from './attributes';
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

const config = widgetTestConfig;

function place(attrs: string, report = vi.fn()) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="variant-picker" ${attrs}><a href="/shop">Choose</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config, emit: () => {}, report };
  mount(el, page.with(ctx));
  return el;
}
const state = (el: HTMLElement, s: string) => vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe(s));
const all = <T extends Element>(el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const texts = (els: Element[]) => els.map((e) => e.textContent);
const tee = () => page.runtime.product({ kind: 'id', id: 'p-tee' }, '');
function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('variant-picker (dropdown, the default)', () => {
  it('shows the fallback while loading, then one labelled select per option in option order, each with its placeholder', async () => {
    const el = place('data-product-id="p-tee"');
    expect(el.getAttribute('data-sf-state')).toBe('loading');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    await state(el, 'ready');
    const selects = all<HTMLSelectElement>(el, 'select');
    expect(selects).toHaveLength(2);
    expect(el.shadowRoot!.querySelector('[part=picker]')!.getAttribute('data-state')).toBe('ready');
    // Each select is named by its <label for>.
    const labels = all<HTMLLabelElement>(el, 'label');
    expect(texts(labels)).toEqual(['Size', 'Colour']);
    expect(labels.map((l) => l.htmlFor)).toEqual(selects.map((s) => s.id));
    expect(new Set(selects.map((s) => s.id)).size).toBe(2);
    expect(texts([...selects[0]!.options])).toEqual(['Select Size', 'S', 'M', 'L']);
    expect(texts([...selects[1]!.options])).toEqual(['Select Colour', 'Black', 'White']);
    expect(selects[0]!.options[0]!.value).toBe('');
    expect(selects.map((s) => s.value)).toEqual(['', '']);
  });

  it('marks sold-out choices in their text (read by screen readers), still selectable', async () => {
    const el = place('data-product-id="p-tee"');
    await state(el, 'ready');
    const [size, colour] = all<HTMLSelectElement>(el, 'select');
    // Nothing chosen: L has one variant in stock (L/Black), so nothing is marked.
    expect(all(el, 'option[data-status="sold-out"]')).toHaveLength(0);
    pick(colour!, 'White'); // L/White is sold out in the seed
    await vi.waitFor(() => expect(size!.options[3]!.textContent).toBe('L — sold out'));
    expect(size!.options[3]!.getAttribute('data-status')).toBe('sold-out');
    expect(size!.options[3]!.disabled).toBe(false);
    expect(texts([...size!.options])).toEqual(['Select Size', 'S', 'M', 'L — sold out']);
    pick(size!, 'L');
    await vi.waitFor(() => expect(tee().store.getState().chosen).toEqual({ Colour: 'White', Size: 'L' }));
    expect(size!.value).toBe('L');
    // And the other way round: with L chosen, White is the sold-out colour.
    expect(texts([...colour!.options])).toEqual(['Select Colour', 'Black', 'White — sold out']);
  });

  it('marks choices that resolve to no variant as unavailable', async () => {
    document.body.innerHTML = `<script type="application/json" id="cap">${JSON.stringify({
      id: 'p-cap',
      variantOptionOrdering: ['Colour', 'Size'],
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'CAP-RS', attributes: { Size: 'S', Colour: 'Red' }, priceMoney: { value: '10.00', currency: 'USD' }, qtyInStock: 3 },
          { sku: 'CAP-BL', attributes: { Size: 'L', Colour: 'Blue' }, priceMoney: { value: '10.00', currency: 'USD' }, qtyInStock: 3 },
        ],
      },
    })}</script>`;
    const el = place('data-product-json="#cap"');
    await state(el, 'ready');
    const [colour, size] = all<HTMLSelectElement>(el, 'select');
    expect(texts(all(el, 'label'))).toEqual(['Colour', 'Size']); // variantOptionOrdering, not attribute order
    pick(colour!, 'Red');
    await vi.waitFor(() => expect(texts([...size!.options])).toEqual(['Select Size', 'S', 'L — unavailable']));
    expect(size!.options[2]!.getAttribute('data-status')).toBe('unavailable');
  });

  it('choosing updates the shared context; a second picker mirrors it, another scope does not; the placeholder clears', async () => {
    const a = place('data-product-id="p-tee"');
    const b = place('data-product-id="p-tee" data-style="radio"');
    const other = place('data-product-id="p-tee" data-sf-scope="quick-view"');
    await state(a, 'ready');
    await state(b, 'ready');
    await state(other, 'ready');
    const size = all<HTMLSelectElement>(a, 'select')[0]!;
    pick(size, 'M');
    await vi.waitFor(() => expect(all<HTMLInputElement>(b, 'input[value="M"]')[0]!.checked).toBe(true));
    expect(tee().store.getState().chosen).toEqual({ Size: 'M' });
    expect(all<HTMLSelectElement>(other, 'select')[0]!.value).toBe('');
    expect(page.runtime.product({ kind: 'id', id: 'p-tee' }, 'quick-view').store.getState().chosen).toEqual({});
    // From the context (e.g. add-to-cart or a theme script) back into the picker.
    tee().choose('Size', 'S');
    await vi.waitFor(() => expect(size.value).toBe('S'));
    pick(size, '');
    await vi.waitFor(() => expect(tee().store.getState().chosen).toEqual({ Size: null }));
    expect(all<HTMLInputElement>(b, 'input:checked')).toHaveLength(0);
  });

  it('reads inline product JSON', () => {
    document.body.innerHTML = `<script type="application/json" id="hat">${JSON.stringify({
      id: 'p-hat',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'HAT-S', attributes: { Size: 'S' }, priceMoney: { value: '10.00', currency: 'USD' }, qtyInStock: 0 },
          { sku: 'HAT-M', attributes: { Size: 'M' }, priceMoney: { value: '10.00', currency: 'USD' }, qtyInStock: 2 },
        ],
      },
    })}</script>`;
    const el = place('data-product-json="#hat"');
    expect(el.getAttribute('data-sf-state')).toBe('ready');
    expect(texts([...all<HTMLSelectElement>(el, 'select')[0]!.options])).toEqual(['Select Size', 'S — sold out', 'M']);
  });
});

describe('the dropdown\'s empty choice (docs/strings.md, "Which text wins")', () => {
  /** A page whose site settings hold these localized strings; the picker of `productId` on it, once ready. */
  async function emptyChoices(productId: string, localizedStrings?: Record<string, string>) {
    if (localizedStrings)
      document.body.insertAdjacentHTML(
        'beforeend',
        `<script type="application/json" id="settings">${JSON.stringify({ localizedStrings })}</script>`,
      );
    document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="variant-picker" data-product-id="${productId}"></div>`);
    const el = document.body.lastElementChild as HTMLElement;
    mount(el, page.with({ config: { ...config, settings: localizedStrings ? '#settings' : null }, emit: () => {}, report: vi.fn() }));
    await state(el, 'ready');
    return all<HTMLSelectElement>(el, 'select').map((s) => s.options[0]!.textContent);
  }

  it('a gift card (its option is its value): "Select Value", with no localized strings or with others', async () => {
    expect(await emptyChoices('p-gift')).toEqual(['Select Value']);
    page.reset();
    document.body.innerHTML = '';
    expect(await emptyChoices('p-gift', { cartPillItem: 'Artikel' })).toEqual(['Select Value']);
  });

  it("a gift card: the site's selectValue when it has one", async () => {
    expect(await emptyChoices('p-gift', { selectValue: 'Betrag wählen' })).toEqual(['Betrag wählen']);
  });

  it('other products: "Select {variantName}" with the option\'s name, else the site\'s selectVariant', async () => {
    expect(await emptyChoices('p-tee', { cartPillItem: 'Artikel' })).toEqual(['Select Size', 'Select Colour']);
    page.reset();
    document.body.innerHTML = '';
    expect(await emptyChoices('p-tee', { selectVariant: '{variantName} wählen' })).toEqual(['Size wählen', 'Colour wählen']);
  });
});

describe('variant-picker (radio)', () => {
  it('one fieldset per option with its legend; radios named by their label, marked choices say why', async () => {
    const el = place('data-product-id="p-tee" data-style="radio"');
    await state(el, 'ready');
    expect(el.shadowRoot!.querySelector('[part=picker]')!.getAttribute('data-style')).toBe('radio');
    expect(all(el, 'select')).toHaveLength(0);
    const sets = all<HTMLFieldSetElement>(el, 'fieldset');
    expect(sets.map((f) => f.querySelector('legend')!.textContent)).toEqual(['Size', 'Colour']);
    const sizes = [...sets[0]!.querySelectorAll('input')];
    expect(sizes.map((i) => i.value)).toEqual(['S', 'M', 'L']);
    expect(sizes.map((i) => i.type)).toEqual(['radio', 'radio', 'radio']);
    expect(new Set(sizes.map((i) => i.name)).size).toBe(1);
    expect(sizes[0]!.name).not.toBe(sets[1]!.querySelector('input')!.name);
    expect(sizes.map((i) => i.closest('label')!.textContent)).toEqual(['S', 'M', 'L']);

    const white = sets[1]!.querySelector<HTMLInputElement>('input[value="White"]')!;
    white.click();
    await vi.waitFor(() => expect(tee().store.getState().chosen).toEqual({ Colour: 'White' }));
    await vi.waitFor(() => expect(white.checked).toBe(true));
    const large = sizes[2]!.closest('label')!;
    expect(large.textContent).toBe('L — sold out');
    expect(large.getAttribute('data-status')).toBe('sold-out');
    expect(sizes[2]!.disabled).toBe(false);
    sizes[2]!.click();
    await vi.waitFor(() => expect(tee().store.getState().chosen).toEqual({ Colour: 'White', Size: 'L' }));
  });
});

describe('variant-picker states and errors', () => {
  it.each([
    ['one variant', 'p-poster'],
    ['digital', 'p-ebook'],
  ])('renders nothing for a product without variants (%s): state none', async (_, id) => {
    const el = place(`data-product-id="${id}"`);
    await state(el, 'none');
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('a bad data-style throws an error naming it (the loader reports it; the fallback stays)', () => {
    const el = document.createElement('div');
    el.setAttribute('data-product-id', 'p-tee');
    el.setAttribute('data-style', 'buttons');
    expect(() => mount(el, page.with({ config, emit: () => {}, report: () => {} }))).toThrow(
      /data-style "buttons" must be "dropdown" or "radio"/,
    );
    expect(el.shadowRoot).toBeNull();
    expect(parsePickerStyle(document.createElement('div'))).toBe('dropdown');
  });

  it('a product that cannot be loaded (404): one report naming it, the fallback shows', async () => {
    const report = vi.fn();
    const el = place('data-product-id="p-nope"', report);
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String((report.mock.calls[0]![1] as { message: string }).message)).toContain('product "p-nope" could not be loaded');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('slot')).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('malformed inline JSON throws at mount', () => {
    document.body.innerHTML = '<script type="application/json" id="bad">{nope</script>';
    expect(() => place('data-product-json="#bad"')).toThrow(/malformed/);
  });
});
