import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state } from '../../mock-server/node';
import { issueCaptchaToken } from '../../mock-server/captcha';
import { RESTOCK_PAGE_SIZE } from '../../mock-server/restock';
import { isStorefrontError, type StorefrontError } from './errors';
import { isCrumbError, isHttpError } from './guards';
import {
  countRestockEmails,
  listRestockGroups,
  listRestockSignUps,
  MAX_PAGES,
  RESTOCK_PATH,
  sendAllRestockNotifications,
  sendRestockNotifications,
  signUpForRestock,
} from './restock';
import { clearCookies } from '../../tests/unit/clearCookies';
import type { HttpError } from './answerErrors';
import { createApi } from './client';
import { defaultT } from '../i18n';

const api = createApi('', defaultT);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  ensureCrumbCookie();
});

const failure = <E = StorefrontError>(p: Promise<unknown>): Promise<E> =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as E,
  );

const signUp = (email: string, variantId = 'v-tee-l-white', productId = 'p-tee', isJoinMailingList = false) =>
  signUpForRestock(api, { productId, variantId, siteVisitorEmail: email, isJoinMailingList });

const requestsTo = (path: string) => state.requests.filter((r) => r.path == path);

describe('restock sign-up', () => {
  it('posts the spec fields, without captchaToken unless given, and the platform records it', async () => {
    await signUp('ann@example.com', 'v-tee-l-white', 'p-tee', true);
    expect(state.restockSignUps).toEqual([
      expect.objectContaining({
        productId: 'p-tee',
        variantId: 'v-tee-l-white',
        siteVisitorEmail: 'ann@example.com',
        isJoinMailingList: true,
        captcha: false,
        sentOn: null,
      }),
    ]);
    const token = issueCaptchaToken(state);
    await signUpForRestock(api, {
      productId: 'p-mug',
      variantId: 'v-mug-red',
      siteVisitorEmail: 'bo@example.com',
      isJoinMailingList: false,
      captchaToken: token,
    });
    expect(state.restockSignUps[1]).toMatchObject({ variantId: 'v-mug-red', captcha: true });
    // Tokens are one-use (the fake provider's check).
    const again = await failure(
      signUpForRestock(api, {
        productId: 'p-mug',
        variantId: 'v-mug-blue',
        siteVisitorEmail: 'bo@example.com',
        isJoinMailingList: false,
        captchaToken: token,
      }),
    );
    expect(again.message).toBe('Complete CAPTCHA before submitting.');
  });

  it("rejects with a typed error carrying the server's data.message", async () => {
    const blank = await failure<HttpError>(signUp('  '));
    expect(isHttpError(blank)).toBe(true);
    expect(blank.status).toBe(400);
    expect(blank.message).toBe('Email cannot be blank');
    expect((await failure(signUp('not-an-email'))).message).toBe('Email is invalid');
    expect((await failure(signUp('ann@example.com', 'v-nope'))).message).toBe('Variant not found.');
    const product = await failure<HttpError>(signUp('ann@example.com', 'v-x', 'p-nope'));
    expect([product.status, product.message]).toEqual([404, 'Product not found.']);
    const captcha = await failure(
      signUpForRestock(api, {
        productId: 'p-tee',
        variantId: 'v-tee-l-white',
        siteVisitorEmail: 'a@example.com',
        isJoinMailingList: false,
        captchaToken: '',
      }),
    );
    expect(captcha.message).toBe('Complete CAPTCHA before submitting.');
    state.faults.push({ method: 'POST', path: RESTOCK_PATH, status: 500, body: { message: 'Restock is down for maintenance.' }, times: 1 });
    expect((await failure(signUp('ann@example.com'))).message).toBe('Restock is down for maintenance.');
    expect(state.restockSignUps).toEqual([]);
  });

  it('is a write: a missing crumb gives the crumb error', async () => {
    clearCookies('crumb');
    expect(isCrumbError(await failure(signUp('ann@example.com')))).toBe(true);
  });

  it('keeps one waiting sign-up per email and variant', async () => {
    await signUp('ann@example.com');
    await signUp('ANN@example.com');
    expect(state.restockSignUps).toHaveLength(1);
  });
});

