// Main-thread script time of a rendered product page against Shopify Buy Button 3.0.6's evaluation (DESIGN.md §5,
// issue 15), measured the one way for `npm run bench` and for the browser test that holds the gain
// (tests/e2e/script-time.test.ts):
//   - each run opens a new tab with the HTTP cache off (so no V8 code cache either: every run is a first visit),
//     navigates, waits 2.5 s with nothing polling the page, then reads two figures:
//       · `ScriptDuration` from CDP `Performance.getMetrics` (the issue's figure). It is blind to promise reactions:
//         Blink counts a script, a callback or a timer it calls into, but V8 runs `.then` callbacks and the rest of an
//         `async` function after an `await` in the microtask checkpoint that follows, outside what Blink counts.
//         A timer whose callback spends 10 ms in `Promise.resolve().then(…)` reads 0.5–1.4 ms (measured here);
//       · all script, from a trace of the same visit (`scriptFromTrace`): every top-level script task on the page's
//         main thread, microtask checkpoints included, less the style and layout run inside them (as ScriptDuration
//         leaves those out). This is the figure the budget is read on: moving work into a promise cannot lower it;
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

/**
 * The floor: a page with the measured page's elements and no SDK code, only the browser calls the SDK makes on it (each
 * costs the most the first time a page makes it: a first `import()` ≈ 2 ms, a first cookie read ≈ 1.5 ms here), in
 * the same order: on evaluation a MutationObserver, the product fetch (the loader asks as it finds a product widget)
 * and an `import()` (of an empty module); then, in a timer, a cookie read, five shadow roots with an adopted
 * stylesheet, a BroadcastChannel and an idle callback; in that, the visit's identity (three localStorage reads and
 * writes, two cookie writes) and its beacon.
 */
export const FLOOR_CALLS = 'a MutationObserver, a fetch, an import(), a cookie read, five shadow roots with an adopted stylesheet, a BroadcastChannel, an idle callback, three localStorage reads and writes, two cookie writes, a beacon';
const floorScript = `new MutationObserver(() => {}).observe(document.documentElement, { childList: true, subtree: true });
fetch('/api/commerce/products/${BENCH_PRODUCT_ID}').then((r) => r.text()).then(JSON.parse);
import('/bench/empty.js').then(() => setTimeout(() => {
  document.cookie;
  for (const el of document.querySelectorAll('[data-sf-widget]')) el.attachShadow({ mode: 'open' }).adoptedStyleSheets = [new CSSStyleSheet()];
  new BroadcastChannel('bench-floor');
  requestIdleCallback(() => {
    for (const k of ['a', 'b', 'c']) localStorage.getItem('bench-' + k), localStorage.setItem('bench-' + k, '1');
    document.cookie = 'bench-a=1; Path=/'; document.cookie = 'bench-b=1; Path=/';
    navigator.sendBeacon('/bench/beacon', 'visit');
  });
}));`;

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
 * widget), `/bench/floor` (FLOOR_CALLS), `/bench/buy-button` and Buy Button's bundle.
 */
