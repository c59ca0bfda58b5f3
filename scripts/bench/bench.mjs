// `npm run bench`: bundle sizes (gzip, brotli) and the JS a product page loads; our rendered product page and a
// 24-product grid against Shopify Buy Button 3.0.6 rendering the same products (all main-thread script,
// ScriptDuration, navigation to enabled buy buttons, longest task, JS bytes, product requests: scripts/bench/script-time.mjs);
// 500 inline product widgets of 50 products (the scale row); mount timings for 1, 50 and 500 cart pills (diagnostic);
// cart requests at page load. Prints markdown tables. Always builds first. Talks only to 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../test/chromium.mjs';
import {
  addBenchProducts,
  compareReadiness,
  compareRendering,
  FLOOR_CALLS,
  longestTask,
  median,
  PAGES,
  PRODUCT_PAGE_WIDGETS,
  renderedAt,
  routeBenchPages,
  scriptTimeOnce,
  SCRIPT_TIME_BASELINE,
  SCALE_PRODUCTS,
  writeBaseline,
} from './script-time.mjs';
import { writeFileSync } from 'node:fs';

// Everything printed is also collected, so `npm run bench -- --readme` can put the tables in docs/performance.md.
const printed = [];
const print = (text) => {
  printed.push(text);
  console.log(text);
};

const root = resolve(import.meta.dirname, '../..');
// Always measure a fresh build of the current source.
const build = spawnSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(1);

// ---------------------------------------------------------------- sizes
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const files = [
  'storefront.js',
  ...readdirSync(join(root, 'dist/chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `chunks/${f}`),
];
const sizes = files.map((f) => {
  const buf = readFileSync(join(root, 'dist', f));
  return { file: f, raw: buf.length, gzip: gz(buf), brotli: br(buf) };
});
// The product page: the loader, these widgets and every chunk they import statically (what must load up front).
const PRODUCT_WIDGETS = ['cart-pill', 'add-to-cart', 'variant-picker', 'quantity', 'product-status'];
// dist/manifest.json: widget name → its chunk's file stem (widgets a page uses together share a chunk).
const manifest = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8'));
const chunkFile = (name) => manifest[name] && sizes.find((s) => s.file === `chunks/${manifest[name]}.js`);
function staticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(root, 'dist', file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g))
    staticImports(`chunks/${m[1]}`, seen);
  return seen;
}
const pageFiles = new Set(['storefront.js']);
for (const w of PRODUCT_WIDGETS) if (chunkFile(w)) staticImports(chunkFile(w).file, pageFiles);
const onProductPage = sizes.filter((s) => pageFiles.has(s.file));
const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);

