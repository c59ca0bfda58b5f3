import type { Translate } from '../i18n';
import { clipText } from '../input/clipText';
import { isObj } from '../input/isObj';
import '../i18n/strings/errors';
import { CrumbError, HttpError, RateLimitError, SessionError, TimeoutError } from './answerErrors';
import { sessionRefused } from '../account/sessionRefused';
import { SITE_USER_HEADER } from './transport';
import { noAnswer } from './errors';
import { parseRetryAfter } from './retryAfter';

/**
 * Maps a failed request (ky's HTTPError and TimeoutError, fetch's own errors, an unreadable answer) to the SDK's typed
 * error, whose message is ready to show. `what` names the request ("POST /api/…"). Loaded by ./client.ts with the
 * first failure, with the strings (`t`) of the runtime that asked. A caller's cancellation (AbortError) is returned as it is.
 * `keepSession` (the sign-out's call): a refused session is an HttpError like any other, and signs no tab out.
 */
export async function toStorefrontError(
  error: unknown,
  what: string,
  timeoutMs: number,
  t: Translate,
  keepSession = false,
): Promise<unknown> {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  if (error instanceof DOMException && name == 'AbortError') return error; // the caller cancelled
  if (name == 'HTTPError') {
    // ky's HTTPError (checked by name: ./transport.ts alone imports ky).
    const { response, request } = error as { response: Response; request?: Request };
    const { status } = response;
    // The body: parsed JSON, else its text, else (unreadable) null.
    let body: unknown = null;
    try {
      const text = await response.text();
      body = text;
      body = JSON.parse(text);
    } catch {
      /* keep what was read */
    }
    const fields: Record<string, unknown> = isObj(body) ? body : {};
    const detail = `${what} → ${status}`;
    // A redirect not followed (./transport.ts, noRedirect: the request carried the crumb or the session's token): the
    // generic failure text; whatever it said is not read.
    if (response.type == 'opaqueredirect' || (status >= 300 && status < 400))
      return new HttpError(
        status,
        t('unknownError'),
        `${what} → a redirect, not followed (the request carries the crumb or the session's token)`,
        null,
      );
    if (fields.crumbFail) return new CrumbError(t, detail, navigator.cookieEnabled !== false);
    if (status == 401 && fields.siteUserAuthFail && !keepSession) {
      sessionRefused(!!request?.headers.get(SITE_USER_HEADER));
      return new SessionError(t, detail);
    }
    if (status == 429) return new RateLimitError(t, detail, parseRetryAfter(response.headers.get('Retry-After')));
    // The server's own message (`message`, else `error`) when it sent one.
    const message = [fields.message, fields.error].find((x): x is string => typeof x == 'string' && !!x.trim());
    return new HttpError(status, message ? clipText(message) : t('unknownError'), detail, body);
  }
  if (name == 'TimeoutError') return new TimeoutError(t, `${what} → no answer in ${timeoutMs} ms`, timeoutMs);
  if (error instanceof SyntaxError) return new HttpError(200, t('unknownError'), `${what} → the answer is not JSON`, null);
  return noAnswer(t, what, error);
}
