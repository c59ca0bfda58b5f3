// Property-based fuzzing of the platform's answers (docs/security.md, "Fuzzing"): every answer the SDK reads (a
// product, a cart, a form, the site settings, the instalment context), taken from the mock platform's seed, with any
// of its optional fields dropped and its money changed to another of the spec's shapes (spec 001 §3 "Money": {value,
// currency}, {decimalValue, currencyCode} or {amount, currencyCode}, the amount a decimal string or a number; cents
// where the spec gives cents), then shown by the widgets that read it, as the loader mounts them. Where the spec gives
// a default, no widget falls back (keeps its fallback content, or reports a failure); nothing is thrown uncaught; money
// whose shape alone changed shows the same amount.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import * as mockCart from '../../mock-server/cart';
import { parseMoney } from '../../mock-server/money';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { seedCatalog } from '../../mock-server/seed';
import { readCart } from '../../src/cart/readCart';
import { formatMoney } from '../../src/money';
import { parseProduct } from '../../src/product';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import type { MoneyInput } from '../../src/types';
import { clearCookies } from './clearCookies';
import { testRuntime } from './testRuntime';

/** Answers per kind. `FUZZ_ANSWER_RUNS=1000 npx vitest run tests/unit/fuzzAnswers.test.ts` for a longer run. */
const RUNS = Number(process.env.FUZZ_ANSWER_RUNS) || 60;

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// A product page's visit beacon may leave after the mock server has closed: it goes nowhere.
beforeAll(() => Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true }));
afterAll(() => server.close());

// ---------- what is thrown uncaught ----------

const uncaught: unknown[] = [];
const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
const onRejection = (reason: unknown) => uncaught.push(reason);
beforeEach(() => {
  uncaught.length = 0;
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  // The SDK's warnings about what it defaulted are expected here; its errors are counted.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener('error', onError);
  process.off('unhandledRejection', onRejection);
  vi.restoreAllMocks();
});

// ---------- the changes: optional fields dropped, money reshaped ----------

type Json = Record<string, unknown>;
type Path = (string | number)[];
const isObj = (v: unknown): v is Json => typeof v == 'object' && v !== null && !Array.isArray(v);
const MONEY_KEYS = [
  ['value', 'currency'],
  ['decimalValue', 'currencyCode'],
  ['amount', 'currencyCode'],
] as const;
/** One of the spec's money shapes, as the seed writes them (those two keys only). */
const isMoney = (v: unknown): v is MoneyInput =>
  isObj(v) && Object.keys(v).length == 2 && MONEY_KEYS.some((keys) => keys.every((k) => k in v));

/** How one answer is changed: which optional fields go, and the shape each amount takes. */
interface Change {
  /** The share of optional fields dropped (each field by its own draw). */
  density: number;
  /** Draws, used in turn (cyclically): for each field, whether it goes; for each amount, its shape and form. */
  draws: number[];
}
const change: fc.Arbitrary<Change> = fc.record({
  density: fc.constantFrom(0, 0.05, 0.2, 0.5, 1),
  draws: fc.array(fc.nat({ max: 999 }), { minLength: 97, maxLength: 97 }),
});

interface Rules {
  /** A field the spec gives no default for (it is never dropped). */
  required: (path: Path, parent: Json) => boolean;
  /** An amount in cents where the spec has cents (it may become money). */
  cents: (path: Path) => boolean;
  currency: string;
}

/** `amount` minor units of `currency` as a decimal string ("12.50"; JPY "1200"). */
const decimal = (cents: number, currency: string) => {
  const digits = currency.toUpperCase() == 'JPY' ? 0 : 2;
  const s = String(Math.abs(cents)).padStart(digits + 1, '0');
  return (cents < 0 ? '-' : '') + (digits ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s);
};