print('\n### Bundle sizes (bytes)\n');
print('| file | raw | gzip | brotli |\n| --- | ---: | ---: | ---: |');
for (const s of sizes) print(`| ${s.file} | ${s.raw} | ${s.gzip} | ${s.brotli} |`);
const pageParts = onProductPage.map((s) => s.file.replace(/^chunks\//, '').replace(/-[\w-]{6,8}\.js$/, ''));
print(
  `| **product page total** (${pageParts.join(' + ')}) | ${sum(onProductPage, 'raw')} | ${sum(onProductPage, 'gzip')} | ${sum(onProductPage, 'brotli')} |`,
);
const pageGzip = sum(onProductPage, 'gzip');
// A page with the cart pill alone (a store's other pages): the product widgets ride in the runtime chunk with it, so
// such a page carries them too (docs/performance.md, "Size").
const pillFiles = staticImports(chunkFile('cart-pill').file, new Set(['storefront.js']));
const onPillPage = sizes.filter((s) => pillFiles.has(s.file));
print(
  `| **cart pill only page total** (${onPillPage.map((s) => s.file.replace(/^chunks\//, '').replace(/-[\w-]{6,8}\.js$/, '')).join(' + ')}) | ${sum(onPillPage, 'raw')} | ${sum(onPillPage, 'gzip')} | ${sum(onPillPage, 'brotli')} |`,
);
// All the JS such a page loads: the after-load chunk (loaded once the page is interactive) and its imports too.
const afterLoad = sizes.find((x) => /^chunks\/after-load-/.test(x.file));
const allFiles = staticImports(afterLoad.file, new Set(pageFiles));
const allGzip = sum(
  sizes.filter((x) => allFiles.has(x.file)),
  'gzip',
);
print(
  `| **product page, all it loads** (the above + ${[...allFiles]
    .filter((f) => !pageFiles.has(f))
    .map((f) => f.replace(/^chunks\//, '').replace(/-[\w-]{6,8}\.js$/, ''))
    .join(' + ')}) | ${sum(
    sizes.filter((x) => allFiles.has(x.file)),
    'raw',
  )} | ${allGzip} | ${sum(
    sizes.filter((x) => allFiles.has(x.file)),
    'brotli',
  )} |`,
);
const over = (n, budget) => (n > budget ? ` (**${n - budget} B over**)` : '');
print(
  `\nBudgets (docs/performance.md): loader ${sizes[0].gzip} / 2560 B gzip${over(sizes[0].gzip, 2560)}; a product page of separate widgets, to render: ${pageGzip} / 30720 B${over(pageGzip, 30720)}; all it loads: ${allGzip} / 45056 B${over(allGzip, 45056)}.`,
);

// ---------------------------------------------------------------- browser
const { startServer } = await import(join(root, 'build/mock-server.mjs'));
const server = await startServer({ port: 0, host: '127.0.0.1', root });
const base = server.url.replace(/\/$/, '');
const profile = mkdtempSync(join(tmpdir(), 'sf-bench-'));
const browserFound = await findChromium();
console.log(`Chromium from ${browserFound.source}: ${browserFound.path}`);
const context = await chromium.launchPersistentContext(profile, { executablePath: browserFound.path, args: CHROMIUM_ARGS });

// Each pill element holds the site owner's fallback link, as the embed contract shows it. `unscrolled` (a diagnostic
// row): the same elements in a box that clips what overflows it (`overflow: clip`, which is no scroll container), so the
// page never overflows the viewport: Chromium gives a `position: fixed` element a compositor layer of its own only when
// the page can scroll, and the pills float (docs/performance.md, "Many widgets on a page").
const page = (
  n,
  unscrolled = false,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${unscrolled ? '<div style="height:90vh;overflow:clip">' : ''}
${Array.from({ length: n }, (_, i) => `<div data-sf-widget="cart-pill" id="p${i}"><a href="/cart">Cart</a></div>`).join('\n')}${unscrolled ? '</div>' : ''}
<script>
  // Longest gap between two timer callbacks ≈ the longest main-thread task (sees tasks under 50 ms too).
  window.__longest = 0; window.__long = 0;
  let last = performance.now();
  (function probe() { const now = performance.now(); window.__longest = Math.max(window.__longest, now - last); last = now; setTimeout(probe, 0); })();
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long = Math.max(window.__long, e.duration); }).observe({ type: 'longtask', buffered: true });
  window.__loaf = 0;
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf = Math.max(window.__loaf, e.duration); }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}
</script>
<script async src="/sdk/storefront.js" data-website-id="bench"></script></body></html>`;

async function cartRequests() {
  const state = await (await fetch(`${base}/__mock/state`)).json();
  return state.requests.filter((r) => r.method === 'GET' && r.path === '/api/commerce/shopping-cart').length;
}

const results = [];
const requestCounts = [];
/** Per compared page (product, grid): the script-time comparison and the readiness comparison. */
const compared = {};
const breakdown = [];
let rendered;
let renderedSlow;
/** The scale row: 500 inline product-status widgets of 50 products, five runs. */
const scale = [];
try {
  // Script time first, on a quiet browser: our rendered pages against Buy Button rendering the same products
  // (scripts/bench/script-time.mjs).
  await fetch(`${base}/__mock/reset`, { method: 'POST' });
  await addBenchProducts(base);
  const buyButtonLog = await routeBenchPages(context, base);
  await context.addCookies([{ name: 'crumb', value: 'bench', url: base }]);
  for (const page of Object.keys(PAGES)) {
    // 15 runs each: the product page's figures `--record` writes are what every `npm test` is held to (7 runs each
    // there), so they must not be a lucky draw.
    const script = await compareRendering(context, base, { page, runs: 15 });
    const ready = await compareReadiness(context, base, { page, runs: 9 });
    compared[page] = { script, ready };
  }
  const failed = buyButtonLog.graphql.filter((g) => g.error);
  if (failed.length) throw new Error(`Buy Button's queries were not all answered: ${failed[0].error}`);
  const part = async (label, path) => {
    const xs = [];
    for (let i = 0; i < 5; i++) xs.push(await scriptTimeOnce(context, `${base}${path}`));
    breakdown.push({ label, scriptDuration: median(xs.map((x) => x.scriptDuration)), allScript: median(xs.map((x) => x.allScript)) });
  };
  await part('the loader alone (no widget on the page)', '/bench/product?only=none');
  await part('the runtime chunk evaluated, no widget (a module script)', '/bench/runtime');
  for (const [name] of PRODUCT_PAGE_WIDGETS)
    await part(`a page with only ${name}, rendered (loader, runtime, after-load work)`, `/bench/product?only=${name}`);
  await part(`no SDK code: only the browser calls the measured page needs (${FLOOR_CALLS})`, '/bench/floor');
  const times = [];
  for (let i = 0; i < 5; i++) times.push(await renderedAt(context, base));
  rendered = median(times);
  const slow = [];
  for (let i = 0; i < 5; i++) slow.push(await renderedAt(context, base, { latency: 100 }));
  renderedSlow = median(slow);

  // The scale row: 500 inline product-status widgets of SCALE_PRODUCTS (the budget: no task over 50 ms while mounting).
  for (let run = 0; run < 5; run++) {
    await context.clearCookies();
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    const url = `${base}/bench/scale?n=500&observe`;
    await tab.goto(url);
    await tab.waitForFunction(() => window.__renderedAt, null, { timeout: 60_000, polling: 50 });
    await tab.waitForTimeout(300);
    const seen = await tab.evaluate(() => ({
      at: window.__renderedAt,
      requests: performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/api/commerce/products'))
        .length,
    }));
    await cdp.send('Tracing.end');
    await traced;
    await cdp.detach();
    await tab.close();
    scale.push({ ...seen, task: longestTask(events, url) });
  }
  await fetch(`${base}/__mock/reset`, { method: 'POST' });

  const tab = await context.newPage();
  for (const [withCart, unscrolled] of [
    [false, false],
    [true, false],
    [true, true],
  ]) {
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    await context.clearCookies();
    // The platform sets the CSRF crumb when it renders a page; these pages are routed, so set it here.
    await context.addCookies([{ name: 'crumb', value: 'bench', url: base }]);
    if (withCart) {
      await tab.route(`${base}/bench-setup`, (r) => r.fulfill({ contentType: 'text/html', body: page(0) }));
      await tab.goto(`${base}/bench-setup`);
      await tab.evaluate(() => window.Storefront.ready.then((s) => s.cart.add({ itemId: 'p-poster' })));
    }
    for (const n of unscrolled ? [500] : [1, 50, 500]) {
      // 500 pills: five runs, the median reported (the budget is on the median of 5).
      const runs = [];
      for (let run = 0; run < (n === 500 ? 5 : 1); run++) {
        const before = await cartRequests();
        await tab.unroute(`${base}/bench-${n}`);
        await tab.route(`${base}/bench-${n}`, (r) => r.fulfill({ contentType: 'text/html', body: page(n, unscrolled) }));
        const start = Date.now();
        const cdp = await context.newCDPSession(tab);
        const events = [];
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
        const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
        await cdp.send('Tracing.start', {
          categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
          transferMode: 'ReportEvents',
        });
        await tab.goto(`${base}/bench-${n}`);
        const expected = withCart ? 'shown' : 'hidden';
        await tab.waitForFunction(
          ([count, state]) => document.querySelectorAll(`[data-sf-state="${state}"]`).length === count,
          [n, expected],
          { timeout: 60_000, polling: 5 },
        );
        const metrics = await tab.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          // Pills showing the cart's count (1 item) in their shadow root.
          const counts = [...document.querySelectorAll('[data-sf-widget="cart-pill"]')].filter(
            (el) => el.shadowRoot?.querySelector('[part="count"]')?.textContent === '1',
          ).length;
          return {
            mountedAt: performance.now(),
            domContentLoaded: nav.domContentLoadedEventEnd,
            longest: window.__longest,
            long: window.__long,
            loaf: window.__loaf,
            counts,
          };
        });
        if (withCart && metrics.counts !== n) throw new Error(`${n} pills: ${metrics.counts} show the count 1`);
        await tab.waitForTimeout(300);
        await cdp.send('Tracing.end');
        await traced;
        await cdp.detach();
        const requests = (await cartRequests()) - before;
        const longest = longestTask(events, `${base}/bench-${n}`);
        runs.push({
          n,
          withCart,
          unscrolled,
          ms: Math.round(metrics.mountedAt),
          task: longest.wall,
          cpu: longest.cpu,
          longest: Math.round(metrics.longest),
          long: Math.round(metrics.long),
          loaf: Math.round(metrics.loaf),
          wall: Date.now() - start,
          tasks: [],
        });
        if (run === 0 && !unscrolled) requestCounts.push({ n, withCart, requests });
      }
      // The run with the median longest task stands for the five; every run's longest task is listed beside it.
      const sorted = [...runs].sort((a, b) => a.task - b.task);
      results.push({ ...sorted[sorted.length >> 1], tasks: runs.map((r) => r.task), cpus: runs.map((r) => r.cpu) });
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
}

