import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state } from '../../mock-server/node';
import type { Unmount, WidgetContext } from '../../src/types';
import { nestWidgets } from '../../tests/unit/nestedWidgets';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { parsePopupAttributes, parseTrigger } from './attributes';
import { mount } from './index';
import { POPUP_KEYS, popupDue, rememberClosed, rememberSubmitted } from './memory';
import { checkoutPath, otherDialogOpen } from './trigger';

const page = testPage();
const unmounts: Unmount[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', '/');
  ensureCrumbCookie();
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  vi.restoreAllMocks();
});

/** Mounts a popup with these attributes; its site form is mounted through rt.nested, as the loader does. */
function place(attrs: string, settings?: object) {
  if (settings)
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="settings">${JSON.stringify(settings)}</script>`);
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="popup" ${attrs}></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const report = vi.fn();
  const ctx: WidgetContext = { config: { ...widgetTestConfig, settings: settings ? '#settings' : null }, emit: () => {}, report };
  const rt = page.with(ctx);
  nestWidgets(rt, ['site-form']);
  unmounts.push(mount(el, rt));
  return { el, report };
}
const lightbox = () => document.querySelector('sf-lightbox')?.shadowRoot ?? null;
const dialog = () => lightbox()?.querySelector<HTMLElement>('[role=dialog]') ?? null;
const form = () => lightbox()?.querySelector('[data-sf-widget=site-form]')?.shadowRoot ?? null;
const overlayCalls = () => state.census.filter((c) => c.call == 'overlay').map((c) => c.fields.event);
const escape = () => void act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

describe('popup: attributes', () => {
  it('data-trigger: delay:<s> (default delay:8), scroll:<percent>, exit; anything else is refused, naming the forms', () => {
    expect(parseTrigger(null)).toEqual({ kind: 'delay', seconds: 8 });
    expect(parseTrigger('delay:2')).toEqual({ kind: 'delay', seconds: 2 });
    expect(parseTrigger(' Delay : 0.5 ')).toEqual({ kind: 'delay', seconds: 0.5 });
    expect(parseTrigger('scroll:40')).toEqual({ kind: 'scroll', percent: 40 });
    expect(parseTrigger('EXIT')).toEqual({ kind: 'exit' });
    for (const bad of ['delay', 'delay:', 'delay:-1', 'delay:601', 'scroll:101', 'scroll:x', 'exit:3', 'later', 'delay:2:3'])
      expect(() => parseTrigger(bad), bad).toThrow(
        `data-trigger "${bad}" must be delay:<seconds> (0–600), scroll:<percent> (0–100) or exit`,
      );
  });

  it('exactly one of data-form-id and data-form-json; the inline Form is read at once; version and frequency clamped', () => {
    const el = (html: string) => {
      document.body.innerHTML = html;
      return document.body.querySelector('[data-sf-widget]')!;
    };
    expect(() => parsePopupAttributes(el('<div data-sf-widget="popup"></div>'))).toThrow('data-form-id or data-form-json is required');
    expect(() => parsePopupAttributes(el('<div data-sf-widget="popup" data-form-id="f" data-form-json="#f"></div>'))).toThrow(
      'use data-form-id or data-form-json, not both',
    );
    const inline = el(
      '<script type="application/json" id="f">{"id":"f-1","name":"Letters","fields":[{"id":"email","type":"email","title":"Email"}]}</script>' +
        '<div data-sf-widget="popup" data-form-json="#f" data-version="3" data-frequency="400" data-newsletter></div>',
    );
    const warn = vi.fn();
    const options = parsePopupAttributes(inline, warn);
    expect(options.source).toMatchObject({ kind: 'form', selector: '#f', form: { id: 'f-1', name: 'Letters' } });
    expect(options).toMatchObject({ version: 3, frequency: 365, newsletter: true, trigger: { kind: 'delay', seconds: 8 } });
    expect(warn).toHaveBeenCalledWith('data-frequency="400" is outside 0–365: 365 is used');
  });
});

describe('popup: the keys of spec 001 §3 and where it never shows', () => {
  it('closed: away for `frequency` days; submitted: never again; keys of another version count for nothing', () => {
    const now = Date.UTC(2026, 10, 28);
    expect(popupDue(1, 7, now)).toBe(true);
    rememberClosed(1, now);
    expect(localStorage.getItem(POPUP_KEYS.dateClosed)).toBe(String(now));
    expect(localStorage.getItem(POPUP_KEYS.version)).toBe('1');
    expect(popupDue(1, 7, now + 6.9 * 86_400_000)).toBe(false);
    expect(popupDue(1, 7, now + 7 * 86_400_000)).toBe(true);
    expect(popupDue(1, 0, now + 1)).toBe(true);
    expect(popupDue(2, 7, now + 1)).toBe(true);
    rememberSubmitted(1);
    expect(popupDue(1, 0, now + 365 * 86_400_000)).toBe(false);
    // Raised: the old keys go as the new version's are kept.
    rememberClosed(2, now);
    expect(localStorage.getItem(POPUP_KEYS.submitted)).toBeNull();
    expect(localStorage.getItem(POPUP_KEYS.version)).toBe('2');
  });

  it("storage that throws counts as empty (the page's one storage warning: spec 001 §8)", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(popupDue(1, 7)).toBe(true);
    expect(() => rememberClosed(1)).not.toThrow();
  });

  it('the cart and checkout paths', () => {
    for (const path of ['/cart', '/cart/', '/Cart', '/checkout', '/checkout/payment', '/commerce/subscription', '/commerce/gift-card'])
      expect(checkoutPath(path), path).toBe(true);
    for (const path of ['/', '/cartography', '/shop/checkout-guide', '/newsletter']) expect(checkoutPath(path), path).toBe(false);
  });

  it("another dialog: the SDK's lightbox, a dialog in a widget's shadow root, the page's own open one (not a closed one)", () => {
    document.body.innerHTML = '<div data-sf-widget="instalment-pill"></div><dialog id="own"></dialog>';
    const pill = document.body.firstElementChild!.attachShadow({ mode: 'open' });
    expect(otherDialogOpen()).toBe(false);
    pill.innerHTML = '<div role="dialog" aria-modal="true">Afterpay</div>';
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    expect(otherDialogOpen()).toBe(true);
    pill.innerHTML = '';
    document.body.append(document.createElement('sf-lightbox'));
    expect(otherDialogOpen()).toBe(true);
  });
});

describe('popup: the overlay', () => {
  it('triggered: the form in a dialog named by its title; census shown; Escape closes it, keeps date-closed, census closed', async () => {
    const { el } = place('data-form-id="f-newsletter" data-trigger="delay:0" data-newsletter');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('open'), { timeout: 5000 });
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-labelledby')).toBe('sf-popup-title');
    expect(lightbox()!.getElementById('sf-popup-title')!.textContent).toBe('Newsletter');
    expect(lightbox()!.querySelector('.sf-backdrop')!.hasAttribute('hidden')).toBe(false);
    expect(form()!.querySelector('button[type=submit]')!.textContent).toBe('Sign Up');
    await vi.waitFor(() => expect(overlayCalls()).toEqual(['shown']), { timeout: 3000 });
    const shown = state.census.find((c) => c.call == 'overlay')!.fields;
    expect(shown).toMatchObject({ event: 'shown', formId: 'f-newsletter', pagePath: '/' });
    expect(shown).toHaveProperty('visitorCookie');

    escape();
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).toBeNull());
    expect(el.getAttribute('data-sf-state')).toBe('closed');
    expect(Number(localStorage.getItem(POPUP_KEYS.dateClosed))).toBeGreaterThan(Date.now() - 5000);
    await vi.waitFor(() => expect(overlayCalls()).toEqual(['shown', 'closed']));

    // The next page: not within 7 days.
    unmounts.splice(0).forEach((u) => u());
    const next = place('data-form-id="f-newsletter" data-trigger="delay:0"').el;
    expect(next.getAttribute('data-sf-state')).toBe('off');
    // Raised: it shows again.
    const raised = place('data-form-id="f-newsletter" data-trigger="delay:0" data-version="2"').el;
    expect(raised.getAttribute('data-sf-state')).toBe('waiting');
  });

  it('submitted: the success text shows; `submitted` kept; census submitted; never again', async () => {
    const { el } = place('data-form-id="f-newsletter" data-trigger="delay:0" data-newsletter');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('open'), { timeout: 5000 });
    const input = form()!.querySelector<HTMLInputElement>('input[type=email]')!;
    input.value = 'ada@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    act(() => void form()!.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('submitted'), { timeout: 5000 });
    expect(form()!.querySelector('[part=submission-message]')!.textContent).toBe('Thank you for signing up!');
    expect(localStorage.getItem(POPUP_KEYS.submitted)).toBe('true');
    await vi.waitFor(() => expect(overlayCalls()).toEqual(['shown', 'submitted']), { timeout: 3000 });
    escape();
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('closed'));
    await vi.waitFor(() => expect(overlayCalls()).toEqual(['shown', 'submitted', 'closed']));
    unmounts.splice(0).forEach((u) => u());
    expect(place('data-form-id="f-newsletter" data-trigger="delay:0" data-frequency="0"').el.getAttribute('data-sf-state')).toBe('off');
  });

  it('the census only where analytics are recorded (spec 001 §6): tracking disabled, it shows and closes, nothing sent', async () => {
    const { el } = place('data-form-id="f-newsletter" data-trigger="delay:0"', { analytics: { trackingDisabled: true } });
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('open'), { timeout: 5000 });
    escape();
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('closed'));
    await new Promise((r) => setTimeout(r, 300));
    expect(overlayCalls()).toEqual([]);
  });

  it('never on /cart: off, nothing loaded, no census', async () => {
    history.replaceState(null, '', '/cart');
    const { el } = place('data-form-id="f-newsletter" data-trigger="delay:0"');
    expect(el.getAttribute('data-sf-state')).toBe('off');
    await new Promise((r) => setTimeout(r, 200));
    expect(document.querySelector('sf-lightbox')).toBeNull();
    // Not the form's definition, nor the census's overlay (the page view is the page's own).
    expect(state.requests.filter((r) => r.path != '/api/census/RecordHit').map((r) => r.path)).toEqual([]);
    expect(overlayCalls()).toEqual([]);
  });

  it('never over another open dialog: it waits for it to close', async () => {
    const other = document.body.appendChild(document.createElement('sf-lightbox'));
    const { el } = place('data-form-id="f-newsletter" data-trigger="delay:0"');
    await new Promise((r) => setTimeout(r, 700));
    expect(el.getAttribute('data-sf-state')).toBe('waiting');
    other.remove();
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('open'), { timeout: 5000 });
  });

  it('a form that cannot be had: unavailable, one report, nothing shown, no census', async () => {
    const { el, report } = place('data-form-id="f-missing" data-trigger="delay:0"');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('unavailable'), { timeout: 5000 });
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(document.querySelector('sf-lightbox')).toBeNull();
    expect(overlayCalls()).toEqual([]);
  });
});
