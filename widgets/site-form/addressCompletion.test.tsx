import { act } from 'preact/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { mount } from './index';

const page = testPage();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  ensureCrumbCookie();
  document.body.innerHTML = '';
});
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

const FORM = {
  id: 'f-newsletter',
  name: 'Where to',
  fields: [{ id: 'address', type: 'address', title: 'Address', required: false }],
};

function place(attrs = '') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="f">${JSON.stringify(FORM)}</script><div data-sf-widget="site-form" data-form-json="#f" ${attrs}></div>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  mount(el, page.with({ config: widgetTestConfig, emit: () => {}, report: vi.fn() }));
  return el;
}
const input = (el: HTMLElement, i = 0) => el.shadowRoot!.querySelector<HTMLInputElement>(i ? `#sf-form-0-${i}` : '#sf-form-0')!;
const asked = (path: string) => platform.requests.filter((r) => r.path == `/api/google-maps/places/${path}`);
const type = (el: HTMLInputElement, value: string) =>
  void act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const key = (el: HTMLInputElement, k: string) =>
  void act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));

describe("a site form's address completion", () => {
  it('a plain input until focused; then a combobox: 3 characters and the pause ask once; ArrowDown + Enter fill the parts', async () => {
    const el = place();
    await until(() => expect(input(el)).toBeTruthy());
    expect(input(el).getAttribute('role')).toBeNull();
    const errors = vi.spyOn(console, 'error');
    // The stand-in listens once its effect has run (after paint: preact's effects wait for a frame).
    await new Promise((r) => setTimeout(r, 150));
    expect(asked('autocomplete')).toEqual([]);
    act(() => void input(el).dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await until(() => expect([input(el).getAttribute('role'), errors.mock.calls]).toEqual(['combobox', []]));
    type(input(el), 'Ma');
    type(input(el), '1 M');
    type(input(el), '1 Mai');
    await until(() => expect(input(el).getAttribute('aria-expanded')).toBe('true'));
    expect(asked('autocomplete')).toHaveLength(1);
    expect(asked('autocomplete')[0]!.query).toMatchObject({ input: '1 Mai' });
    const options = el.shadowRoot!.querySelectorAll('[role=option]');
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).toMatch(/^\d addresses found/);
    key(input(el), 'ArrowDown');
    expect(input(el).getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key(input(el), 'Enter');
    await until(() => expect(input(el, 2).value).toBe('Paris'));
    expect([0, 1, 2, 3, 4, 5].map((i) => input(el, i).value)).toEqual([
      '1 Rue du 1er Mai',
      '',
      'Paris',
      'Île-de-France',
      '75011',
      'France',
    ]);
    expect(asked('details')[0]!.query.sessiontoken).toBe(asked('autocomplete')[0]!.query.sessiontoken);
  });

  it("on a product's page, the context's productPage is the page's product (the analytics' rule); productSection is form", async () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="add-to-cart" data-product-id="p-tee"></div>');
    const el = place();
    await until(() => expect(input(el)).toBeTruthy());
    await new Promise((r) => setTimeout(r, 150));
    act(() => void input(el).dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await until(() => expect(input(el).getAttribute('role')).toBe('combobox'));
    type(input(el), 'High');
    await until(() => expect(asked('autocomplete')).toHaveLength(1));
    expect(JSON.parse(asked('autocomplete')[0]!.query.context!)).toMatchObject({ productPage: 'p-tee', productSection: 'form' });
  });

  it('data-address-completion="off": the line stays a plain input, nothing loads or is asked', async () => {
    const el = place('data-address-completion="off"');
    await until(() => expect(input(el)).toBeTruthy());
    act(() => void input(el).dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    type(input(el), '1 Mai');
    await new Promise((r) => setTimeout(r, 400));
    expect(input(el).getAttribute('role')).toBeNull();
    expect(el.shadowRoot!.querySelector('.completion')).toBeNull();
    expect(asked('autocomplete')).toEqual([]);
  });
});
