import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { state } from '../../mock-server/node';
import { accountOf } from '../../src/account/account';
import type { WidgetContext } from '../../src/types';
import { testPage } from '../../tests/unit/testRuntime';
import { useSignedOutVisitor as signOutVisitor } from '../../tests/unit/signedOutVisitor';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { parseAccountAttributes } from './attributes';
import { mount } from './index';

const page = testPage();

/** vi.waitFor with room for a loaded machine (a CI run beside other work): each step here is a few requests. */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

// Sets up vitest hooks (the mock platform, a signed-out visitor before each test): not a React hook.
signOutVisitor();
beforeEach(() => {
  page.reset();
  document.body.innerHTML = '';
});
afterEach(() => page.runtime.account?.dispose());

function place(attrs = '') {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="account" ${attrs}><a href="/account">Account</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const events: string[] = [];
  const ctx: WidgetContext = { config: widgetTestConfig, emit: (name) => void events.push(name), report: vi.fn() };
  mount(el, page.with(ctx));
  return { el, events };
}
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`);
const dialog = () => document.querySelector('sf-lightbox')?.shadowRoot ?? null;
const field = (name: string) => dialog()!.querySelector<HTMLInputElement>(`[name=${name}]`)!;

async function openDialog(el: HTMLElement) {
  part(el, 'button')!.focus();
  act(() => part(el, 'button')!.click());
  await until(() => expect(dialog()?.querySelector('form')).toBeTruthy());
}
function submit(email: string, password: string, remember = false) {
  field('email').value = email;
  field('password').value = password;
  field('remember').checked = remember;
  act(() => dialog()!.querySelector<HTMLButtonElement>('[part=submit]')!.click());
}

describe('account widget', () => {
  it('signed out: "Sign in" opens the sign-in dialog, a real form a password manager can read; signed in: focus on "Account"', async () => {
    const { el, events } = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    expect(part(el, 'button')!.textContent).toBe('Sign in');
    expect(part(el, 'button')!.getAttribute('aria-haspopup')).toBe('dialog');
    await openDialog(el);
    expect(el.getAttribute('data-sf-state')).toBe('dialog');
    const root = dialog()!;
    expect(root.querySelector('[role=dialog]')!.getAttribute('aria-labelledby')).toBeTruthy();
    expect(root.querySelector('h2, h1, [part=dialog-title]')!.textContent).toBe('Sign in to your account');
    expect(field('email').getAttribute('autocomplete')).toBe('username');
    expect(field('email').type).toBe('email');
    expect(field('password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('password').type).toBe('password');
    expect(root.querySelector('label[for=sf-sign-in-email]')!.textContent).toBe('Email');
    expect(root.querySelector('[part=remember]')!.textContent).toBe('Remember me');
    submit('ada@example.com', 'lovelace-1815');
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-in'));
    await until(() => expect(dialog()).toBeNull());
    expect(part(el, 'button')!.textContent).toBe('Account');
    expect(el.shadowRoot!.activeElement).toBe(part(el, 'button'));
    expect(events).toContain('account-signed-in');
    // Its panel: who is signed in, and Sign out.
    act(() => part(el, 'button')!.click());
    expect(part(el, 'button')!.getAttribute('aria-expanded')).toBe('true');
    expect(part(el, 'panel')!.hidden).toBe(false);
    expect(part(el, 'email')!.textContent).toBe('Signed in as ada@example.com');
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(part(el, 'panel')!.hidden).toBe(true);
    expect(el.shadowRoot!.activeElement).toBe(part(el, 'button'));
  });

  it('blank fields are named and focused; a wrong password shows why, empties the field and focuses it; nothing is sent twice', async () => {
    const { el } = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    await openDialog(el);
    submit('', '');
    const message = () => dialog()!.querySelector('[part=message]')!;
    expect(message().textContent).toBe('Enter your email address.');
    expect(message().getAttribute('role')).toBe('alert');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-describedby')).toBe('sf-sign-in-message');
    expect(dialog()!.activeElement).toBe(field('email'));
    submit('ada@example.com', '');
    expect(message().textContent).toBe('Enter your password.');
    expect(dialog()!.activeElement).toBe(field('password'));
    expect(state.requests.filter((r) => r.path == '/api/site-users/account/session')).toHaveLength(0);
    submit('ada@example.com', 'wrong-one');
    // A second press while the first is on its way: nothing more is sent.
    act(() => dialog()!.querySelector<HTMLButtonElement>('[part=submit]')!.click());
    await until(() => expect(message().textContent).toBe('The email or password is incorrect.'));
    expect(state.requests.filter((r) => r.path == '/api/site-users/account/session')).toHaveLength(1);
    expect(field('password').value).toBe('');
    expect(field('email').value).toBe('ada@example.com');
    expect(dialog()!.activeElement).toBe(field('password'));
    expect(el.getAttribute('data-sf-state')).toBe('dialog');
    // Escape closes it (what was typed goes with it) and focus is back on "Sign in".
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await until(() => expect(dialog()).toBeNull());
    expect(el.getAttribute('data-sf-state')).toBe('signed-out');
    expect(el.shadowRoot!.activeElement).toBe(part(el, 'button'));
  });

  it('sign out from the panel: data-clone-cart sends cloneCart=true; the widget is "Sign in" again, focused', async () => {
    const { el, events } = place('data-clone-cart');
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    // A page script signs in (`Storefront.account`): the widget follows the account it made.
    await accountOf(page.runtime).signIn({ email: 'ada@example.com', password: 'lovelace-1815' });
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-in'));
    act(() => part(el, 'button')!.click());
    act(() => part(el, 'sign-out')!.click());
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    expect(state.requests.filter((r) => r.method == 'DELETE').map((r) => r.query)).toEqual([{ cloneCart: 'true' }]);
    await until(() => expect(el.shadowRoot!.activeElement).toBe(part(el, 'button')));
    expect(part(el, 'button')!.textContent).toBe('Sign in');
    expect(events).toContain('account-signed-out');
  });

  it('data-reload="sign-out": the page reloads after signing out (members-only content), not after signing in', async () => {
    const reload = vi.fn();
    const real = window.location;
    Object.defineProperty(window, 'location', {
      value: new Proxy(real, { get: (target, key) => (key == 'reload' ? reload : (Reflect.get(target, key) as unknown)) }),
      configurable: true,
    });
    try {
      const { el } = place('data-reload="sign-out"');
      await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
      await openDialog(el);
      submit('ada@example.com', 'lovelace-1815');
      await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-in'));
      await until(() => expect(dialog()).toBeNull()); // its focus trap gone with it
      expect(reload).not.toHaveBeenCalled();
      act(() => part(el, 'button')!.click());
      act(() => part(el, 'sign-out')!.click());
      await until(() => expect(state.requests.filter((r) => r.method == 'DELETE')).toHaveLength(1));
      await until(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      Object.defineProperty(window, 'location', { value: real, configurable: true });
    }
  });

  it('a session that ends: the widget says so beside "Sign in"', async () => {
    const { el } = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    // A page script signs in (`Storefront.account`): the widget follows the account it made.
    await accountOf(page.runtime).signIn({ email: 'ada@example.com', password: 'lovelace-1815' });
    await fetch('/__mock/sessions/expire', { method: 'POST' });
    await page.runtime.api.request('POST', '/api/site-users/account/locale', { json: { language: 'fr' } }).catch(() => {});
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    expect(part(el, 'notice')!.textContent).toBe('Your session has ended. Please sign in again.');
    expect(part(el, 'notice')!.getAttribute('role')).toBe('status');
  });
});

describe('account attributes', () => {
  const read = (html: string) => {
    document.body.innerHTML = html;
    return parseAccountAttributes(document.body.firstElementChild!);
  };
  it('links as paths or http(s) URLs, data-reload naming sign-in, sign-out or both, data-clone-cart', () => {
    expect(
      read(
        '<div data-forgot-password-url="/forgot" data-create-account-url="https://shop.example/join" data-reload="sign-out" data-clone-cart></div>',
      ),
    ).toEqual({
      cloneCart: true,
      forgotPasswordUrl: '/forgot',
      createAccountUrl: 'https://shop.example/join',
      accountUrl: null,
      reloadOn: { signIn: false, signOut: true },
    });
    expect(read('<div data-reload></div>').reloadOn).toEqual({ signIn: true, signOut: true });
    expect(read('<div></div>')).toMatchObject({ cloneCart: false, reloadOn: { signIn: false, signOut: false } });
    expect(() => read('<div data-account-url="javascript:alert(1)"></div>')).toThrow(
      'data-account-url "javascript:alert(1)" must be a path or an http(s) URL',
    );
    expect(() => read('<div data-reload="always"></div>')).toThrow('data-reload takes sign-in, sign-out or both, not "always"');
  });
});
