// Main-thread script time of a rendered product page against Shopify Buy Button 3.0.6's evaluation (DESIGN.md §5,
// issue 15), measured the one way for `npm run bench` and for the browser test that holds the gain
// (tests/e2e/script-time.test.ts):
//   - each run opens a new tab with the HTTP cache off (so no V8 code cache either: every run is a first visit),
//     navigates, waits 2.5 s with nothing polling the page, then reads `ScriptDuration` from CDP `Performance.getMetrics`
//     (JavaScript compile and run on the page's main thread, in seconds);
//   - our page: the loader, cart pill, product status, variant picker (radio), quantity and add-to-cart for a product
//     with two in-stock variants, checked fully rendered after the reading (so the check costs nothing measured);
//   - Buy Button's page only evaluates `buybutton.min.js` (it cannot render without Shopify), served from
//     node_modules/@shopify/buy-button-js (a devDependency: never in dist/);
//   - the two pages alternate, run by run; the figures are medians.
// Talks only to the given 127.0.0.1 base URL.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The product of the measured page: two variants, both in stock (added to the mock catalog by `addBenchProduct`). */
export const BENCH_PRODUCT_ID = 'p-bench-tee';

export const BENCH_PRODUCT = {
  id: BENCH_PRODUCT_ID,
  name: 'Bench Tee',
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size'],
    variants: [
      { id: 'v-bench-s', sku: 'BENCH-S', attributes: { Size: 'S' }, priceMoney: { value: '25.00', currency: 'USD' }, qtyInStock: 12 },
      { id: 'v-bench-m', sku: 'BENCH-M', attributes: { Size: 'M' }, priceMoney: { value: '25.00', currency: 'USD' }, qtyInStock: 9 },
    ],
  },
};

/** The widgets of the measured page and the states they reach once rendered (a new visitor: the pill stays hidden). */
export const PRODUCT_PAGE_WIDGETS = [
  ['cart-pill', 'hidden'],
  ['product-status', 'ready'],
  ['variant-picker', 'ready'],
  ['quantity', 'shown'],
  ['add-to-cart', 'idle'],
];

const widgetElement = ([name]) =>
  name === 'cart-pill'
    ? '<div data-sf-widget="cart-pill"><a href="/cart">Cart</a></div>'
    : `<div data-sf-widget="${name}" data-product-id="${BENCH_PRODUCT_ID}"${name === 'variant-picker' ? ' data-style="radio"' : ''}></div>`;

/** A product page with the given widgets (default: all of PRODUCT_PAGE_WIDGETS) and the loader. */
export function productPageHtml(widgets = PRODUCT_PAGE_WIDGETS, { observe = false } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench Tee</title></head><body>
<h1>Bench Tee</h1>
${widgets.map(widgetElement).join('\n')}
${observe ? `<script>${observeRendered(widgets)}</script>` : ''}
<script async src="/sdk/storefront.js" data-website-id="bench" data-currency="USD" data-locale="en-US"></script>
</body></html>`;
}

/** An inline script that sets window.__renderedAt (ms after navigation start) once every widget shows its rendered state. */
const observeRendered = (widgets) => `(() => {
  const expected = ${JSON.stringify(widgets)};
  const done = () => expected.every(([n, s]) => document.querySelector('[data-sf-widget="' + n + '"]')?.getAttribute('data-sf-state') === s);
  const mo = new MutationObserver(() => { if (done()) { window.__renderedAt = performance.now(); mo.disconnect(); } });
  mo.observe(document.body, { attributes: true, attributeFilter: ['data-sf-state'], subtree: true });
})();`;

export const BUY_BUTTON_PATH = '/bench/buybutton.min.js';

/** Buy Button's page: its bundle evaluated, nothing else (it needs a Shopify store to render anything). */
export const buyButtonHtml = () =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Buy Button</title></head><body>
<h1>Buy Button</h1>
<script src="${BUY_BUTTON_PATH}"></script>
</body></html>`;

/** Adds BENCH_PRODUCT to the mock platform's catalog (kept until the mock is reset). */
export async function addBenchProduct(base) {
  const state = await (await fetch(`${base}/__mock/state`)).json();
  const products = [...state.products.filter((p) => p.id !== BENCH_PRODUCT_ID), BENCH_PRODUCT];
  const res = await fetch(`${base}/__mock/catalog`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ products }) });
  if (!res.ok) throw new Error(`the mock refused the bench product: ${res.status} ${await res.text()}`);
}

/**
 * Serves the measured pages on `base` inside the browser context: `/bench/product` (or `/bench/product?only=<widget>`
 * for one widget, `?only=none` for the loader with no widget), `/bench/runtime` (the runtime chunk evaluated, no
 * widget), `/bench/buy-button` and Buy Button's bundle.
 */
