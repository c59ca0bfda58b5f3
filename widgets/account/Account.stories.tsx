import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { keepToken } from '../../src/account/token';
import { withPlatform } from '../../stories/platform';
import { typeInto } from '../../stories/typeInto';
import { useEffect, useRef } from 'react';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Account, useAccount } from '../../react';

/**
 * `<Account>` from `@storefront/widgets/react`: "Sign in" and its dialog, then "Account" with its panel. Each story
 * starts signed out (the tab's token and the session cookies cleared) or signed in as the seeded visitor Ada
 * (ada@example.com, password lovelace-1815: docs/mock-platform.md).
 */
const meta = {
  title: 'Widgets/Account',
  component: Account,
  args: { forgotPasswordUrl: '/account/forgot', createAccountUrl: '/account/join', children: <a href="/account">Your account</a> },
  argTypes: { ...controlsOf(attributes), reload: { control: false } },
  parameters: { docs: { description: { component: 'Sign in, who is signed in, sign out; see docs/widgets/account.md.' } } },
  loaders: [() => signOutLocally()],
} satisfies Meta<typeof Account>;
export default meta;
type Story = StoryObj<typeof meta>;

const SESSION = '*/api/site-users/account/session';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A story's start, signed out: no token in this tab, no session cookies (the mock sets them without HttpOnly here). */
function signOutLocally() {
  keepToken(null);
  sessionStorage.removeItem('sf-site-user-email');
  for (const name of ['SiteUserInfo', 'SiteUserSession', 'CART', 'hasCart'])
    document.cookie = `${name}=; Path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** A story's start, signed in as Ada: the session call made before the widget starts, its token kept as the widget keeps it. */
async function signInAsAda() {
  signOutLocally();
  const crumb = ensureCrumbCookie();
  const answer = await fetch('/api/site-users/account/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
    body: JSON.stringify({ email: 'ada@example.com', password: 'lovelace-1815', rememberMe: false }),
  }).then((r) => r.json() as Promise<{ xsrfToken: string }>);
  keepToken(answer.xsrfToken);
  sessionStorage.setItem('sf-site-user-email', 'ada@example.com');
}

/** The widget's host once it shows `state`. */
async function host(canvas: HTMLElement, state: string) {
  const el = canvas.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && el.getAttribute('data-sf-state') !== state; i++) await wait(25);
  return el;
}
/** Presses "Sign in", then (with `email`) fills the dialog's form and submits it. */
const signIn = (email?: string, password = 'not-her-password'): Pick<Story, 'play'> => ({
  play: async ({ canvasElement }) => {
    (await host(canvasElement, 'signed-out')).shadowRoot?.querySelector<HTMLButtonElement>('[part=button]')?.click();
    if (email === undefined) return;
    let form: HTMLFormElement | null | undefined;
    for (let i = 0; i < 400 && !(form = document.querySelector('sf-lightbox')?.shadowRoot?.querySelector('form')); i++) await wait(25);
    if (!form) return;
    typeInto(form.querySelector<HTMLInputElement>('[name=email]')!, email);
    typeInto(form.querySelector<HTMLInputElement>('[name=password]')!, password);
    form.requestSubmit();
  },
});
/** Opens the signed-in panel; with `signOut`, presses "Sign out" in it. */
const openPanel = (signOut = false): Pick<Story, 'play'> => ({
  play: async ({ canvasElement }) => {
    const root = (await host(canvasElement, 'signed-in')).shadowRoot;
    root?.querySelector<HTMLButtonElement>('[part=button]')?.click();
    await wait(50);
    if (signOut) root?.querySelector<HTMLButtonElement>('[part=sign-out]')?.click();
  },
});

/** Signed out: the "Sign in" button. */
export const SignedOut: Story = {};

/** The sign-in dialog: email, password, Remember me, the links; focus on its close button. */
export const DialogOpen: Story = { name: 'Sign-in dialog', ...signIn() };

/** A wrong password: the platform's refusal, said in the dialog; the password field emptied and focused. */
export const WrongPassword: Story = { ...signIn('ada@example.com') };

/** The session call on its way: the button says so, and a second press sends nothing. */
export const SigningIn: Story = {
  ...signIn('ada@example.com', 'lovelace-1815'),
  parameters: withPlatform(http.post(SESSION, async () => (await delay('infinite'), HttpResponse.json({})))),
};

/** Too many attempts: the platform's 429 and its Retry-After, in words. */
export const TooManyAttempts: Story = {
  ...signIn('ada@example.com'),
  parameters: withPlatform(
    http.post(SESSION, () =>
      HttpResponse.json({ message: 'Too many sign-in attempts.' }, { status: 429, headers: { 'Retry-After': '60' } }),
    ),
  ),
};

/** Offline: no answer at all. */
export const Offline: Story = {
  ...signIn('ada@example.com', 'lovelace-1815'),
  parameters: withPlatform(http.post(SESSION, () => HttpResponse.error())),
};

/** Signed in as Ada: the "Account" button. */
export const SignedIn: Story = { loaders: [signInAsAda] };

/** Its panel open: who is signed in, the account link, "Sign out". */
export const PanelOpen: Story = { loaders: [signInAsAda], args: { accountUrl: '/account' }, ...openPanel() };

/** Signing out did not work (a server error): still signed in, the reason under the button. */
export const SignOutFailed: Story = {
  loaders: [signInAsAda],
  ...openPanel(true),
  parameters: withPlatform(http.delete(SESSION, () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
};

/** While signed in, the platform ends the session; the next write is refused, and the tab signs out with a message. */
function EndSession() {
  const account = useAccount();
  const done = useRef(false);
  useEffect(() => {
    if (account.state.status != 'signed-in' || done.current) return;
    done.current = true;
    void fetch('/__mock/sessions/expire', { method: 'POST' }).then(() => account.setLocale('fr'));
  }, [account]);
  return null;
}

/** The session ended while the visitor was here: signed out, with "sign in again" beside the button. */
export const SessionEnded: Story = {
  loaders: [signInAsAda],
  decorators: [
    (Story) => (
      <>
        <EndSession />
        <Story />
      </>
    ),
  ],
};
