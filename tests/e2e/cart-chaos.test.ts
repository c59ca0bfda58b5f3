// Chaos on the cart. Seeded random sequences of adds, quantity changes and removals across two tabs of one visitor,
// 0–400 ms apart, while the mock platform fails 5% of the cart's requests (500), rate-limits 5% (429 with
// Retry-After) and answers 25% slowly. After the dust settles, every widget in both tabs shows the platform's cart, and
// every write the platform failed was shown to the visitor as a message (docs/security.md, "Chaos on the cart").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, resetMock, serve, setFaults, useBrowser } from './browser';

/** Sequences: CHAOS_RUNS=50 for the full figure (docs/security.md); npm test runs fewer. CHAOS_FROM skips to a run. */
const RUNS = Number(process.env.CHAOS_RUNS) || 4;
const ACTIONS = 10;
const SEED = Number(process.env.CHAOS_SEED) || 17;

const browserOf = useBrowser();

const BODY = `
  <div data-sf-widget="cart-pill" id="pill"></div>
  <div data-sf-widget="add-to-cart" id="poster" data-product-id="p-poster"></div>
  <div data-sf-widget="add-to-cart" id="ebook" data-product-id="p-ebook"></div>
  <div data-sf-widget="cart" id="cart"></div>`;

/** A seeded random number in [0, 1) (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CART_PATHS = '/api/commerce/shopping-cart*';
const faults = (seed: number) => [
  { path: CART_PATHS, status: 500, body: { message: 'Injected failure.' }, probability: 0.05, seed },
  {
    path: CART_PATHS,
    status: 429,
    headers: { 'Retry-After': '1' },
    body: { message: 'Too many requests' },
    probability: 0.05,
    seed: seed + 1,
  },
  { path: CART_PATHS, delayMs: 400, probability: 0.1, seed: seed + 2 },
  { path: CART_PATHS, delayMs: 150, probability: 0.15, seed: seed + 3 },
];

/** Every alert open in the tab's widgets: its message recorded, then closed with its button (as a visitor would). */
const dismiss = (tab: Page) =>
  tab.evaluate(() => {
    const seen: string[] = [];
    // A closed alert may stay a moment (its exit); each one is read once.
    const read = ((window as unknown as { __read?: WeakSet<Element> }).__read ??= new WeakSet());
    for (const host of document.querySelectorAll('[data-sf-widget]')) {
      for (const dialog of host.shadowRoot?.querySelectorAll('[role=alertdialog]') ?? []) {
        if (read.has(dialog)) continue;
        read.add(dialog);
        seen.push(dialog.querySelector('[part=dialog-message]')?.textContent ?? '');
        dialog.querySelector<HTMLButtonElement>('[part=dialog-button]')?.click();
      }
    }
    return seen;
  });

/** What a tab shows: the cart widget's entries as [item title, quantity], and the pill's label. */
const shown = (tab: Page) =>
  tab.evaluate(() => {
    const root = document.getElementById('cart')!.shadowRoot!;
    return {
      entries: [...root.querySelectorAll('[part=entry]')].map((e) => [
        e.querySelector('[part=title]')!.textContent,
        Number((e.querySelector('input') as HTMLInputElement).value),
      ]),
      pill: document.getElementById('pill')!.shadowRoot!.querySelector('[part=pill]')?.getAttribute('aria-label') ?? null,
      busy: ['poster', 'ebook', 'cart'].some((id) =>
        ['adding', 'added', 'updating', 'loading'].includes(document.getElementById(id)!.getAttribute('data-sf-state') ?? ''),
      ),
    };
  });

type Entry = { title: string; quantity: number };
const platformCart = async () => {
  const carts = Object.values((await mockState()).carts as Record<string, { entries: Entry[]; totalQuantity: number }>);
  return carts[0] ?? { entries: [], totalQuantity: 0 };
};
const pillLabel = (n: number) => (n > 0 ? `Cart, ${n > 100 ? '100+' : n} item${n == 1 ? '' : 's'}` : `Cart, 0 items`);

async function openTab(tab: Page) {
  await tab.goto(`${baseUrl()}/chaos`);
  await tab.waitForFunction(
    () => ['poster', 'ebook'].every((id) => document.getElementById(id)?.getAttribute('data-sf-state') === 'idle'),
    null,
    { timeout: 15_000 },
  );
  // The cart widget and the pill have mounted too (each its own chunk: on a loaded machine they may come after the
  // buttons, and a first action on the cart would find no shadow root).
  await tab.waitForFunction(
    () =>
      ['cart', 'pill'].every(
        (id) =>
          !!document.getElementById(id)?.shadowRoot &&
          !['loading', null].includes(document.getElementById(id)!.getAttribute('data-sf-state')),
      ),
    null,
    { timeout: 15_000 },
  );
  // Listening to the other tab (the after-load chunk) before anything happens.
  await tab.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/chunks/after-load-')), null, {
    timeout: 15_000,
  });
  await tab.waitForTimeout(100);
}

