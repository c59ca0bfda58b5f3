import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueCaptchaToken } from '../../mock-server/captcha';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { seedProducts } from '../../mock-server/seed';
import { fakeProvider } from '../../src/forms/captcha/fakeProvider';
import { parseProduct } from '../../src/product';
import type { SiteConfig, Unmount, WidgetContext } from '../../src/types';
import { parseCaptchaAttribute } from './attributes';
import { emailProblem } from './RestockFormBody';
import { restockWanted } from '../../src/product';
import { mount } from './index';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { testPage } from '../../tests/unit/testRuntime';
import { defaultT } from '../../src/i18n';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = widgetTestConfig;

const unmounts: Unmount[] = [];
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  ensureCrumbCookie();
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  vi.restoreAllMocks();
});

const RESTOCK = '/api/site-users/account/notifications/restock';

function place(attrs: string, widget = 'restock-form', over: Partial<SiteConfig> = {}) {
  // (add-to-cart giving way to the form is a cross-widget test: tests/unit/restockHandOff.test.tsx)
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="${widget}" ${attrs}><a href="/shop">See the product</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const report = vi.fn();
  const ctx: WidgetContext = { config: { ...config, ...over }, emit: () => {}, report };
  unmounts.push(mount(el, page.with(ctx)));
  return { el, report };
}

const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
const inState = (el: HTMLElement, state: string) => vi.waitFor(() => expect(stateOf(el)).toBe(state));
const part = <T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string) => el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
const tee = () => page.runtime.product({ kind: 'id', id: 'p-tee' }, '');

function type(el: HTMLElement, value: string) {
  const input = part<HTMLInputElement>(el, 'email')!;
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const submit = (el: HTMLElement) =>
  part<HTMLFormElement>(el, 'form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const posts = () => platform.requests.filter((r) => r.method == 'POST' && r.path == RESTOCK);
const message = (el: HTMLElement) => part(el, 'message')?.textContent;

/** The seed tee with its sold-out variant (L / White) chosen. */
async function soldOutTee(attrs = 'data-product-id="p-tee"') {
  const placed = place(attrs);
  await inState(placed.el, 'hidden');
  tee().choose('Size', 'L');
  tee().choose('Colour', 'White');
  await inState(placed.el, 'idle');
  return placed;
}

describe('restock-form: when it shows', () => {
  const product = (id: string) => {
    const out = parseProduct(seedProducts().find((p) => p.id == id));
    if (!out.ok) throw new Error(out.error);
    return out.product;
  };

  it('restockWanted: a sold-out product, or a sold-out chosen variant; never with restock notifications off', () => {
    const t = product('p-tee');
    expect(restockWanted(t, {})).toBe(false);
    expect(restockWanted(t, { Size: 'L' })).toBe(false);
    expect(restockWanted(t, { Size: 'L', Colour: 'Black' })).toBe(false);
    expect(restockWanted(t, { Size: 'L', Colour: 'White' })).toBe(true);
    expect(restockWanted(product('p-mug'), {})).toBe(true);
    expect(restockWanted(product('p-ebook'), {})).toBe(false);
    const off = { ...product('p-mug'), merchandising: { ...product('p-mug').merchandising, restockNotificationViews: [] } };
    expect(restockWanted(off, {})).toBe(false);
  });

  it('shows the fallback while loading, nothing for an in-stock choice, and follows the variant picker live', async () => {
    const { el } = place('data-product-id="p-tee"');
    expect(stateOf(el)).toBe('loading');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    await inState(el, 'hidden');
    expect(el.shadowRoot!.childNodes.length == 0 || !el.shadowRoot!.querySelector('slot, form')).toBe(true);
    tee().choose('Size', 'L');
    tee().choose('Colour', 'White');
    await inState(el, 'idle');
    expect(part(el, 'restock')!.getAttribute('data-state')).toBe('idle');
    tee().choose('Colour', 'Black');
    await inState(el, 'hidden');
    expect(part(el, 'form')).toBeNull();
  });

  it('a product that cannot be loaded: one report, the fallback stays', async () => {
    const { el, report } = place('data-product-id="p-nope"');
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String(report.mock.calls[0]![1])).toContain('restock-form: product "p-nope" could not be loaded');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('slot')).not.toBeNull());
  });

  it('inline product JSON works too', async () => {
    const mug = seedProducts().find((p) => p.id == 'p-mug')!;
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="mug">${JSON.stringify(mug)}</script>`);
    const { el } = place('data-product-json="#mug"');
    await inState(el, 'idle');
  });
});

describe('restock-form: texts from the merchandising context', () => {
  it("uses the product's restockNotificationMessages", async () => {
    const { el } = await soldOutTee();
    const m = seedProducts().find((p) => p.id == 'p-tee')!.merchandising!.restockNotificationMessages as Record<string, string>;
    expect(part(el, 'cta')!.textContent).toBe(m.CTAText);
    expect(part(el, 'button')!.textContent).toBe(m.buttonText);
    expect(part<HTMLInputElement>(el, 'email')!.placeholder).toBe(m.placeholderText);
    expect(part(el, 'form')!.getAttribute('aria-labelledby')).toBe(part(el, 'cta')!.id);
    expect(el.shadowRoot!.querySelector('label[for=sf-restock-email]')!.textContent).toBe('Email address');
    // The tee has no mailing-list sign-up.
    expect(part(el, 'mailing-list')).toBeNull();
  });

  it('falls back to the SDK defaults when the texts are blank', async () => {
    const mug = structuredClone(seedProducts().find((p) => p.id == 'p-mug')!);
    mug.merchandising = { restockNotificationViews: ['product-detail'], mailingListSignUpEnabled: true };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="mug">${JSON.stringify(mug)}</script>`);
    const { el } = place('data-product-json="#mug"');
    await inState(el, 'idle');
    expect(part(el, 'cta')!.textContent).toBe('Get an email when this is back in stock.');
    expect(part(el, 'button')!.textContent).toBe('Notify me');
    expect(part<HTMLInputElement>(el, 'email')!.placeholder).toBe('Email address');
    expect(part(el, 'mailing-list')!.textContent).toBe('Also join our mailing list');
    expect(part<HTMLInputElement>(el, 'checkbox')!.checked).toBe(false);
  });

  it('the mailing-list checkbox: shown when mailingListSignUpEnabled, ticked by mailingListOptInByDefault, labelled by mailingListDescription', async () => {
    const { el } = place('data-product-id="p-mug"');
    await inState(el, 'idle');
    const mug = seedProducts().find((p) => p.id == 'p-mug')!.merchandising!;
    const box = part<HTMLInputElement>(el, 'checkbox')!;
    expect(box.checked).toBe(mug.mailingListOptInByDefault);
    expect(box.closest('label')!.textContent).toBe((mug.restockNotificationMessages as Record<string, string>).mailingListDescription);
  });
});