const f1 = (x) => x.toFixed(1);
const f2 = (x) => x.toFixed(2);
const ms = (x) => Math.round(x);
const kb = (x) => `${x.toLocaleString('en-US')} B`;
/** The budgets (docs/performance.md) on the ratios ours / Buy Button, by page and figure. */
const BUDGETS = { product: { allScript: 0.5, readyAt: 0.8 }, grid: { allScript: 0.45, readyAt: 0.8 } };
print('\n### Against Shopify Buy Button 3.0.6 rendering the same products\n');
print(
  "Both sides render the same products in the same headless Chromium, side by side, alternating visit by visit, each visit a new tab with the HTTP cache off (scripts/bench/script-time.mjs). Buy Button's page is its `product` component, or its `collection` component given the 24 products' ids (one query), its Storefront API answered in the browser from the same catalogue (scripts/bench/buy-button.mjs); ours is the drop-in widgets against the mock platform: for the product page the loader, cart pill, product status, variant picker, quantity and add-to-cart; for the grid one `collection` element given the 24 products' ids (a card each: picture, title, price, and add-to-cart or a quick view), and the cart pill. **All script**: every top-level script task on the page's main thread in a trace of the first 2.5 s (microtask checkpoints included, the style and layout inside them left out), medians of 15 visits; `ScriptDuration` (CDP) does not see promise reactions. **Enabled buy buttons**: navigation start to every buy button rendered and enabled, seen by an observer in the page, and the longest main-thread task, the JS loaded (gzip bytes of the files) and the product requests of those visits: medians of 9 visits of their own.\n",
);
print('| page | figure | ours | Buy Button | ours / Buy Button | budget |\n| --- | --- | ---: | ---: | ---: | ---: |');
for (const [page, { script, ready }] of Object.entries(compared)) {
  const label = PAGES[page].label;
  const row = (name, f, fmt, budget) =>
    print(
      `| ${label} | ${name} | ${fmt(f.oursMs)} | ${fmt(f.buyButtonMs)} | ${f.buyButtonMs ? `**${f2(f.ratio)}**` : '–'} | ${budget ? `≤ ${budget}` : ''} |`,
    );
  row('all main-thread script (ms)', script.allScript, f1, BUDGETS[page].allScript);
  row('ScriptDuration (ms)', script.scriptDuration, f1);
  row('navigation to every buy button enabled (ms)', ready.readyAt, ms, BUDGETS[page].readyAt);
  row('longest main-thread task (ms)', ready.longestTask, f1);
  row('JS loaded by then, gzip', ready.jsUpFront, kb);
  row('JS loaded in all (2.5 s), gzip', ready.jsAll, kb);
  row('product requests', ready.productRequests, String);
  row('"visit product page" events', ready.visits, String);
}
print('\n| page | figure | side | runs |\n| --- | --- | --- | --- |');
for (const [page, { script, ready }] of Object.entries(compared))
  for (const [name, f, fmt] of [
    ['all script', script.allScript, f1],
    ['ScriptDuration', script.scriptDuration, f1],
    ['enabled buttons', ready.readyAt, ms],
  ]) {
    print(`| ${PAGES[page].label} | ${name} | ours | ${f.ours.map(fmt).join(', ')} |`);
    print(`| ${PAGES[page].label} | ${name} | Buy Button | ${f.buyButton.map(fmt).join(', ')} |`);
  }
