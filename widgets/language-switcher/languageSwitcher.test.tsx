import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_PATH } from '../../mock-server/session';
import { state } from '../../mock-server/node';
import { accountOf } from '../../src/account/account';
import { navigation } from '../../src/ui/navigate';
import type { WidgetContext } from '../../src/types';
import { testPage } from '../../tests/unit/testRuntime';
import { useSignedOutVisitor as signOutVisitor } from '../../tests/unit/signedOutVisitor';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { parseLanguageSwitcherAttributes } from './attributes';
import { mount } from './index';

const page = testPage();
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });
let go: ReturnType<typeof vi.fn<(url: string) => void>>;

// The mock platform for the file, a signed-out visitor before each test (a hook setup, not a React hook).
signOutVisitor();
beforeEach(() => {
  page.reset();
  document.body.innerHTML = '';
  go = vi.fn<(url: string) => void>();
  vi.spyOn(navigation, 'go').mockImplementation(go);
});
afterEach(() => {
  page.runtime.account?.dispose();
  vi.restoreAllMocks();
});

function place(attrs = '', settings?: Record<string, unknown>) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="language-switcher" ${attrs}></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config: { ...widgetTestConfig, ...(settings && { settings: '#s' }) }, emit: () => {}, report: vi.fn() };
  if (settings)
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="s">${JSON.stringify(settings)}</script>`);
  mount(el, page.with(ctx));
  return el;
}
const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const links = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a'));
const localePosts = () => state.requests.filter((r) => r.method == 'POST' && r.path == LOCALE_PATH);
/** A plain left click on a link, as a visitor's: cancelled when the widget takes over. */
const click = (a: HTMLElement) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void a.dispatchEvent(event));
  return event.defaultPrevented;
};

describe('language-switcher', () => {
  it('the languages from GET /api/multilingual/languages, the current one marked; the button opens and closes the list', async () => {
    const el = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('closed'));
    const button = $(el, '[part=button]')!;
    expect(button.getAttribute('aria-label')).toBe('Language: English');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect($(el, '[part=list]')!.hidden).toBe(true);
    expect(links(el).map((a) => [a.textContent, a.getAttribute('lang'), a.getAttribute('aria-current')])).toEqual([
      ['English', 'en', 'true'],
      ['Français', 'fr', null],
      ['Deutsch', 'de', null],
    ]);
    act(() => button.click());
    expect(el.getAttribute('data-sf-state')).toBe('open');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect($(el, '[part=list]')!.hidden).toBe(false);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(el.getAttribute('data-sf-state')).toBe('closed');
    expect(state.requests.filter((r) => r.path == '/api/multilingual/languages')).toHaveLength(1);
  });

  it("signed out: a language's link is followed by the browser; nothing is posted", async () => {
    const el = place();
    await until(() => expect(links(el)).toHaveLength(3));
    expect(click(links(el)[1]!)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(localePosts()).toEqual([]);
  });

  it("signed in: a language that is not custom posts the member's locale, then goes; a custom one goes without", async () => {
    await accountOf(page.runtime).signIn({ email: 'ada@example.com', password: 'lovelace-1815' });
    const el = place();
    await until(() => expect(links(el)).toHaveLength(3));
    expect(click(links(el)[1]!)).toBe(true);
    expect(el.getAttribute('data-sf-state')).toBe('leaving');
    await until(() => expect(go).toHaveBeenCalledWith(links(el)[1]!.href));
    expect(localePosts()).toHaveLength(1);
    expect(state.siteUsers.find((u) => u.email == 'ada@example.com')!.language).toBe('fr');
    // Deutsch is custom: the browser follows the link, nothing more is posted.
    const other = place();
    await until(() => expect(links(other)).toHaveLength(3));
    expect(click(links(other)[2]!)).toBe(false);
    expect(localePosts()).toHaveLength(1);
  });

  it("the label from data-label or the settings' localizedStrings; an unusable answer: one failure, the fallback", async () => {
    const el = place('', { localizedStrings: { languageLabel: 'Langue', languageButton: '{label} : {language}' } });
    await until(() => expect($(el, '[part=button]')?.getAttribute('aria-label')).toBe('Langue : English'));
    expect($(el, '[part=list]')!.getAttribute('aria-label')).toBe('Langue');
    expect(parseLanguageSwitcherAttributes(Object.assign(document.createElement('div'), { innerHTML: '' }))).toEqual({
      label: null,
      align: 'end',
    });
    const named = document.createElement('div');
    named.setAttribute('data-label', 'Choose a language');
    named.setAttribute('data-align', 'start');
    expect(parseLanguageSwitcherAttributes(named)).toEqual({ label: 'Choose a language', align: 'start' });
    named.setAttribute('data-align', 'middle');
    expect(() => parseLanguageSwitcherAttributes(named)).toThrow(/data-align/);

    state.faults.push({ method: 'GET', path: '/api/multilingual/languages', status: 404, body: { message: 'none' } });
    page.reset();
    const report = vi.fn();
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="language-switcher"><a href="/fr/">Français</a></div>');
    const failing = document.body.lastElementChild as HTMLElement;
    mount(failing, page.with({ config: widgetTestConfig, emit: () => {}, report }));
    await until(() => expect(failing.getAttribute('data-sf-state')).toBe('unavailable'));
    // The failure is reported after the render that shows the state (src/ui/defineWidget.tsx, useWidgetState).
    await until(() => expect(report).toHaveBeenCalledOnce());
    await new Promise((r) => setTimeout(r, 50));
    expect(report).toHaveBeenCalledOnce();
  });
});
