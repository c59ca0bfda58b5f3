import type { Api } from './client';
import { isCrumbError } from './guards';

// The site-user session (spec 001 §3 "Account payloads", §7): sign in, sign out, the member's language. Failures reject
// with the client's typed errors (src/api/errors.ts).

export const SESSION_PATH = '/api/site-users/account/session';
export const LOCALE_PATH = '/api/site-users/account/locale';

/** The body of a sign-in (spec 001 §3 "Login"). */
export interface SignInRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** A sign-in's answer: the spec names `xsrfToken`; whatever else the platform sends is kept. */
export interface SignInAnswer {
  xsrfToken: string;
  [field: string]: unknown;
}

/**
 * `POST /api/site-users/account/session`. Resolves with the answer once it carries a token (an answer without one is
 * refused: there is no session to use). The password goes in this body and nowhere else.
 */
export async function postSession(api: Api, body: SignInRequest): Promise<SignInAnswer> {
  const answer = await api.request<Partial<SignInAnswer> | null>('POST', SESSION_PATH, { json: body });
  if (typeof answer?.xsrfToken != 'string' || !answer.xsrfToken) throw new Error(`POST ${SESSION_PATH} → no xsrfToken in the answer`);
  return answer as SignInAnswer;
}

/**
 * `DELETE /api/site-users/account/session?cloneCart=<boolean>`, tried again exactly once when the answer is a crumbFail
 * (spec 001 §7: that answer sets a fresh crumb cookie, which the transport reads at the next request). Resolves on a
 * 2xx only. It carries the crumb (as every write) and the tab's token where it has one; the platform is assumed to end
 * the session on the session cookie and the crumb alone (docs/embed-contract.md, "Signing out"). A refused session
 * (401 `siteUserAuthFail`) rejects like any other answer and signs no tab out: the session may well live on.
 */
export async function deleteSession(api: Api, cloneCart: boolean): Promise<void> {
  const send = () => api.request('DELETE', SESSION_PATH, { searchParams: { cloneCart }, keepSession: true });
  try {
    await send();
  } catch (error) {
    if (!isCrumbError(error)) throw error;
    await send();
  }
}

/** `POST /api/site-users/account/locale` with the member's language (spec 001 §7; when to send it: docs/account.md). */
export async function postLocale(api: Api, language: string): Promise<void> {
  await api.request('POST', LOCALE_PATH, { json: { language } });
}