print("\n| part of our product page's figure (medians of 5) | all script | ScriptDuration |\n| --- | ---: | ---: |");
for (const b of breakdown) print(`| ${b.label} | ${f1(b.allScript)} | ${f1(b.scriptDuration)} |`);
print(`| navigation start to every widget rendered (wall clock, its own runs) | ${ms(rendered)} | |`);
print(
  `| the same, 100 ms added to every request (Chromium's network emulation: a slow network's round trips; the loader asks for the products while the runtime chunk is on its way) | ${ms(renderedSlow)} | |`,
);

print('\n### 500 product widgets on a page\n');
print(
  `500 inline \`product-status\` widgets of ${SCALE_PRODUCTS.length} products (ten each), each with the owner's fallback text; five runs, the median stands (the budget: no main-thread task over 50 ms while mounting).\n`,
);
print('| figure | median | runs |\n| --- | ---: | --- |');
const col = (pick, fmt = String) => [fmt(median(scale.map(pick))), scale.map((r) => fmt(pick(r))).join(', ')];
for (const [name, [m, runs]] of [
  ['longest main-thread task (ms, trace)', col((r) => r.task.wall, f1)],
  ["the main thread's CPU time in it (ms)", col((r) => r.task.cpu, f1)],
  ['all 500 rendered at (ms after navigation start)', col((r) => r.at, ms)],
  ['product requests', col((r) => r.requests)],
])
  print(`| ${name} | ${m} | ${runs} |`);

