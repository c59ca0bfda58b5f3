/**
 * The tabs of one origin tell each other about the visitor's session over this BroadcastChannel (docs/account.md):
 * - `ask`: a tab that reads as signed in (the SiteUserInfo cookie) but has no token asks the open tabs for theirs;
 * - `token`: an answer to `ask`, or a new sign-in, with the token and the email it was signed in with;
 * - `signed-out`: a sign-out in another tab, or a session the platform refused (`ended`: sign in again).
 * The channel is same-origin only: no other site can read or post to it.
 */
export const ACCOUNT_CHANNEL = 'storefront-account';

export type AccountMessage =
  { type: 'ask' } | { type: 'token'; token: string; email: string | null } | { type: 'signed-out'; ended: boolean };

/** This tab's accounts (their `on`), for what concerns this tab alone. */
const here = new Set<(message: AccountMessage) => void>();

/** Tells this tab's accounts only (a refusal of this tab's own missing token: the other tabs' sessions are fine). */
export function tellThisTab(message: AccountMessage): void {
  here.forEach((on) => on(message));
}

/**
 * Posts one message to the other tabs and to this tab's own account (a channel never hears itself, and this one is
 * new): what the error mapping uses when the platform refuses the session. Nothing where BroadcastChannel is missing.
 */
export function tellTabs(message: AccountMessage): void {
  if (typeof BroadcastChannel != 'function') return tellThisTab(message);
  const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * An account's channel: `on` hears the other tabs (and this tab's `tellTabs`), never what it `post`s itself, so a tab's
 * own sign-out cannot come back to it late and undo a sign-in that followed. Messages that are not well-formed are ignored.
 */
export function openTabs(on: (message: AccountMessage) => void): { post(message: AccountMessage): void; close(): void } {
  here.add(on);
  if (typeof BroadcastChannel != 'function') return { post() {}, close: () => void here.delete(on) };
  const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent) => {
    const m = data as Partial<AccountMessage> | null;
    if (m?.type == 'ask') on({ type: 'ask' });
    else if (m?.type == 'token' && typeof m.token == 'string' && m.token)
      on({ type: 'token', token: m.token, email: typeof m.email == 'string' ? m.email : null });
    else if (m?.type == 'signed-out') on({ type: 'signed-out', ended: m.ended === true });
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => {
      here.delete(on);
      channel.close();
    },
  };
}
