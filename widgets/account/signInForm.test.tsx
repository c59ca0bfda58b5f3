import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { state } from '../../mock-server/node';
import type { WidgetContext } from '../../src/types';
import { testPage } from '../../tests/unit/testRuntime';
import { useSignedOutVisitor as signOutVisitor } from '../../tests/unit/signedOutVisitor';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { mount } from './index';

// The sign-in form (./SignInForm.tsx) on its failure paths: what the visitor sees, and what is left in the fields.

const page = testPage();
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });
const SESSION = '/api/site-users/account/session';

// Sets up vitest hooks (the mock platform, a signed-out visitor before each test): not a React hook.
signOutVisitor();
beforeEach(() => {
  page.reset();
  document.body.innerHTML = '';
});
afterEach(() => page.runtime.account?.dispose());

function place(): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="account"><a href="/account">Account</a></div>');
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config: widgetTestConfig, emit: () => {}, report: vi.fn() };
  mount(el, page.with(ctx));
  return el;
}
const dialog = () => document.querySelector('sf-lightbox')?.shadowRoot ?? null;
const field = (name: string) => dialog()!.querySelector<HTMLInputElement>(`[name=${name}]`)!;
const message = () => dialog()!.querySelector('[part=message]')!.textContent;
function submit(email: string, password: string) {
  field('email').value = email;
  field('password').value = password;
  act(() => dialog()!.querySelector<HTMLButtonElement>('[part=submit]')!.click());
}

describe('sign-in form', () => {
  it('the email field is the account name for password managers: autocomplete="username"', async () => {
    const el = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    act(() => el.shadowRoot!.querySelector<HTMLElement>('[part=button]')!.click());
    await until(() => expect(dialog()?.querySelector('form')).toBeTruthy());
    expect(field('email').getAttribute('autocomplete')).toBe('username');
    expect(field('password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('every failed sign-in empties the password field and focuses it: 403, 429, 500, offline; a blank email empties it too', async () => {
    const el = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('signed-out'));
    act(() => el.shadowRoot!.querySelector<HTMLElement>('[part=button]')!.click());
    await until(() => expect(dialog()?.querySelector('form')).toBeTruthy());
    const paths: [string, () => void, string][] = [
      ['403', () => {}, 'The email or password is incorrect.'],
      [
        '429',
        () => void (state.faults = [{ method: 'POST', path: SESSION, status: 429, headers: { 'Retry-After': '30' }, times: 1 }]),
        'Too many sign-in attempts. Please try again in 30 seconds.',
      ],
      [
        '500',
        () => void (state.faults = [{ method: 'POST', path: SESSION, status: 500, times: 1 }]),
        'Signing in is not possible right now. Please try again later.',
      ],
      [
        'offline',
        () => void (state.faults = [{ method: 'POST', path: SESSION, networkError: true, times: 1 }]),
        'You appear to be offline. Check your connection and try again.',
      ],
    ];
    for (const [name, arrange, text] of paths) {
      arrange();
      submit('ada@example.com', 'not-the-password');
      await until(() => expect(message(), name).toBe(text));
      expect(field('password').value, name).toBe('');
      expect(field('email').value, name).toBe('ada@example.com');
      expect(dialog()!.activeElement, name).toBe(field('password'));
      expect(el.getAttribute('data-sf-state'), name).toBe('dialog');
    }
    expect(state.requests.filter((r) => r.path == SESSION)).toHaveLength(4);
    submit('', 'typed-before-the-email');
    expect(message()).toBe('Enter your email address.');
    expect(field('password').value).toBe('');
    expect(dialog()!.activeElement).toBe(field('email'));
    expect(state.requests.filter((r) => r.path == SESSION)).toHaveLength(4);
  });
});