print('\n### Mounting cart pills (diagnostic)\n');
print(
  "| pills | cart | all mounted at (ms after navigation start) | longest main-thread task (ms, trace) | the main thread's CPU time in it (ms) | Long Tasks API (>50 ms) | Long Animation Frames (>50 ms) | longest gap between timer callbacks (ms) |",
);
print('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  print(
    `| ${r.n} | ${r.withCart ? '1 item: shown' : 'none: hidden'}${r.unscrolled ? ', in a page that does not overflow the viewport' : ''} | ${r.ms} | ${r.task}${r.tasks.length > 1 ? ` (median of ${r.tasks.join(', ')})` : ''} | ${r.cpu}${r.cpus.length > 1 ? ` (median ${median(r.cpus)})` : ''} | ${r.long || 'none'} | ${r.loaf || 'none'} | ${r.longest} |`,
  );
print(
  `\nThe spec speaks of *the* floating cart pill: 500 of them is a diagnostic, not a budget. Floating pills cost a compositor layer each while the page can scroll (Chromium composites a \`position: fixed\` element on a layer of its own only then): the row whose pills sit in a box with overflow: clip, which never overflows the viewport, shows the difference (docs/performance.md, "Many widgets on a page"). The CPU column is the main thread's own running time inside that longest task (the trace's thread time): on this 2-core machine kind the rest of the task is time the main thread was not running.`,
);

print('\n### Cart requests at page load\n');
print('| pills | visitor | GET /api/commerce/shopping-cart |\n| ---: | --- | ---: |');
for (const r of requestCounts) print(`| ${r.n} | ${r.withCart ? 'has a cart (cookie)' : 'new (no cookie)'} | ${r.requests} |`);

if (process.argv.includes('--record')) {
  const { script } = compared.product;
  writeBaseline(script);
  console.log(
    `\n${SCRIPT_TIME_BASELINE} updated: the browser test holds the product page's ScriptDuration ratio within 25% of ${script.scriptDuration.ratio.toFixed(3)} (all script: ${script.allScript.ratio.toFixed(3)}, held to its budget of 0.5).`,
  );
}

if (process.argv.includes('--readme')) {
  const doc = join(root, 'docs/performance.md');
  const page = readFileSync(doc, 'utf8');
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} on the project's CI machine kind (2 cores), headless Chromium.`;
  const body = `<!-- bench:start -->\n${stamp}\n${printed.join('\n')}\n<!-- bench:end -->`;
  writeFileSync(doc, page.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, body));
  console.log('\ndocs/performance.md updated.');
}
