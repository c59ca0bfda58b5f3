import type { Translate } from '../i18n';
import { clipText } from '../input/clipText';
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
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function toStorefrontError(error: any, what: string, timeoutMs: number, t: Translate): Promise<unknown> {
  const name = error?.name;
  if (error instanceof DOMException && name == 'AbortError') return error; // the caller cancelled
  if (name == 'HTTPError') {
    const response: Response = error.response;
    const { status } = response;
    // The body: parsed JSON, else its text, else (unreadable) null.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let body: any = null;
    try {
      body = await response.text();
      body = JSON.parse(body);
    } catch {
      /* keep what was read */
    }
    const detail = `${what} → ${status}`;
    if (body?.crumbFail) return new CrumbError(t, detail, navigator.cookieEnabled !== false);
    if (status == 401 && body?.siteUserAuthFail) {
      sessionRefused(!!(error.request as Request | undefined)?.headers.get(SITE_USER_HEADER));
      return new SessionError(t, detail);
    }
    if (status == 429) return new RateLimitError(t, detail, parseRetryAfter(response.headers.get('Retry-After')));
    // The server's own message (`message`, else `error`) when it sent one.
    const message = [body?.message, body?.error].find((x) => typeof x == 'string' && x.trim());
    return new HttpError(status, message ? clipText(message) : t('unknownError'), detail, body);
  }
  if (name == 'TimeoutError') return new TimeoutError(t, `${what} → no answer in ${timeoutMs} ms`, timeoutMs);
  if (error instanceof SyntaxError) return new HttpError(200, t('unknownError'), `${what} → the answer is not JSON`, null);
  return noAnswer(t, what, error);
}