export async function routeBenchPages(context, base) {
  const buyButton = readFileSync(require.resolve('@shopify/buy-button-js/dist/buybutton.min.js'));
  const manifest = JSON.parse(await (await fetch(`${base}/sdk/manifest.json`)).text());
  await context.route(`${base}/bench/**`, (route) => {
    const url = new URL(route.request().url());
    const html = (body) => route.fulfill({ contentType: 'text/html', body });
    if (url.pathname === BUY_BUTTON_PATH) return route.fulfill({ contentType: 'text/javascript', body: buyButton });
    if (url.pathname === '/bench/buy-button') return html(buyButtonHtml());
    if (url.pathname === '/bench/runtime')
      return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>runtime</title></head><body>
<script type="module" src="/sdk/chunks/${manifest.runtime}.js"></script></body></html>`);
    if (url.pathname === '/bench/product') {
      const only = url.searchParams.get('only');
      const widgets = only === null ? PRODUCT_PAGE_WIDGETS : PRODUCT_PAGE_WIDGETS.filter(([name]) => name === only);
      return html(productPageHtml(widgets, { observe: url.searchParams.has('observe') }));
    }
    return route.fulfill({ status: 404, body: 'no such bench page' });
  });
}

/**
 * One first visit of `url` in a new tab: the page's main-thread script time in ms, `wait` ms after navigation.
 * `check` (optional) runs in the page after the reading and must return true (e.g. every widget rendered).
 */
export async function scriptTimeOnce(context, url, { wait = 2500, check } = {}) {
  const tab = await context.newPage();
  try {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Performance.enable');
    await tab.goto(url, { waitUntil: 'commit' });
    await new Promise((r) => setTimeout(r, wait));
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = metrics.find((m) => m.name === 'ScriptDuration')?.value;
    if (typeof seconds !== 'number') throw new Error('Performance.getMetrics gave no ScriptDuration');
    if (check) {
      const ok = await tab.evaluate(check);
      if (ok !== true) throw new Error(`${url}: the page was not fully rendered ${wait} ms after navigation: ${JSON.stringify(ok)}`);
    }
    await cdp.detach();
    return seconds * 1000;
  } finally {
    await tab.close();
  }
}

/** In the page: true once every widget of the measured page is in its rendered state, else what each one shows. */
export const renderedCheck = (expected) =>
  new Function(`const expected = ${JSON.stringify(expected)};
  const seen = expected.map(([name]) => document.querySelector('[data-sf-widget="' + name + '"]')?.getAttribute('data-sf-state') ?? null);
  return expected.every(([, state], i) => seen[i] === state) || Object.fromEntries(expected.map(([name], i) => [name, seen[i]]));`);

/** Ms from navigation start to every widget of the measured page rendered (its own runs: the observer costs a little). */
export async function renderedAt(context, base) {
  const tab = await context.newPage();
  try {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await tab.goto(`${base}/bench/product?observe`, { waitUntil: 'commit' });
    return await tab.waitForFunction(() => window.__renderedAt, null, { timeout: 10_000 }).then((h) => h.jsonValue());
  } finally {
    await tab.close();
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Our rendered product page against Buy Button's evaluation, alternating, `runs` each (after one warm-up of each that
 * is not counted: the first launch of a tab pays for the renderer's own start). Returns every sample, the medians in ms
 * and their ratio.
 */
export async function compareWithBuyButton(context, base, { runs = 7, wait = 2500 } = {}) {
  const ours = [];
  const buyButton = [];
  const check = renderedCheck(PRODUCT_PAGE_WIDGETS);
  for (let i = -1; i < runs; i++) {
    await context.clearCookies();
    const a = await scriptTimeOnce(context, `${base}/bench/product`, { wait, check });
    const b = await scriptTimeOnce(context, `${base}/bench/buy-button`, { wait });
    if (i >= 0) ours.push(a), buyButton.push(b);
  }
  const oursMs = median(ours);
  const buyButtonMs = median(buyButton);
  return { ours, buyButton, oursMs, buyButtonMs, ratio: oursMs / buyButtonMs };
}

/** Where `npm run bench -- --record` keeps the ratio the browser test holds (tests/e2e/script-time.test.ts). */
export const SCRIPT_TIME_BASELINE = 'tests/e2e/fixtures/script-time-baseline.json';

export function writeBaseline({ ratio, oursMs, buyButtonMs }) {
  const root = new URL('..', import.meta.url);
  const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;
  const body = {
    note: 'Written by `npm run bench -- --record` (scripts/script-time.mjs). tests/e2e/script-time.test.ts fails when the ratio measured in its own run exceeds ratio × 1.25.',
    recorded: new Date().toISOString().slice(0, 10),
    ratio: round(ratio, 3),
    oursMs: round(oursMs, 1),
    buyButtonMs: round(buyButtonMs, 1),
  };
  writeFileSync(new URL(SCRIPT_TIME_BASELINE, root), JSON.stringify(body, null, 2) + '\n');
}
