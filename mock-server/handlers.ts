import { delay, getResponse, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  addEntry,
  getCart,
  MESSAGES,
  removeEntry,
  setEntryFields,
  setEntryQuantity,
  startSubscription,
  stockOf,
  type Outcome,
} from './cart';
import { controlHandlers } from './control';
import { ANALYTICS_PATH, eventHandlers, PERFORMANCE_RECORDS_PATH, VALIDATE_PATH } from './events';
import { takeFault, type FaultRule } from './faults';
import {
  COOKIES,
  CRUMB_FAIL,
  crumbFailResponse,
  errorResponse,
  INVALID_JSON,
  invalidJson,
  jsonWithCookies,
  readCookies,
  readJson,
} from './http';
import { captchaHandlers, verifyCaptchaToken } from './captcha';
import { censusHandlers } from './census';
import { formHandlers } from './forms';
import { idempotentWrites } from './idempotency';
import { instalmentHandlers } from './instalments';
import { languageHandlers } from './languages';
import { placesHandlers } from './places';
import { postHandlers } from './posts';
import { restockHandlers } from './restock';
import { reviewHandlers } from './reviews';
import { sessionHandlers, SITE_USER_AUTH_FAIL, SITE_USER_XSRF_HEADER, siteUserXsrfHandler, usableCartId } from './session';
import { createState, findProduct, logRequest, type PlatformState } from './state';
import { PICTURE_PATH, pictureSvg } from './pictures';
import { sessionReplayHandlers } from './sessionReplay';
import { toneHandlers } from './tones';

// The mock platform's request handlers. One list serves all three hosts (the Node server through getResponse,
// msw/node in unit tests, the service worker in Storybook), so every path starts with `*` to match any origin.

/** Header that must carry the `crumb` cookie's value on every write (the platform's CSRF check). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Cookie names the platform uses (documented in docs/mock-platform.md; defined in http.ts, beside the cookie helpers). */
export { COOKIES };
/** The header carrying a signed-in visitor's XSRF token, and the 401 body of its check (mock-server/session.ts). */
export { SITE_USER_AUTH_FAIL, SITE_USER_XSRF_HEADER };

/** The platform's crumbFail body and answer (defined in http.ts: the census's RecordEvent gives it too). */
export { CRUMB_FAIL, crumbFailResponse };

const API = '*/api';
// The catch-all pattern also matches paths like Vite's /src/api/client.ts in Storybook; the log, the faults and the
// crumb check are for the platform's API only, which lives at the origin's /api/.
const isApi = (url: URL) => url.pathname.startsWith('/api/');
/** The cookie the browser tests set to the test's run (`POST /__mock/reset?run=…`, PlatformState.run). */
export const MOCK_RUN_COOKIE = 'MockRun';
/** The fire-and-forget calls a closed page may still send: the census, the events, the analytics, the performance records. */
const TELEMETRY = ['/api/census/', '/api/events/', ANALYTICS_PATH, PERFORMANCE_RECORDS_PATH];
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
/**
 * The writes the crumb check and the site user's XSRF check look at: every write to /api/ but the analytics and
 * performance endpoints, whose hosts take beacons, which cannot carry headers.
 */
const isCheckedWrite = (request: Request, url: URL) =>
  isWrite(request.method) &&
  isApi(url) &&
  url.pathname != ANALYTICS_PATH &&
  !url.pathname.startsWith(VALIDATE_PATH) &&
  url.pathname != PERFORMANCE_RECORDS_PATH;
/**
 * The writes the site-user XSRF rule applies to: not the census's either (an assumption, docs/mock-platform.md): it
 * counts pages and presses, whoever makes them, and is sent before a new tab may have its member's token.
 */
const isMemberWrite = (request: Request, url: URL) => isCheckedWrite(request, url) && !url.pathname.startsWith('/api/census/');

/** Null-body statuses: a fault with one of these answers with no body even if the rule gives one. */
const NO_BODY = new Set([204, 205, 304]);