describe('merchant calls', () => {
  const emails = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

  // The merchant's calls need the store owner's session (docs/mock-platform.md, "The store owner").
  beforeEach(async () => {
    expect((await fetch('/__mock/owner-session', { method: 'POST' })).status).toBe(200);
  });

  it("without the owner's session every merchant call is refused with 401 and the platform's message", async () => {
    await signUp('ann@example.com');
    await fetch('/__mock/owner-session', { method: 'DELETE' });
    const refusals = await Promise.all([
      failure<HttpError>(listRestockGroups(api)),
      failure<HttpError>(listRestockSignUps(api, 'p-tee', 'v-tee-l-white')),
      failure<HttpError>(sendRestockNotifications(api, { productId: 'p-tee', variantId: 'v-tee-l-white' })),
      failure<HttpError>(sendAllRestockNotifications(api, [{ productId: 'p-tee', variantId: 'v-tee-l-white' }])),
    ]);
    for (const e of refusals) {
      expect(isHttpError(e)).toBe(true);
      expect([e.status, e.message]).toEqual([401, 'Only the store owner may do this: sign in as the owner first.']);
    }
    expect(state.restockSignUps[0]!.sentOn).toBeNull();
  });

  it('lists every sign-up of a variant, following the cursor pages to the end', async () => {
    for (const email of emails(5, 'l')) await signUp(email);
    await signUp('other@example.com', 'v-tee-s-black');
    const list = await listRestockSignUps(api, 'p-tee', 'v-tee-l-white');
    expect(list.map((s) => s.siteVisitorEmail)).toEqual(emails(5, 'l'));
    const pages = requestsTo(RESTOCK_PATH).filter((r) => r.query.productId);
    expect(pages.map((r) => r.query)).toEqual([
      { productId: 'p-tee', variantId: 'v-tee-l-white' },
      { productId: 'p-tee', variantId: 'v-tee-l-white', cursor: `c${RESTOCK_PAGE_SIZE}` },
      { productId: 'p-tee', variantId: 'v-tee-l-white', cursor: `c${2 * RESTOCK_PAGE_SIZE}` },
    ]);
    expect(await listRestockSignUps(api, 'p-tee', 'v-tee-m-black')).toEqual([]);
  });

  it('lists the groups across every page, each with its count', async () => {
    const variants = ['v-tee-l-white', 'v-tee-s-black', 'v-tee-m-white'];
    for (const v of variants) await signUp(`${v}@example.com`, v);
    await signUp('two@example.com', 'v-tee-s-black');
    await signUp('mug@example.com', 'v-mug-blue', 'p-mug');
    const groups = await listRestockGroups(api);
    expect(groups.map((g) => [g.productId, g.variantId, g.signUpCount])).toEqual([
      ['p-tee', 'v-tee-l-white', 1],
      ['p-tee', 'v-tee-s-black', 2],
      ['p-tee', 'v-tee-m-white', 1],
      ['p-mug', 'v-mug-blue', 1],
    ]);
    expect(requestsTo(`${RESTOCK_PATH}/groups`)).toHaveLength(2);
  });

  it('counts the emails across several variants as the sum of their lists', async () => {
    for (const email of emails(3, 'b')) await signUp(email, 'v-mug-blue', 'p-mug');
    for (const email of emails(2, 'r')) await signUp(email, 'v-mug-red', 'p-mug');
    expect(await countRestockEmails(api, 'p-mug', ['v-mug-blue', 'v-mug-red'])).toBe(5);
    expect(await countRestockEmails(api, 'p-mug', [])).toBe(0);
  });

  it('send marks one variant’s sign-ups sent; send all does several; sent ones leave the lists', async () => {
    await signUp('a@example.com', 'v-mug-blue', 'p-mug');
    await signUp('b@example.com', 'v-mug-red', 'p-mug');
    await signUp('c@example.com');
    expect(await sendRestockNotifications(api, { productId: 'p-mug', variantId: 'v-mug-blue' })).toEqual({ sentCount: 1 });
    expect(state.restockSignUps.find((s) => s.variantId == 'v-mug-blue')!.sentOn).toEqual(expect.any(Number));
    expect(await listRestockSignUps(api, 'p-mug', 'v-mug-blue')).toEqual([]);
    const sent = await sendAllRestockNotifications(api, [
      { productId: 'p-mug', variantId: 'v-mug-red' },
      { productId: 'p-tee', variantId: 'v-tee-l-white' },
    ]);
    expect(sent).toEqual({ sentCount: 2 });
    expect(state.restockSignUps.every((s) => s.sentOn !== null)).toBe(true);
    expect(await listRestockGroups(api)).toEqual([]);
  });

  it('send errors are typed, with the server message', async () => {
    const e = await failure<HttpError>(sendRestockNotifications(api, { productId: 'p-nope', variantId: 'v' }));
    expect([e.status, e.message]).toEqual([404, 'Product not found.']);
    const all = await failure(sendAllRestockNotifications(api, [{ productId: 'p-tee', variantId: 'v-nope' }]));
    expect(all.message).toBe('Variant not found.');
  });

  it('a page with no list, or hasNextPage without a new cursor, rejects with a data error instead of looping', async () => {
    state.faults.push({ method: 'GET', path: `${RESTOCK_PATH}/groups`, status: 200, body: { hasNextPage: false }, times: 1 });
    const missing = await failure(listRestockGroups(api));
    expect(isStorefrontError(missing) && missing.kind).toBe('data');
    state.faults.push({
      method: 'GET',
      path: `${RESTOCK_PATH}/groups`,
      status: 200,
      body: { signUpGroups: [], hasNextPage: true, nextPageCursor: null },
    });
    expect((await failure(listRestockGroups(api))).kind).toBe('data');
    expect(requestsTo(`${RESTOCK_PATH}/groups`).length).toBeLessThan(MAX_PAGES);
  });

  it('a bad cursor is a 400 from the platform', async () => {
    const response = await fetch(`${location.origin}${RESTOCK_PATH}/groups?cursor=zz`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid cursor.' });
  });
});