/** `base` with its money reshaped and, when `drop`, some of its optional fields dropped (`change` draws which). */
function changed(base: unknown, { density, draws }: Change, rules: Rules, drop = true): unknown {
  const copy = structuredClone(base);
  let n = 0;
  const draw = () => draws[n++ % draws.length]!;
  /** Money of `cents` in `currency`: one of the three shapes, the amount a string, a number or a padded string. */
  const money = (cents: number, currency: string): MoneyInput => {
    const text = decimal(cents, currency);
    const forms = [text, Number(text), ` ${text} `, text.replace(/\.?0+$/, '') || '0'];
    const amount = forms[draw() % forms.length]!;
    const [a, c] = MONEY_KEYS[draw() % 3]!;
    return { [a]: amount, [c]: draw() % 2 ? currency : currency.toLowerCase() } as unknown as MoneyInput;
  };
  const walk = (v: unknown, path: Path) => {
    if (Array.isArray(v)) v.forEach((x, i) => (v[i] = walk(x, [...path, i])));
    if (isMoney(v)) {
      const m = parseMoney(v);
      return draw() % 4 ? money(m.cents, m.currency) : v;
    }
    if (typeof v == 'number' && rules.cents(path)) return draw() % 3 ? money(v, rules.currency) : v;
    if (!isObj(v)) return v;
    for (const key of Object.keys(v)) {
      const at = [...path, key];
      if (drop && !rules.required(at, v) && draw() / 1000 < density) delete v[key];
      else v[key] = walk(v[key], at);
    }
    return v;
  };
  return walk(copy, []);
}

const last = (path: Path) => path[path.length - 1];

// ---------- a page: its inline JSON, its widgets, what became of them ----------

interface Placed {
  el: HTMLElement;
  widget: string;
}

const mounts = new Map<string, WidgetMount>();
const mountOf = async (widget: string) => {
  if (!mounts.has(widget)) mounts.set(widget, ((await import(`../../widgets/${widget}/index.tsx`)) as { mount: WidgetMount }).mount);
  return mounts.get(widget)!;
};

/** A page with `json` as inline JSON elements (`#id`), its runtime made with `settings` when given. */
function page(json: Record<string, unknown>, settings?: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const [id, value] of Object.entries(json)) {
    const s = document.createElement('script');
    s.type = 'application/json';
    s.id = id;
    s.textContent = JSON.stringify(value);
    document.head.append(s);
  }
  const reports: { el: Element; reason: unknown }[] = [];
  const rt = testRuntime({
    config: settings ? { settings: `#${settings}` } : {},
    report: (el, reason) => void reports.push({ el, reason }),
  });
  const placed: Placed[] = [];
  /** Mounts `widget` on a new element with `attrs`; a mount that throws (a ConfigError) counts as its failure. */
  const place = async (widget: string, attrs: Record<string, string>) => {
    const el = document.createElement('div');
    el.setAttribute('data-sf-widget', widget);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.innerHTML = '<a href="/shop">fallback</a>';
    document.body.append(el);
    placed.push({ el, widget });
    try {
      (await mountOf(widget))(el, rt);
    } catch (reason) {
      reports.push({ el, reason });
    }
  };
  return { rt, reports, placed, place };
}

/** Waits until no widget is loading, then names each that fell back: reported, or showing its own content. */
async function fellBack({ placed, reports }: ReturnType<typeof page>): Promise<string[]> {
  const loading = () => placed.some(({ el }) => el.getAttribute('data-sf-state') == 'loading');
  await vi.waitFor(() => expect(loading()).toBe(false), { timeout: 3000 });
  // A last turn for what follows the answers (the stores' notifications, a late failure).
  await new Promise((r) => setTimeout(r, 0));
  return placed
    .filter(({ el }) => reports.some((r) => r.el == el) || el.hasAttribute('data-sf-fallback') || !el.shadowRoot)
    .map(({ el, widget }) => {
      const reason = reports.find((r) => r.el == el)?.reason;
      return `${widget}: ${reason instanceof Error ? reason.message : reason === undefined ? 'shows its fallback' : JSON.stringify(reason)}`;
    });
}

const catalog = seedCatalog();
/** Each kind's figures, printed at the end: answers shown, fields dropped, amounts reshaped. */
const figures: Record<string, { answers: number; fellBackAsAllowed: number }> = {};
afterAll(() => console.info('[fuzz] platform answers:', JSON.stringify(figures)));
const count = (kind: string, allowed = false) => {
  const f = (figures[kind] ??= { answers: 0, fellBackAsAllowed: 0 });
  f.answers++;
  if (allowed) f.fellBackAsAllowed++;
};

// ---------- the answers ----------

