import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountOf } from '../../src/account/account';
import type { WidgetContext } from '../../src/types';
import { useSignedOutVisitor as signOutVisitor } from '../../tests/unit/signedOutVisitor';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { mount } from './index';

// The member gate (docs/widgets/member-gate.md): the access-denied page with Join, and a signed-in member's email and
// Sign out (the account widget, nested). What its events send is the older tracker's (src/telemetry/olderTracker.test.ts).

const page = testPage();
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

signOutVisitor();
beforeEach(() => {
  page.reset();
  document.body.innerHTML = '';
});
afterEach(() => page.runtime.account?.dispose());

function place(attrs = 'data-join-url="/join"') {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="member-gate" ${attrs}><p>Members only</p></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const events: [string, unknown][] = [];
  const ctx: WidgetContext = { config: widgetTestConfig, emit: (name, detail) => void events.push([name, detail]), report: vi.fn() };
  mount(el, page.with(ctx));
  return { el, events };
}
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`);

describe('member-gate', () => {
  it('a visitor: the title, the message and Join to data-join-url; its show announces access-denied-view, Join join-button-click', async () => {
    const { el, events } = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('denied'));
    expect(part(el, 'title')!.textContent).toBe('Members only');
    expect(part(el, 'message')!.textContent).toBe('This page is for members. Join to see it.');
    expect(part(el, 'join')!.getAttribute('href')).toBe('/join');
    expect(part(el, 'join')!.textContent).toBe('Join');
    expect(part(el, 'email')).toBeNull();
    expect(el.shadowRoot!.querySelector('[data-sf-widget=account]')).toBeNull();
    expect(el.shadowRoot!.querySelector('section')!.getAttribute('aria-labelledby')).toBe(part(el, 'title')!.id);
    await until(() => expect(events).toContainEqual(['access-denied-view', { signed_in: false, join_url: '/join' }]));
    part(el, 'join')!.addEventListener('click', (e) => e.preventDefault());
    act(() => part(el, 'join')!.click());
    await until(() => expect(events).toContainEqual(['join-button-click', { signed_in: false, join_url: '/join' }]));
    expect(events.filter(([e]) => e == 'access-denied-view')).toHaveLength(1);
  });

  it("a signed-in member without access: the same with their email, and the account widget's element for Sign out", async () => {
    await accountOf(page.runtime).signIn({ email: 'ada@example.com', password: 'lovelace-1815' });
    const { el } = place();
    await until(() => expect(el.getAttribute('data-sf-state')).toBe('member'));
    expect(part(el, 'message')!.textContent).toBe('Your membership does not include this page.');
    expect(part(el, 'email')!.textContent).toBe('Signed in as ada@example.com');
    expect(part(el, 'join')!.getAttribute('href')).toBe('/join');
    const nested = el.shadowRoot!.querySelector('[data-sf-widget=account]')!;
    expect(nested.getAttribute('exportparts')).toBe('button,panel,sign-out');
  });

  it('without data-join-url: a ConfigError naming it; a URL that is not a path or http(s) is refused too', () => {
    expect(() => place('')).toThrow('data-join-url is required');
    expect(() => place('data-join-url="javascript:alert(1)"')).toThrow(/data-join-url/);
  });
});
