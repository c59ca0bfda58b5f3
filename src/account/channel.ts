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

/** A token as a header can carry it: 1 to 1,024 visible ASCII characters (the platform's are 64 hex digits). */
const TOKEN = /^[\x21-\x7e]{1,1024}$/;
/**
 * An email as a sign-in takes it, and nothing that reads as markup: 3 to 256 characters, one `@` with text on both
 * sides, no `<`, `>`, `&` or `"`, no white space or control character.
 */
const EMAIL = /^[^@\s<>&"\p{Cc}]+@[^@\s<>&"\p{Cc}]+$/u;
const isEmail = (value: unknown): value is string =>
  typeof value == 'string' && value.length >= 3 && value.length <= 256 && EMAIL.test(value);

/**
 * What another tab posted, if it is one of the three messages in their shape (a known `type`, each field of its type:
 * a token a header can carry, an email with no markup, or null; fields beyond those are let be), else null: ignored.
 * The channel is the origin's, and any page of the origin can post to it.
 */
export function readMessage(data: unknown): AccountMessage | null {
  if (typeof data != 'object' || data == null || Array.isArray(data)) return null;
  const m = data as Record<string, unknown>;
  if (m.type == 'ask') return { type: 'ask' };
  if (m.type == 'token' && typeof m.token == 'string' && TOKEN.test(m.token) && (m.email === null || isEmail(m.email)))
    return { type: 'token', token: m.token, email: m.email };
  if (m.type == 'signed-out' && typeof m.ended == 'boolean') return { type: 'signed-out', ended: m.ended };
  return null;
}

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
 * own sign-out cannot come back to it late and undo a sign-in that followed. Messages not in their shape are ignored
 * (`readMessage`).
 */
export function openTabs(on: (message: AccountMessage) => void): { post(message: AccountMessage): void; close(): void } {
  here.add(on);
  if (typeof BroadcastChannel != 'function') return { post() {}, close: () => void here.delete(on) };
  const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent) => {
    const message = readMessage(data);
    if (message) on(message);
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => {
      here.delete(on);
      channel.close();
    },
  };
}