function faultResponse(rule: FaultRule & { status: number }): Response {
  const init = { status: rule.status, headers: rule.headers ?? {} };
  if (rule.body === undefined || NO_BODY.has(rule.status)) return new HttpResponse(null, init);
  if (typeof rule.body === 'string') return HttpResponse.text(rule.body, init);
  return HttpResponse.json(rule.body as JsonBodyType, init);
}

/**
 * First in the list: records every /api/ request, then applies the first matching fault rule, if any. `rest` is the
 * handlers after this one: a `dropAnswer` rule has them answer (the write is applied) and then drops the connection.
 */
function faultHandler(state: PlatformState, rest: () => HttpHandler[]): HttpHandler {
  return http.all(`${API}/*`, async ({ request }) => {
    const url = new URL(request.url);
    if (!isApi(url)) return undefined;
    // An earlier test's page, landing late: its telemetry is dropped, anything else answered but not logged.
    const run = readCookies(request)[MOCK_RUN_COOKIE];
    if (state.run && run && run != state.run)
      return TELEMETRY.some((p) => url.pathname.startsWith(p)) ? new HttpResponse(null, { status: 204 }) : undefined;
    logRequest(state, url, request.method, Date.now(), request.headers.get(SITE_USER_XSRF_HEADER));
    const rule = takeFault(state.faults, request.method, url.pathname);
    if (!rule) return undefined;
    // The log says which fault answered (a status, 'network', 'dropped', or 'delay' for a slow but real answer).
    state.requests.at(-1)!.fault = rule.networkError
      ? 'network'
      : rule.dropAnswer
        ? 'dropped'
        : rule.crumbFail
          ? 401
          : (rule.status ?? 'delay');
    if (rule.delayMs) await delay(rule.delayMs);
    if (rule.networkError) return HttpResponse.error();
    if (rule.crumbFail) return crumbFailResponse(request, rule.headers);
    if (rule.dropAnswer) {
      await getResponse(rest(), request);
      return HttpResponse.error();
    }
    // A delay-only rule falls through: the real handler answers, late.
    return rule.status === undefined ? undefined : faultResponse({ ...rule, status: rule.status });
  });
}

/**
 * Second: a write without `X-CSRF-Token` equal to the `crumb` cookie gets the platform's crumbFail answer, with a
 * fresh crumb cookie. Not the analytics and performance endpoints: their hosts take beacons, which cannot carry headers.
 */
function crumbHandler(): HttpHandler {
  return http.all(`${API}/*`, ({ request }) => {
    const url = new URL(request.url);
    if (!isCheckedWrite(request, url)) return undefined;
    const token = request.headers.get(CSRF_HEADER);
    const crumb = readCookies(request)[COOKIES.crumb];
    return token && crumb && token === crumb ? undefined : crumbFailResponse(request);
  });
}

function answer<T>(outcome: Outcome<T>, body: (value: T) => JsonBodyType): Response {
  return outcome.ok ? HttpResponse.json(body(outcome.value)) : errorResponse(outcome.status, outcome.message);
}