export async function routeBenchPages(context, base) {
  const buyButton = readFileSync(require.resolve('@shopify/buy-button-js/dist/buybutton.min.js'));
  const manifest = JSON.parse(await (await fetch(`${base}/sdk/manifest.json`)).text());
  await context.route(`${base}/bench/**`, (route) => {
    const url = new URL(route.request().url());
    const html = (body) => route.fulfill({ contentType: 'text/html', body });
    if (url.pathname === BUY_BUTTON_PATH) return route.fulfill({ contentType: 'text/javascript', body: buyButton });
    if (url.pathname === '/bench/buy-button') return html(buyButtonHtml());
    if (url.pathname === '/bench/floor')
      return html(productPageHtml().replace(/<script async src="\/sdk\/storefront.js"[^>]*><\/script>/, '<script async src="/bench/floor.js"></script>'));
    if (url.pathname === '/bench/floor.js') return route.fulfill({ contentType: 'text/javascript', body: floorScript });
    if (url.pathname === '/bench/empty.js') return route.fulfill({ contentType: 'text/javascript', body: 'export {};' });
    if (url.pathname === '/bench/beacon') return route.fulfill({ status: 204, body: '' });
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

/** The trace categories `scriptFromTrace` reads: the DevTools timeline's script entry points and V8's microtask runs. */
export const SCRIPT_TRACE_CATEGORIES = ['devtools.timeline', 'v8.execute'];

/** Top-level script work on a renderer's main thread, by trace event name. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame',
  'FireIdleCallback', 'EventDispatch', 'RunMicrotasks', 'XHRReadyStateChange', 'XHRLoad',
]);
/** Rendering work that script can force (reading a layout value): left out, as ScriptDuration leaves it out. */
const FORCED_RENDERING = new Set(['UpdateLayoutTree', 'Layout']);

/**
 * All main-thread script of the page at `url` in a trace, in ms: on the thread that parsed its HTML, from that parse
 * on, the time of every script event that is not inside another (a timer, an event, a module's evaluation, a
 * microtask checkpoint, …), less the style and layout done inside it. Complete events ('X') only, which is how Chromium
 * writes these. `clock: 'thread'` adds the events' thread time (`tdur`: CPU, without the time the thread was
 * descheduled or blocked) instead of their wall time; which event is inside which is read on the wall clock either way.
 */
export function scriptFromTrace(events, url, { clock = 'wall' } = {}) {
  const parse = events.filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url).sort((a, b) => a.ts - b.ts)[0];
  if (!parse) throw new Error(`the trace has no HTML parsing of ${url}`);
  const thread = (e) => e.pid === parse.pid && e.tid === parse.tid;
  const time = clock === 'thread' ? (e) => e.tdur ?? 0 : (e) => e.dur;
  const mine = events.filter((e) => e.ph === 'X' && thread(e) && e.ts >= parse.ts).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let us = 0;
  let end = -Infinity; // where the current top-level script event ends
  let renderedUntil = -Infinity; // where the last rendering event counted out of it ends (nested ones are inside it)
  for (const e of mine) {
    if (e.ts < end) {
      if (FORCED_RENDERING.has(e.name) && e.ts >= renderedUntil) {
        us -= Math.min(time(e), end - e.ts);
        renderedUntil = e.ts + e.dur;
      }
    } else if (SCRIPT_EVENTS.has(e.name)) {
      us += time(e);
      end = e.ts + e.dur;
    }
  }
  return us / 1000;
}

/**
 * One first visit of `url` in a new tab, traced: the page's main-thread script in ms, `wait` ms after navigation, as
 * `scriptDuration` (CDP's ScriptDuration), `allScript` (`scriptFromTrace`: promise reactions included) and `cpuScript`
 * (the same events' thread time: CPU, without the time the thread was descheduled or blocked).
 * `check` (optional) runs in the page after the reading and must return true (e.g. every widget rendered).
 */
export async function scriptTimeOnce(context, url, { wait = 2500, check } = {}) {
  const tab = await context.newPage();
  try {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Performance.enable');
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: SCRIPT_TRACE_CATEGORIES }, transferMode: 'ReportEvents' });
    await tab.goto(url, { waitUntil: 'commit' });
    await new Promise((r) => setTimeout(r, wait));
    const { metrics } = await cdp.send('Performance.getMetrics');
    await cdp.send('Tracing.end');
    await traced;
    const seconds = metrics.find((m) => m.name === 'ScriptDuration')?.value;
    if (typeof seconds !== 'number') throw new Error('Performance.getMetrics gave no ScriptDuration');
    if (check) {
      const ok = await tab.evaluate(check);
      if (ok !== true) throw new Error(`${url}: the page was not fully rendered ${wait} ms after navigation: ${JSON.stringify(ok)}`);
    }
    await cdp.detach();
    // cpuScript: the main thread's CPU time in the same events, which a busy machine disturbs less than wall time
    // (scripts/ab.mjs judges builds on it).
    return { scriptDuration: seconds * 1000, allScript: scriptFromTrace(events, url), cpuScript: scriptFromTrace(events, url, { clock: 'thread' }) };
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
export async function renderedAt(context, base, { latency = 0 } = {}) {
  const tab = await context.newPage();
  try {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Chromium's network emulation adds `latency` ms to every request that goes over HTTP: the loader, the chunks and
    // the platform's answers (the page itself is routed by Playwright, which it does not delay).
    if (latency) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
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
 * is not counted: the first launch of a tab pays for the renderer's own start). Returns every sample and, for each of
 * the two figures (`scriptDuration`, `allScript`: see scriptTimeOnce), the medians in ms and their ratio.
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
  const of = (key) => figure(ours.map((r) => r[key]), buyButton.map((r) => r[key]));
  return { scriptDuration: of('scriptDuration'), allScript: of('allScript') };
}

/** One figure of a comparison: the samples of each page, their medians (ms) and the ratio of the medians. */
export const figure = (ours, buyButton) => ({ ours, buyButton, oursMs: median(ours), buyButtonMs: median(buyButton), ratio: median(ours) / median(buyButton) });

/** Two comparisons' samples taken together, each figure's medians and ratio computed over all of them. */
export const joinComparisons = (a, b) => {
  const join = (x, y) => figure([...x.ours, ...y.ours], [...x.buyButton, ...y.buyButton]);
  return { scriptDuration: join(a.scriptDuration, b.scriptDuration), allScript: join(a.allScript, b.allScript) };
};

/** Where `npm run bench -- --record` keeps the ratio the browser test holds (tests/e2e/script-time.test.ts). */
export const SCRIPT_TIME_BASELINE = 'tests/e2e/fixtures/script-time-baseline.json';

export function writeBaseline({ scriptDuration, allScript }) {
  const root = new URL('..', import.meta.url);
  const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;
  const rounded = ({ ratio, oursMs, buyButtonMs }) => ({ ratio: round(ratio, 3), oursMs: round(oursMs, 1), buyButtonMs: round(buyButtonMs, 1) });
  const body = {
    note: 'Written by `npm run bench -- --record` (scripts/script-time.mjs). tests/e2e/script-time.test.ts fails when either ratio measured in its own run exceeds the one here × 1.25.',
    recorded: new Date().toISOString().slice(0, 10),
    scriptDuration: rounded(scriptDuration),
    allScript: rounded(allScript),
  };
  writeFileSync(new URL(SCRIPT_TIME_BASELINE, root), JSON.stringify(body, null, 2) + '\n');
}
