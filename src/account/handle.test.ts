import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformState as platform } from '../../mock-server/handlers';
import { testRuntime } from '../../tests/unit/testRuntime';
import { useSignedOutVisitor } from '../../tests/unit/signedOutVisitor';
import type { Runtime } from '../runtime/types';
import { accountOf } from './account';
import { accountFacade } from './facade';
import { ACCOUNT_CHANNEL } from './channel';
import { accountHandle } from './handle';

// The account widgets' handle (./handle.ts): the account's state at once, its code only when needed.

const ADA = { email: 'ada@example.com', password: 'lovelace-1815' };
const until = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000 });
/** Long enough for a dynamic import and a channel message to have arrived, were either on its way. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

useSignedOutVisitor();
const runtimes: Runtime[] = [];
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const rt of runtimes.splice(0)) rt.account?.dispose();
});

function tab() {
  const events: [string, unknown][] = [];
  const rt = testRuntime({ emit: (name, detail) => void events.push([name, detail]) });
  runtimes.push(rt);
  return { rt, events };
}
/** A mounted account widget's handle: it listens to the other tabs while mounted. */
function widgetHandle(rt: Runtime) {
  const handle = accountHandle(rt);
  stops.push(handle.listen());
  return handle;
}

describe('account handle', () => {
  it('a signed-out visitor: signed out at once, and no account made until one is needed', async () => {
    const { rt } = tab();
    const handle = widgetHandle(rt);
    expect(handle.store.getState()).toEqual({ status: 'signed-out', email: null, hasToken: false, error: null, notice: null });
    await settle();
    expect(rt.account).toBeUndefined();
    // Another tab asking for a token, or signing out: nothing this tab's account would act on, so nothing loads.
    const other = new BroadcastChannel(ACCOUNT_CHANNEL);
    other.postMessage({ type: 'ask' });
    other.postMessage({ type: 'signed-out', ended: false });
    other.close();
    await settle();
    expect(rt.account).toBeUndefined();
    // "Sign in" pressed: the account is made, and the handle is its state from then on.
    const account = await handle.load();
    expect(rt.account).toBe(account);
    expect(accountHandle(rt)).toBe(handle);
    await account.signIn(ADA);
    expect(handle.store.getState()).toMatchObject({ status: 'signed-in', email: ADA.email, hasToken: true });
  });

  it("another tab signs in: the signed-out tab loads the account and follows, with its event and the member's cart", async () => {
    const two = tab();
    const handle = widgetHandle(two.rt);
    await settle();
    expect(two.rt.account).toBeUndefined();
    const one = tab();
    await accountOf(one.rt).signIn(ADA);
    await until(() => expect(handle.store.getState()).toMatchObject({ status: 'signed-in', email: ADA.email, hasToken: true }));
    expect(two.rt.account).toBeDefined();
    expect(two.events.filter(([name]) => name.startsWith('account-'))).toEqual([
      ['account-signed-in', { email: ADA.email, from: 'other-tab' }],
    ]);
    await until(() =>
      expect((two.rt.cart.store.getState().cart?.entries ?? []).map((e) => `${e.itemId}×${e.quantity}`).sort()).toEqual([
        'p-ebook×1',
        'p-poster×2',
      ]),
    );
  });

  it('no widget mounted (or all unmounted): the other tabs are not listened to', async () => {
    const two = tab();
    const handle = accountHandle(two.rt);
    const stop = handle.listen();
    stop();
    await accountOf(tab().rt).signIn(ADA);
    await settle();
    expect(two.rt.account).toBeUndefined();
    expect(handle.store.getState().status).toBe('signed-out');
  });

  it("a visitor who reads as signed in: the account loads at once, and its state is the handle's", async () => {
    // This tab's token, from an earlier page of the tab.
    await accountOf(tab().rt).signIn(ADA);
    const { rt } = tab();
    const handle = accountHandle(rt);
    expect(handle.store.getState()).toMatchObject({ status: 'signed-in', email: ADA.email, hasToken: true });
    await until(() => expect(rt.account).toBeDefined());
    // Signing out through the handle: one DELETE, then signed out.
    expect(await handle.signOut()).toEqual({ ok: true });
    expect(handle.store.getState()).toMatchObject({ status: 'signed-out', hasToken: false });
    expect(platform.requests.filter((r) => r.method == 'DELETE')).toHaveLength(1);
  });

  it("before the account's code is here, Storefront.account's state is the handle's: the email the tab signed in with included", async () => {
    await accountOf(tab().rt).signIn(ADA);
    const { rt } = tab();
    const expected = { status: 'signed-in', email: ADA.email, hasToken: true, error: null, notice: null };
    expect([accountFacade(rt).state, accountHandle(rt).store.getState()]).toEqual([expected, expected]);
    await until(() => expect(rt.account).toBeDefined());
  });

  it('a page script makes the account first (Storefront.account, useAccount): the handle follows it', async () => {
    const { rt } = tab();
    const handle = widgetHandle(rt);
    const account = accountOf(rt);
    expect(await handle.load()).toBe(account);
    await account.signIn(ADA);
    expect(handle.store.getState()).toMatchObject({ status: 'signed-in', email: ADA.email });
  });
});