/** The cart's GET and writes (exported for a test that puts an idempotency handler with its own clock in front). */
export function cartHandlers(state: PlatformState): HttpHandler[] {
  const entries = `${API}/commerce/shopping-cart/entries`;
  // The CART cookie's cart, unless it is a member's and this is not the member's session (mock-server/session.ts).
  const cartCookie = (request: Request) => usableCartId(state, request);
  return [
    // The spec's query (mock, timecode, calculateSubtotal) changes nothing here. Never sets cookies.
    http.get(`${API}/commerce/shopping-cart`, ({ request }) => HttpResponse.json(getCart(state, cartCookie(request)))),

    http.post(entries, async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const out = addEntry(state, cartCookie(request), body);
      if (!out.ok) return errorResponse(out.status, out.message);
      const { cart, entry, created } = out.value;
      const cookieList = created ? [`${COOKIES.cart}=${cart.id}; Path=/`, `${COOKIES.hasCart}=true; Path=/`] : [];
      return jsonWithCookies(request, { shoppingCart: cart, newlyAdded: entry }, cookieList);
    }),

    http.put<{ entryId: string }>(`${entries}/:entryId`, async ({ request, params }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      return answer(setEntryQuantity(state, cartCookie(request), params.entryId, body), (cart) => ({ shoppingCart: cart }));
    }),

    http.delete<{ entryId: string }>(`${entries}/:entryId`, ({ request, params }) =>
      answer(removeEntry(state, cartCookie(request), params.entryId), (cart) => ({ shoppingCart: cart })),
    ),

    http.put<{ entryId: string }>(`${entries}/:entryId/additionalFields`, async ({ request, params }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      return answer(setEntryFields(state, cartCookie(request), params.entryId, body), ({ cart, entry }) => ({
        shoppingCart: cart,
        updatedEntry: entry,
      }));
    }),
  ];
}

/** The most ids `GET /api/commerce/products?ids=…` takes (the SDK asks for 50 at most: src/contract.ts). */
export const MAX_PRODUCTS_PER_REQUEST = 50;

/** A collection page's size when `limit` is not given (the collection widget's default page size). */
export const DEFAULT_COLLECTION_LIMIT = 24;

/**
 * Assumption (docs/embed-contract.md, "Collections"): a page of a collection's products,
 * `GET /api/commerce/products?collectionId=<id>&limit=<1–50, default 24>[&cursor=<the last page's nextCursor>]`, answers
 * `{ products, nextCursor }` in the collection's order; `nextCursor` is null on the last page. The cursor is opaque to
 * the SDK (here: `o<offset>`); a cursor the platform did not give, a limit out of range: 400. An unknown or empty
 * collection: an empty page.
 */
function collectionPage(state: PlatformState, query: URLSearchParams) {
  const limitText = query.get('limit');
  const limit = limitText === null ? DEFAULT_COLLECTION_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PRODUCTS_PER_REQUEST)
    return errorResponse(400, `limit must be a whole number from 1 to ${MAX_PRODUCTS_PER_REQUEST}.`);
  const cursor = query.get('cursor');
  const offset = cursor === null ? 0 : /^o(0|[1-9]\d{0,5})$/.test(cursor) ? Number(cursor.slice(1)) : NaN;
  if (Number.isNaN(offset)) return errorResponse(400, 'cursor is not one this platform gave.');
  const all = state.products.filter((p) => p.collectionId === query.get('collectionId'));
  const products = all.slice(offset, offset + limit);
  const next = offset + limit < all.length ? `o${offset + limit}` : null;
  return HttpResponse.json({ products, nextCursor: next });
}

function catalogHandlers(state: PlatformState): HttpHandler[] {
  return [
    // Assumption (docs/embed-contract.md, "Assumptions"): the spec shows no endpoint returning a product.
    http.get<{ id: string }>(`${API}/commerce/products/:id`, ({ params }) => {
      const product = findProduct(state, params.id);
      return product ? HttpResponse.json(product) : errorResponse(404, MESSAGES.productNotFound);
    }),
    // Assumption too: many products at once, `?ids=a,b,…` (at most 50; each id URL-encoded, so the raw query is split on
    // its commas before decoding). The products known, in the order asked; an unknown id is left out.
    http.get(`${API}/commerce/products`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.has('collectionId')) return collectionPage(state, url.searchParams);
      const raw = /[?&]ids=([^&]*)/.exec(url.search)?.[1];
      if (!raw) return errorResponse(400, 'ids or collectionId is required.');
      let ids: string[];
      try {
        ids = raw.split(',').map(decodeURIComponent);
      } catch {
        return errorResponse(400, 'ids is not well-formed.');
      }
      if (ids.length > MAX_PRODUCTS_PER_REQUEST) return errorResponse(400, `At most ${MAX_PRODUCTS_PER_REQUEST} ids.`);
      const products = ids.map((id) => findProduct(state, id)).filter((p) => p != null);
      return HttpResponse.json({ products });
    }),
    // The spec's path ends in a slash; without it is answered too, rather than failing on a detail.
    ...[`${API}/commerce/inventory/stock/`, `${API}/commerce/inventory/stock`].map((path) =>
      http.get(path, ({ request }) =>
        answer(stockOf(state, new URL(request.url).searchParams.get('itemId')), (stock) => stock as unknown as JsonBodyType),
      ),
    ),
    http.post(`${API}/3/commerce/cart/subscription`, async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      return answer(startSubscription(state, body), (token) => token);
    }),
    // Assumption: the spec has settings but no call that fetches them.
    http.get(`${API}/commerce/settings`, () => HttpResponse.json(state.settings as JsonBodyType)),
  ];
}

