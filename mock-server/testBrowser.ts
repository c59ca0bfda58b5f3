import { getResponse, type RequestHandler } from 'msw';
import { CLIENT_ADDRESS_HEADER } from './loopback';

// For the mock platform's own tests: a browser talking to the handlers through msw's getResponse, as the Node server
// does, with its own cookie jar (Set-Cookie applied, Max-Age=0 deletes), the site user's XSRF token once signed in,
// and optionally a peer address, as the Node server would pass it (mock-server/loopback.ts).

export const TEST_ORIGIN = 'http://127.0.0.1:3000';

export interface CallOptions {
  body?: unknown;
  /** X-CSRF-Token; default: the jar's crumb. null: none. */
  csrf?: string | null;
  /** X-SiteUser-XSRF-Token; default: the browser's token from its last sign-in. null: none. */
  token?: string | null;
}

export class TestBrowser {
  jar = new Map<string, string>([['crumb', 'c1']]);
  token: string | null = null;

  /** `address`: the peer address the Node server would report; none: an in-process host (msw/node, the worker). */
  constructor(
    private readonly handlers: RequestHandler[],
    private readonly address?: string,
  ) {}

  async call(method: string, path: string, { body, csrf = this.jar.get('crumb') ?? null, token = this.token }: CallOptions = {}) {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (csrf !== null) headers.set('X-CSRF-Token', csrf);
    if (token !== null) headers.set('X-SiteUser-XSRF-Token', token);
    if (this.address !== undefined) headers.set(CLIENT_ADDRESS_HEADER, this.address);
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await getResponse(this.handlers, new Request(TEST_ORIGIN + path, init));
    if (!response) throw new Error(`unhandled: ${method} ${path}`);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (/;\s*Max-Age=0\b/i.test(cookie)) this.jar.delete(pair.slice(0, eq));
      else this.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async signIn(email: string, password: string): Promise<Response> {
    const response = await this.call('POST', '/api/site-users/account/session', { body: { email, password } });
    if (response.ok) this.token = ((await response.clone().json()) as { xsrfToken: string }).xsrfToken;
    return response;
  }

  add(itemId: string, sku: string | null, quantity = 1): Promise<Response> {
    return this.call('POST', '/api/commerce/shopping-cart/entries', { body: { itemId, sku, quantity, additionalFields: null } });
  }
}

/** Status and JSON body of an answer (body null when it has none or is not JSON). */
export async function statusAndBody(response: Response): Promise<[number, unknown]> {
  const text = await response.text();
  try {
    return [response.status, text ? (JSON.parse(text) as unknown) : null];
  } catch {
    return [response.status, null];
  }
}