describe('chaos on the cart, two tabs', () => {
  it(`${RUNS} seeded sequences of ${ACTIONS} actions: both tabs end on the platform's cart, and no failed action is silent`, async () => {
    const context = browserOf().context;
    const figures = { actions: 0, failedWrites: 0, shownFailures: 0, runs: 0 };
    const from = Number(process.env.CHAOS_FROM) || 0;
    for (let run = from; run < from + RUNS; run++) {
      const seed = SEED * 1000 + run;
      const rnd = random(seed);
      await resetMock();
      await context.clearCookies();
      const a = await context.newPage();
      const b = await context.newPage();
      try {
        await serve(a, '/chaos', ownerPage(BODY));
        await serve(b, '/chaos', ownerPage(BODY));
        await openTab(a);
        await openTab(b);
        await setFaults(faults(seed));
        const messages: string[] = [];
        // Each press is a promise kept for later (the sequence does not wait for it): one that fails is said by name at the
        // end of the sequence, not left to reject unhandled while the sequence goes on.
        const pending: Promise<boolean | string>[] = [];
        const noted = (error: unknown) => `failed: ${String(error).split('\n')[0]}`;
        for (let i = 0; i < ACTIONS; i++) {
          const tab = rnd() < 0.5 ? a : b;
          messages.push(...(await dismiss(tab)));
          const kind = rnd();
          const pick = rnd();
          const quantity = 1 + Math.floor(rnd() * 3);
          if (kind < 0.4) {
            // An add: the press, if the button takes presses now (while adding it ignores them, by design).
            const id = pick < 0.5 ? 'poster' : 'ebook';
            pending.push(
              tab
                .evaluate((i) => {
                  const host = document.getElementById(i)!;
                  if (host.getAttribute('data-sf-state') != 'idle') return false;
                  (host.shadowRoot!.querySelector('[part=button]') as HTMLButtonElement).click();
                  return true;
                }, id)
                .catch(noted),
            );
          } else {
            // A quantity change or a removal in the cart widget, on an entry it shows.
            pending.push(
              tab
                .evaluate(
                  ([k, p, q]) => {
                    const root = document.getElementById('cart')!.shadowRoot!;
                    const entries = root.querySelectorAll('[part=entry]');
                    if (!entries.length) return false;
                    const entry = entries[Math.floor(p * entries.length)]!;
                    if (k < 0.75) {
                      const input = entry.querySelector('input') as HTMLInputElement;
                      input.value = String(q);
                      input.dispatchEvent(new Event('input', { bubbles: true }));
                      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
                    } else (entry.querySelector('[part~=remove]') as HTMLButtonElement).click();
                    return true;
                  },
                  [kind, pick, quantity] as const,
                )
                .catch(noted),
            );
          }
          await a.waitForTimeout(Math.floor(rnd() * 400));
        }
        const done = await Promise.all(pending);
        expect(
          done.filter((d) => typeof d == 'string'),
          `run ${run} (seed ${seed}): actions that could not be done`,
        ).toEqual([]);
        figures.actions += done.filter((d) => d === true).length;

        // The dust settles: alerts read and closed as they come, until both tabs show the platform's cart and nothing is
        // in flight.
        const settled = async () => {
          messages.push(...(await dismiss(a)), ...(await dismiss(b)));
          const [sa, sb, cart] = await Promise.all([shown(a), shown(b), platformCart()]);
          const want = JSON.stringify(cart.entries.map((e) => [e.title, e.quantity]));
          return !sa.busy && !sb.busy && JSON.stringify(sa.entries) == want && JSON.stringify(sb.entries) == want && sa.pill == sb.pill;
        };
        await expect
          .poll(settled, { timeout: 30_000, interval: 250, message: `run ${run} (seed ${seed}) never settled` })
          .toBe(true)
          .catch(async (error: unknown) => {
            // What each tab shows beside the platform's cart, and the run's requests, to tell why.
            const cart = await platformCart();
            console.error(
              `run ${run}`,
              JSON.stringify({ a: await shown(a), b: await shown(b), platform: cart.entries.map((e) => [e.title, e.quantity]) }),
            );
            console.error(JSON.stringify((await mockState()).requests.map((r) => `${r.method} ${r.path} ${r.fault ?? ''}`)));
            throw error;
          });
        await a.waitForTimeout(1200);
        expect(await settled(), `run ${run} (seed ${seed}): still equal after a pause`).toBe(true);

        // One cart: two first adds at once (no cart cookie yet) never make two (src/cart/writes.ts, firstWrite).
        expect(Object.keys((await mockState()).carts).length, `run ${run} (seed ${seed}): carts on the platform`).toBeLessThanOrEqual(1);
        // Both tabs: the cart widget's entries and the pill's count are the platform's.
        const cart = await platformCart();
        for (const tab of [a, b]) {
          const s = await shown(tab);
          expect(s.entries, `run ${run} (seed ${seed})`).toEqual(cart.entries.map((e) => [e.title, e.quantity]));
          if (cart.totalQuantity > 0) expect(s.pill, `run ${run} (seed ${seed})`).toBe(pillLabel(cart.totalQuantity));
        }
        // No failed write was silent: each one the platform failed is a message the visitor saw.
        const writes = (await mockState()).requests.filter(
          (r) => r.method != 'GET' && r.path.startsWith('/api/commerce/shopping-cart/entries'),
        );
        const failed500 = writes.filter((r) => r.fault === 500).length;
        const failed429 = writes.filter((r) => r.fault === 429).length;
        // CHAOS_DEBUG=1: the run's requests (with the faults that answered them) and the messages seen.
        if (process.env.CHAOS_DEBUG)
          console.log(
            `run ${run}`,
            JSON.stringify((await mockState()).requests.map((r) => `${r.method} ${r.path} ${r.fault ?? ''}`)),
            JSON.stringify(messages),
          );
        expect({
          run,
          seed,
          injected: messages.filter((m) => m == 'Injected failure.').length,
          rateLimited: messages.filter((m) => m == 'Please try again in a few seconds.').length,
        }).toEqual({ run, seed, injected: failed500, rateLimited: failed429 });
        figures.failedWrites += failed500 + failed429;
        figures.shownFailures += messages.length;
        figures.runs++;
      } finally {
        await a.close();
        await b.close();
      }
    }
    await setFaults([]);
    console.info(
      `[chaos] ${figures.runs} runs, ${figures.actions} actions, ${figures.failedWrites} writes failed by the platform, ${figures.shownFailures} failure messages shown, 0 carts out of step`,
    );
  }, 600_000);
});