describe('restock-form: validation and submission', () => {
  it('emailProblem: blank, then invalid', () => {
    expect(emailProblem('', defaultT)).toBe('Email cannot be blank');
    expect(emailProblem('   ', defaultT)).toBe('Email cannot be blank');
    expect(emailProblem('ann', defaultT)).toBe('Email is invalid');
    expect(emailProblem('ann@example', defaultT)).toBe('Email is invalid');
    expect(emailProblem(' ann@example.com ', defaultT)).toBeNull();
  });

  it('"Email cannot be blank" and "Email is invalid": tied to the field, focus on it, nothing sent', async () => {
    const { el } = await soldOutTee();
    submit(el);
    await inState(el, 'invalid');
    expect(message(el)).toBe('Email cannot be blank');
    const input = part<HTMLInputElement>(el, 'email')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('sf-restock-message');
    expect(part(el, 'message')!.getAttribute('role')).toBe('alert');
    expect(el.shadowRoot!.activeElement).toBe(input);
    type(el, 'ann@');
    submit(el);
    await vi.waitFor(() => expect(message(el)).toBe('Email is invalid'));
    expect(posts()).toHaveLength(0);
  });

  it('signs up for the chosen variant, then "Signed up!" replaces the form and the call to action stays', async () => {
    const { el } = await soldOutTee();
    type(el, ' ann@example.com ');
    submit(el);
    await inState(el, 'success');
    expect(part(el, 'form')).toBeNull();
    expect(part(el, 'success')!.textContent).toBe('Signed up!');
    expect(part(el, 'success')!.getAttribute('role')).toBe('status');
    expect(part(el, 'cta')).not.toBeNull();
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement).toBe(part(el, 'success')));
    expect(platform.restockSignUps).toEqual([
      expect.objectContaining({
        productId: 'p-tee',
        variantId: 'v-tee-l-white',
        siteVisitorEmail: 'ann@example.com',
        isJoinMailingList: false,
        captcha: false,
      }),
    ]);
  });

  it("the store's custom success text (localizedStrings.signedUp)", async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="settings">${JSON.stringify({ localizedStrings: { signedUp: "Thanks! We'll email you." } })}</script>`,
    );
    const placed = place('data-product-id="p-mug"', 'restock-form', { settings: '#settings' });
    await inState(placed.el, 'idle');
    tee(); // unrelated product: no effect
    page.runtime.product({ kind: 'id', id: 'p-mug' }, '').choose('Colour', 'Red');
    type(placed.el, 'bo@example.com');
    submit(placed.el);
    await inState(placed.el, 'success');
    expect(part(placed.el, 'success')!.textContent).toBe("Thanks! We'll email you.");
  });

  it('sends the mailing-list choice (ticked by default for the mug, unticked by the visitor)', async () => {
    const { el } = place('data-product-id="p-mug"');
    await inState(el, 'idle');
    page.runtime.product({ kind: 'id', id: 'p-mug' }, '').choose('Colour', 'Blue');
    type(el, 'a@example.com');
    submit(el);
    await inState(el, 'success');
    expect(platform.restockSignUps[0]).toMatchObject({ variantId: 'v-mug-blue', isJoinMailingList: true });
    page.runtime.product({ kind: 'id', id: 'p-mug' }, '').choose('Colour', 'Red');
    await inState(el, 'idle');
    part<HTMLInputElement>(el, 'checkbox')!.click();
    await vi.waitFor(() => expect(part<HTMLInputElement>(el, 'checkbox')!.checked).toBe(false));
    type(el, 'b@example.com');
    submit(el);
    await inState(el, 'success');
    expect(platform.restockSignUps[1]).toMatchObject({ variantId: 'v-mug-red', isJoinMailingList: false });
  });

  it('a sold-out product with options not chosen: the options message, nothing sent', async () => {
    const { el } = place('data-product-id="p-mug"');
    await inState(el, 'idle');
    type(el, 'a@example.com');
    submit(el);
    await inState(el, 'invalid');
    expect(message(el)).toBe('Please select the Colour option.');
    expect(part(el, 'email')!.hasAttribute('aria-invalid')).toBe(false);
    expect(posts()).toHaveLength(0);
  });

  it('a server error shows data.message as text, the form stays and can be sent again', async () => {
    const { el } = await soldOutTee();
    platform.faults.push({ method: 'POST', path: RESTOCK, status: 500, body: { message: '<b>Restock</b> is down.' }, times: 1 });
    type(el, 'ann@example.com');
    submit(el);
    await inState(el, 'error');
    expect(message(el)).toBe('<b>Restock</b> is down.');
    expect(part(el, 'message')!.querySelector('b')).toBeNull();
    expect(part<HTMLInputElement>(el, 'email')!.value).toBe('ann@example.com');
    submit(el);
    await inState(el, 'success');
  });

  it("the server's own validation message when the client's rules pass", async () => {
    const { el } = await soldOutTee();
    platform.faults.push({ method: 'POST', path: RESTOCK, status: 400, body: { message: 'Email is invalid' }, times: 1 });
    type(el, 'ann@example.com');
    submit(el);
    await inState(el, 'error');
    expect(message(el)).toBe('Email is invalid');
  });

  it('submitting: marked busy; a second submit sends nothing', async () => {
    const { el } = await soldOutTee();
    platform.faults.push({ method: 'POST', path: RESTOCK, delayMs: 150, times: 1 });
    type(el, 'ann@example.com');
    submit(el);
    await inState(el, 'submitting');
    expect(part(el, 'button')!.getAttribute('aria-disabled')).toBe('true');
    expect(part(el, 'form')!.getAttribute('aria-busy')).toBe('true');
    submit(el);
    submit(el);
    await inState(el, 'success');
    expect(posts()).toHaveLength(1);
    expect(platform.restockSignUps).toHaveLength(1);
  });

  it('another variant chosen starts over; the answer for the previous one is ignored', async () => {
    const { el } = await soldOutTee();
    platform.faults.push({ method: 'POST', path: RESTOCK, delayMs: 150, times: 1 });
    type(el, 'ann@example.com');
    submit(el);
    await inState(el, 'submitting');
    // L / White → M / White (in stock: hidden) → L / White again.
    tee().choose('Size', 'M');
    await inState(el, 'hidden');
    tee().choose('Size', 'L');
    await inState(el, 'idle');
    await new Promise((r) => setTimeout(r, 250));
    expect(stateOf(el)).toBe('idle');
    expect(platform.restockSignUps).toHaveLength(1);
  });
});

describe('restock-form: captcha (data-captcha)', () => {
  const win = window as unknown as { grecaptcha?: unknown };
  let fake: ReturnType<typeof fakeProvider>;
  beforeEach(() => {
    win.grecaptcha = fake = fakeProvider();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="settings">{"captchaSettings":{"siteKey":"k1"}}</script>',
    );
  });
  afterEach(() => {
    delete win.grecaptcha;
  });
  const withCaptcha = async (attrs = 'data-captcha') => {
    const placed = place(`data-product-id="p-tee" ${attrs}`, 'restock-form', { settings: '#settings' });
    await inState(placed.el, 'hidden');
    tee().choose('Size', 'L');
    tee().choose('Colour', 'White');
    await inState(placed.el, 'idle');
    await vi.waitFor(() => expect(part(placed.el, 'captcha')!.getAttribute('data-state')).toBe('ready'));
    return placed.el;
  };

  it('without data-captcha there is none and no token is sent', async () => {
    const { el } = await soldOutTee();
    expect(part(el, 'captcha')).toBeNull();
    type(el, 'ann@example.com');
    submit(el);
    await inState(el, 'success');
    expect(platform.restockSignUps[0]!.captcha).toBe(false);
    expect(fake.calls).toEqual([]);
  });

  it('"Complete CAPTCHA before submitting." until completed (after the email checks); then the token is sent', async () => {
    const el = await withCaptcha('data-captcha="dark"');
    expect(fake.widgets[0]!.params).toMatchObject({ sitekey: 'k1', theme: 'dark' });
    submit(el);
    await vi.waitFor(() => expect(message(el)).toBe('Email cannot be blank'));
    type(el, 'ann@example.com');
    submit(el);
    await vi.waitFor(() => expect(message(el)).toBe('Complete CAPTCHA before submitting.'));
    expect(stateOf(el)).toBe('invalid');
    expect(posts()).toHaveLength(0);
    fake.complete(0, issueCaptchaToken(platform));
    submit(el);
    await inState(el, 'success');
    expect(platform.restockSignUps[0]!.captcha).toBe(true);
    // Destroyed with the form (spec 001 §4): the element at once, the provider's widget by the effect's cleanup, which
    // runs after paint (it raced the assertion in a loaded CI run).
    expect(part(el, 'captcha')).toBeNull();
    await vi.waitFor(() => expect(fake.calls).toContain('reset 0'));
  });

  it('a server error resets the captcha; a token the platform refuses shows its message', async () => {
    const el = await withCaptcha();
    fake.complete(0, 'not-issued');
    type(el, 'ann@example.com');
    submit(el);
    await inState(el, 'error');
    expect(message(el)).toBe('Complete CAPTCHA before submitting.');
    expect(fake.calls).toContain('reset 0');
    expect(fake.getResponse(0)).toBe('');
    fake.complete(0, issueCaptchaToken(platform));
    submit(el);
    await inState(el, 'success');
  });
});

describe('restock-form: attributes', () => {
  it('data-captcha: present turns it on; "dark" picks the dark theme', () => {
    const el = document.createElement('div');
    expect(parseCaptchaAttribute(el)).toEqual({ enabled: false, theme: 'light' });
    el.setAttribute('data-captcha', '');
    expect(parseCaptchaAttribute(el)).toEqual({ enabled: true, theme: 'light' });
    el.setAttribute('data-captcha', 'Dark');
    expect(parseCaptchaAttribute(el)).toEqual({ enabled: true, theme: 'dark' });
  });

  it('needs exactly one of data-product-id and data-product-json', () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="restock-form"></div>');
    const el = document.body.lastElementChild as HTMLElement;
    expect(() => mount(el, page.with({ config, emit: () => {}, report: () => {} }))).toThrow(
      'data-product-id or data-product-json is required',
    );
  });
});