describe('platform answers with optional fields dropped and money reshaped: no widget falls back, nothing uncaught', () => {
  // Spec 001 §3's Product item: an id, a productType and the variants (each an object) have no default.
  const PRODUCT: Rules = {
    required: (path) =>
      (path.length == 1 && (last(path) == 'id' || last(path) == 'structuredContent')) ||
      (path.length == 2 && path[0] == 'structuredContent' && (last(path) == 'productType' || last(path) == 'variants')),
    // The gift card's denominations are cents (an SDK extension).
    cents: (path) => path.includes('denominations'),
    currency: 'USD',
  };
  const prices = (item: unknown) => {
    const r = parseProduct(item);
    if (!r.ok) throw new Error(r.error);
    return r.product.variants.map((v) => [v.priceCents, v.salePriceCents, v.onSale]);
  };

  it(`products: ${RUNS} seed products, shown by product status, variant picker, quantity, add to cart, the product element and the instalment pill`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...catalog.products), change, async (seed, c) => {
        // Money in another shape alone: the same prices.
        expect(prices(changed(seed, c, PRODUCT, false))).toEqual(prices(seed));
        const item = changed(seed, c, PRODUCT);
        const p = page({ item });
        const attrs = { 'data-product-json': '#item' };
        for (const widget of ['product-status', 'variant-picker', 'quantity', 'add-to-cart', 'product']) await p.place(widget, attrs);
        await p.place('instalment-pill', {
          ...attrs,
          'data-afterpay-available': 'true',
          'data-afterpay-min': '3500',
          'data-afterpay-max': '{"value":"1000.00","currency":"USD"}',
          'data-stripe-account-country': 'US',
        });
        expect(await fellBack(p)).toEqual([]);
        expect(uncaught).toEqual([]);
        count('product');
        p.rt.dispose();
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);

  // Spec 000 §3's Shopping cart: every field has a default (numbers 0, booleans false, lists empty).
  const CART: Rules = {
    required: () => false,
    cents: (path) =>
      ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'subTotal', 'purchasePriceCents'].includes(
        String(last(path)),
      ),
    currency: 'USD',
  };
  /** The seed's cart: a tee on sale ×2, a poster, an engraved pen with its answers, an e-book. */
  const seedCart = () => {
    resetMockPlatform();
    let id: string | undefined;
    for (const add of [
      { itemId: 'p-tee', sku: 'TEE-M-WHI', quantity: 2 },
      { itemId: 'p-poster', sku: null, quantity: 1 },
      { itemId: 'p-engraved-pen', sku: null, quantity: 1, additionalFields: '{"engraving-text":"Ada","engraving-font":"Script"}' },
      { itemId: 'p-ebook', sku: null, quantity: 1 },
    ]) {
      const out = mockCart.addEntry(platform, id, { additionalFields: '{}', ...add });
      if (!out.ok) throw new Error(out.message);
      id = out.value.cart.id;
    }
    return structuredClone(platform.carts[id!]!);
  };

  it(`carts: ${RUNS} answers of the cart's GET, shown by the cart, the cart pill and the cart's instalment pill`, async () => {
    const seed = seedCart();
    await fc.assert(
      fc.asyncProperty(change, async (c) => {
        resetMockPlatform();
        clearCookies('CART', 'hasCart', 'crumb');
        ensureCrumbCookie();
        document.cookie = 'hasCart=true; path=/';
        const answer = changed(seed, c, CART) as Json;
        platform.faults = [{ method: 'GET', path: '/api/commerce/shopping-cart', status: 200, body: answer }];
        const p = page({});
        await p.place('cart', {});
        await p.place('cart-pill', {});
        await p.place('instalment-pill', {
          'data-source': 'cart',
          'data-afterpay-available': 'true',
          'data-afterpay-min': '100',
          'data-afterpay-max': '1000000',
          'data-stripe-account-country': 'US',
        });
        expect(await fellBack(p)).toEqual([]);
        expect(uncaught).toEqual([]);
        // The subtotal, whatever its shape, shows what the seed's does.
        const cart = p.placed[0]!.el;
        if ('subtotalCents' in answer && Array.isArray(answer.entries) && answer.entries.length)
          expect(cart.shadowRoot!.querySelector('[part=subtotal]')?.textContent).toBe(formatMoney(seed.subtotalCents, 'USD'));
        expect(readCart(answer, 'USD')!.totalQuantity).toBe('totalQuantity' in answer ? seed.totalQuantity : 0);
        count('cart');
        p.rt.dispose();
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);

  // Spec 000 §3's Form: a form's id and fields, each field's id, the title of a field that shows one, the options of
  // one with options, and the type of one that shows no title (a section, a hidden field) have no default; a name
  // (My Form Name) and a type (single-line text) do.
  const FORM: Rules = {
    required: (path, parent) => {
      const key = last(path);
      if (path.length == 1) return key == 'id' || key == 'fields';
      if (path[0] != 'fields' || path.length != 3) return false;
      const type = parent.type;
      return (
        key == 'id' ||
        (key == 'title' && type != 'section' && type != 'hidden') ||
        (key == 'options' && ['checkbox', 'radio', 'select', 'likert'].includes(String(type))) ||
        (key == 'type' && (type == 'section' || type == 'hidden'))
      );
    },
    cents: () => false,
    currency: 'USD',
  };

  it(`forms: ${RUNS} seed forms, shown by the site form`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...catalog.forms), change, async (seed, c) => {
        const p = page({ form: changed(seed, c, FORM) });
        await p.place('site-form', { 'data-form-json': '#form' });
        expect(await fellBack(p)).toEqual([]);
        expect(uncaught).toEqual([]);
        count('form');
        p.rt.dispose();
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);

  // Spec 001 §3's Settings: every field optional. The instalment context (spec 000 §3) gives no default to the
  // minimum, the maximum or the account's country: while instalments are available, a pill without one of them falls
  // back, with one report naming it.
  const SETTINGS_SEED = {
    ...catalog.settings,
    checkoutMinimumCents: 20000,
    localizedStrings: { addToCart: 'Buy now' },
    useCLDRMoneyFormat: false,
    trimZeroFractions: false,
    instalments: {
      afterPayAvailable: true,
      afterPayMin: { value: '35.00', currency: 'USD' },
      afterPayMax: 100000,
      shopperLanguage: 'en',
      stripeAccountCountry: 'US',
    },
  };
  const SETTINGS: Rules = {
    required: () => false,
    cents: (path) => ['checkoutMinimumCents', 'afterPayMin', 'afterPayMax'].includes(String(last(path))),
    currency: 'USD',
  };
  const NO_DEFAULT = ['afterPayMin', 'afterPayMax', 'stripeAccountCountry'];

  it(`site settings and the instalment context: ${RUNS} answers, shown by the instalment pill, the cart, quantity and add to cart`, async () => {
    const cart = seedCart();
    await fc.assert(
      fc.asyncProperty(change, async (c) => {
        resetMockPlatform();
        clearCookies('CART', 'hasCart', 'crumb');
        ensureCrumbCookie();
        platform.carts[cart.id] = structuredClone(cart);
        document.cookie = `CART=${cart.id}; path=/`;
        document.cookie = 'hasCart=true; path=/';
        const settings = changed(SETTINGS_SEED, c, SETTINGS) as typeof SETTINGS_SEED;
        const p = page({ settings, poster: catalog.products[1], consult: catalog.products[4] }, 'settings');
        await p.place('instalment-pill', { 'data-product-json': '#poster' });
        await p.place('cart', {});
        await p.place('quantity', { 'data-product-json': '#consult' });
        await p.place('add-to-cart', { 'data-product-json': '#consult' });
        // Spec 000 §3 gives these no default: without one, an available pill falls back.
        const context: Json = settings.instalments ?? {};
        const lacking = context.afterPayAvailable === true ? NO_DEFAULT.filter((k) => !(k in context)) : [];
        const fell = await fellBack(p);
        if (lacking.length) {
          expect(fell).toHaveLength(1);
          expect(fell[0]).toMatch(new RegExp(`^instalment-pill: .*instalments\\.(${lacking.join('|')}) is required`));
        } else expect(fell).toEqual([]);
        expect(uncaught).toEqual([]);
        // The checkout minimum, whatever its shape, is the seed's $200.00 (the cart holds $92.99).
        if ('checkoutMinimumCents' in settings)
          expect(p.placed[1]!.el.shadowRoot!.querySelector('[part=minimum]')?.textContent).toBe(
            'To check out, your order subtotal must be $200.00 or more.',
          );
        count('settings', lacking.length > 0);
        p.rt.dispose();
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
