// @vitest-environment node
// The merchant's restock calls need the store owner's session (mock-server/owner.ts): driven through msw's
// getResponse as the Node server does, then once through the Node server itself.
import { beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';
import { OWNER_COOKIE, OWNER_REQUIRED } from './owner';
import { startServer } from './server';
import { createState, type PlatformState } from './state';
import { statusAndBody, TestBrowser } from './testBrowser';

const RESTOCK = '/api/site-users/account/notifications/restock';
const TEE_L_WHITE = { productId: 'p-tee', variantId: 'v-tee-l-white' };
/** The four merchant calls (spec 001 §7), each as [method, path, body]. */
const MERCHANT_CALLS: [string, string, unknown][] = [
  ['GET', `${RESTOCK}/groups`, undefined],
  ['GET', `${RESTOCK}?productId=p-tee&variantId=v-tee-l-white`, undefined],
  ['POST', `${RESTOCK}/send`, TEE_L_WHITE],
  ['POST', `${RESTOCK}/send/all`, { sendRequests: [TEE_L_WHITE] }],
];

let state: PlatformState;
let handlers: ReturnType<typeof createHandlers>;

beforeEach(async () => {
  state = createState();
  handlers = createHandlers(state);
  const visitor = new TestBrowser(handlers);
  for (const email of ['ann@example.com', 'bo@example.com'])
    expect(
      (await visitor.call('POST', RESTOCK, { body: { ...TEE_L_WHITE, siteVisitorEmail: email, isJoinMailingList: false } })).status,
    ).toBe(200);
});

/** Each merchant call's status and body, from `browser`, in order (the sends last: they empty the lists). */
async function merchantAnswers(browser: TestBrowser): Promise<[number, unknown][]> {
  const answers: [number, unknown][] = [];
  for (const [method, path, body] of MERCHANT_CALLS) answers.push(await statusAndBody(await browser.call(method, path, { body })));
  return answers;
}

const refused = MERCHANT_CALLS.map(() => [401, OWNER_REQUIRED]);

describe("the merchant's restock calls", () => {
  it("answer 401 without the owner's session, and show no visitor's email", async () => {
    const stranger = new TestBrowser(handlers);
    const answers = await merchantAnswers(stranger);
    expect(answers).toEqual(refused);
    expect(JSON.stringify(answers)).not.toContain('@example.com');
    expect(state.restockSignUps.map((s) => s.sentOn)).toEqual([null, null]);
  });

  it('answer 401 to a forged owner cookie, and to a signed-in visitor (a member is no owner)', async () => {
    const forger = new TestBrowser(handlers);
    for (const value of ['0'.repeat(64), '__proto__', 'constructor', '..']) {
      forger.jar.set(OWNER_COOKIE, value);
      expect(await merchantAnswers(forger)).toEqual(refused);
    }
    const ada = new TestBrowser(handlers);
    expect((await ada.signIn('ada@example.com', 'lovelace-1815')).status).toBe(200);
    expect(await merchantAnswers(ada)).toEqual(refused);
  });

  it("answer 200 with the owner's session (POST /__mock/owner-session), until it ends (DELETE, or a reset)", async () => {
    const owner = new TestBrowser(handlers);
    const signIn = await owner.call('POST', '/__mock/owner-session');
    expect(await statusAndBody(signIn.clone())).toEqual([200, { ok: true }]);
    expect(signIn.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^MockOwnerSession=[0-9a-f]{64}; Path=\/; SameSite=Strict; HttpOnly$/),
    ]);
    expect(Object.keys(state.ownerSessions)).toEqual([owner.jar.get(OWNER_COOKIE)]);

    expect(await merchantAnswers(owner)).toEqual([
      [200, { signUpGroups: [{ ...TEE_L_WHITE, productName: 'Tee', signUpCount: 2 }], hasNextPage: false, nextPageCursor: null }],
      [
        200,
        {
          signUps: [
            expect.objectContaining({ siteVisitorEmail: 'ann@example.com' }),
            expect.objectContaining({ siteVisitorEmail: 'bo@example.com' }),
          ],
          hasNextPage: false,
          nextPageCursor: null,
        },
      ],
      [200, { sentCount: 2 }],
      [200, { sentCount: 0 }],
    ]);

    // Signing in again replaces the browser's session; signing out ends it and clears the cookie.
    const first = owner.jar.get(OWNER_COOKIE)!;
    await owner.call('POST', '/__mock/owner-session');
    expect(Object.keys(state.ownerSessions)).toEqual([owner.jar.get(OWNER_COOKIE)]);
    expect(owner.jar.get(OWNER_COOKIE)).not.toBe(first);
    const signOut = await owner.call('DELETE', '/__mock/owner-session');
    expect(await statusAndBody(signOut.clone())).toEqual([200, { ok: true }]);
    expect(signOut.headers.getSetCookie()).toEqual(['MockOwnerSession=; Path=/; SameSite=Strict; HttpOnly; Max-Age=0']);
    expect(state.ownerSessions).toEqual({});
    expect(await merchantAnswers(owner)).toEqual(refused);

    await owner.call('POST', '/__mock/owner-session');
    expect((await owner.call('GET', `${RESTOCK}/groups`)).status).toBe(200);
    await owner.call('POST', '/__mock/reset');
    expect((await owner.call('GET', `${RESTOCK}/groups`)).status).toBe(401);
  });

  it("the visitor's sign-up needs no owner; the sends keep the crumb check first", async () => {
    const owner = new TestBrowser(handlers);
    await owner.call('POST', '/__mock/owner-session');
    const noCrumb = await owner.call('POST', `${RESTOCK}/send`, { body: TEE_L_WHITE, csrf: null });
    expect(await statusAndBody(noCrumb)).toEqual([401, { crumbFail: true, message: 'Missing CSRF token' }]);
    expect(state.restockSignUps.map((s) => s.sentOn)).toEqual([null, null]);
  });

  it('the owner sign-in answers only to this machine: 403 from another address, and no session made', async () => {
    const remote = new TestBrowser(handlers, '203.0.113.9');
    const answer = await remote.call('POST', '/__mock/owner-session');
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(state.ownerSessions).toEqual({});
    expect(await merchantAnswers(remote)).toEqual(refused);
    expect((await new TestBrowser(handlers, '::1').call('POST', '/__mock/owner-session')).status).toBe(200);
  });

  it('through the Node server: the owner cookie from the sign-in lets a plain client list the sign-ups', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', handlers });
    try {
      const base = server.url.replace(/\/$/, '');
      expect((await fetch(`${base}${RESTOCK}/groups`)).status).toBe(401);
      const signIn = await fetch(`${base}/__mock/owner-session`, { method: 'POST' });
      const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
      const list = await fetch(`${base}${RESTOCK}?productId=p-tee&variantId=v-tee-l-white`, { headers: { cookie } });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { signUps: { siteVisitorEmail: string }[] }).signUps.map((s) => s.siteVisitorEmail)).toEqual([
        'ann@example.com',
        'bo@example.com',
      ]);
    } finally {
      await server.close();
    }
  });
});