/**
 * The product pictures, `/media/products/<name>.svg[?format=<width>w]` (the platform's resize contract): drawn at the
 * width asked for; 404 for no such picture. Cached a day (they never change).
 */
function pictureHandlers(): HttpHandler[] {
  return [
    http.get<{ file: string }>(`*${PICTURE_PATH}:file`, ({ request, params }) => {
      const name = /^([a-z0-9-]+)\.svg$/.exec(params.file)?.[1];
      const width = /^(\d{1,5})w$/.exec(new URL(request.url).searchParams.get('format') ?? '')?.[1];
      const svg = name ? pictureSvg(name, width ? Number(width) : undefined) : null;
      return svg
        ? new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } })
        : new HttpResponse('No such picture.', { status: 404, headers: { 'content-type': 'text/plain' } });
    }),
  ];
}

export interface HandlerOptions {
  /** The clock of the sign-in lockout and of new sessions (tests move it); default Date.now. */
  now?: () => number;
}

/**
 * Every handler of the mock platform over `state`: faults and logging, the crumb check, the site user's XSRF check,
 * the API, the control surface.
 */
export function createHandlers(state: PlatformState, { now = Date.now }: HandlerOptions = {}): HttpHandler[] {
  const writes = cartHandlers(state);
  const all: HttpHandler[] = [
    faultHandler(state, () => all.slice(1)),
    crumbHandler(),
    siteUserXsrfHandler(state, isMemberWrite),
    idempotentWrites(state, writes),
    ...writes,
    ...sessionHandlers(state, now),
    ...catalogHandlers(state),
    ...formHandlers(state, verifyCaptchaToken),
    ...captchaHandlers(state),
    ...instalmentHandlers(),
    ...placesHandlers(),
    ...languageHandlers(),
    ...restockHandlers(state, verifyCaptchaToken),
    ...postHandlers(state, verifyCaptchaToken),
    ...reviewHandlers(state),
    ...eventHandlers(state),
    ...censusHandlers(state),
    ...pictureHandlers(),
    ...toneHandlers(),
    ...sessionReplayHandlers(),
    ...controlHandlers(state),
  ];
  return all;
}

/** The shared platform state behind `handlers` (reset it with resetState or `POST /__mock/reset`). */
export const platformState: PlatformState = createState();

/** The handlers over the shared state: what Storybook, msw/node and the Node server use by default. */
export const handlers: HttpHandler[] = createHandlers(platformState);

/**
 * Sets a `crumb` cookie on this document when it has none, as the platform's HTML pages do. For pages the Node server
 * did not serve (Storybook, happy-dom tests), so that writes pass the crumb check. Returns the crumb.
 */
export function ensureCrumbCookie(value = `crumb-${Math.random().toString(36).slice(2, 12)}`): string {
  const existing = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1];
  if (existing) return decodeURIComponent(existing);
  document.cookie = `${COOKIES.crumb}=${value}; Path=/; SameSite=Lax`;
  return value;
}
