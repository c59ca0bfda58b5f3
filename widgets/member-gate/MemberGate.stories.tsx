import type { Meta, StoryObj } from '@storybook/react-vite';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { keepToken } from '../../src/account/token';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { MemberGate } from '../../react';

/**
 * `<MemberGate>` from `@storefront/widgets/react`: a member area's access-denied page with Join; a signed-in member
 * without access sees their email and the account's Sign out (the account widget, nested). See
 * docs/widgets/member-gate.md.
 */
const meta = {
  title: 'Widgets/Member gate',
  component: MemberGate,
  args: { joinUrl: '/join', children: <p>This page is for members.</p> },
  argTypes: { ...controlsOf(attributes) },
  parameters: { docs: { description: { component: "A member area's access-denied page, with Join; see docs/widgets/member-gate.md." } } },
  loaders: [() => signOutLocally()],
} satisfies Meta<typeof MemberGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No token in this tab, no session cookies. */
function signOutLocally() {
  keepToken(null);
  sessionStorage.removeItem('sf-site-user-email');
  for (const name of ['SiteUserInfo', 'SiteUserSession', 'CART', 'hasCart'])
    document.cookie = `${name}=; Path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** Signed in as the seeded visitor Ada before the widget starts (docs/mock-platform.md). */
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

/** A visitor who is not signed in: the message and Join. */
export const Visitor: Story = {};

/** A signed-in member without access: their email, Join, and the account's Sign out. */
export const SignedInMember: Story = { loaders: [() => signInAsAda()] };
