// `npm run bench`: bundle sizes (gzip, brotli), the JS a product page loads, mount timings for 1, 50 and 500 cart
// pills in Chromium with the longest main-thread task, and cart requests at page load. Prints markdown tables.
// Builds first if dist/ is missing. Talks only to 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { addBenchProduct, compareWithBuyButton, FLOOR_CALLS, median, PRODUCT_PAGE_WIDGETS, renderedAt, routeBenchPages, scriptTimeOnce, SCRIPT_TIME_BASELINE, writeBaseline } from './script-time.mjs';
import { writeFileSync } from 'node:fs';

// Everything printed is also collected, so `npm run bench -- --readme` can put the tables in README.md.
const printed = [];
const print = (text) => {
  printed.push(text);
  console.log(text);
};

const root = resolve(import.meta.dirname, '..');
// Always measure a fresh build of the current source.
const build = spawnSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(1);

// ---------------------------------------------------------------- sizes
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const files = ['storefront.js', ...readdirSync(join(root, 'dist/chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
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
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)) staticImports(`chunks/${m[1]}`, seen);
  return seen;
}
const pageFiles = new Set(['storefront.js']);
for (const w of PRODUCT_WIDGETS) if (chunkFile(w)) staticImports(chunkFile(w).file, pageFiles);
const onProductPage = sizes.filter((s) => pageFiles.has(s.file));
const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);

print('\n### Bundle sizes (bytes)\n');
print('| file | raw | gzip | brotli |\n| --- | ---: | ---: | ---: |');
for (const s of sizes) print(`| ${s.file} | ${s.raw} | ${s.gzip} | ${s.brotli} |`);
const pageParts = onProductPage.map((s) => s.file.replace(/^chunks\//, '').replace(/-[\w-]{6}\.js$/, ''));
print(`| **product page total** (${pageParts.join(' + ')}) | ${sum(onProductPage, 'raw')} | ${sum(onProductPage, 'gzip')} | ${sum(onProductPage, 'brotli')} |`);
const pageGzip = sum(onProductPage, 'gzip');
// A page with the cart pill alone (a store's other pages): the product widgets ride in the runtime chunk with it, so
// such a page carries them too (docs/architecture.md, "Size").
const pillFiles = staticImports(chunkFile('cart-pill').file, new Set(['storefront.js']));
const onPillPage = sizes.filter((s) => pillFiles.has(s.file));
print(`| **cart pill only page total** (${onPillPage.map((s) => s.file.replace(/^chunks\//, '').replace(/-[\w-]{6}\.js$/, '')).join(' + ')}) | ${sum(onPillPage, 'raw')} | ${sum(onPillPage, 'gzip')} | ${sum(onPillPage, 'brotli')} |`);
print(`\nBudgets: loader ${sizes[0].gzip} / 1536 B gzip; product page ${pageGzip} / 24576 B gzip${pageGzip > 24576 ? ` (**${pageGzip - 24576} B over**: see docs/architecture.md, "Size")` : ''}.`);

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
// the page can scroll, and the pills float (docs/architecture.md, "Many widgets on a page").
const page = (n, unscrolled = false) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${unscrolled ? '<div style="height:90vh;overflow:clip">' : ''}
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

/**
 * The longest task on the measured page's renderer main thread in a Chrome trace (RunTask events), in ms: from the
 * task that starts parsing its HTML on (the trace starts on the previous page, whose last frames are not this page's).
 */
function longestTask(events, url) {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const parses = events.filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url).map((e) => e.ts);
  if (!parses.length) throw new Error(`the trace has no HTML parsing of ${url}`);
  const parse = Math.min(...parses);
  // The task that holds the first parse (it starts before the parse does).
  const from = Math.min(parse, ...events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && e.ts <= parse && parse <= e.ts + e.dur).map((e) => e.ts));
  let longest = 0;
  let cpu = 0; // the main thread's CPU time inside that task (`tdur`): for the rest of it the thread was not running
  for (const e of events) {
    if (e.ph === 'X' && e.ts >= from && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && main.has(`${e.pid}:${e.tid}`) && e.dur / 1000 > longest) {
      longest = e.dur / 1000;
      cpu = (e.tdur ?? e.dur) / 1000;
    }
  }
  if (process.env.BENCH_DEBUG) {
    const top = events.filter((e) => e.ph === 'X' && e.ts >= from && main.has(`${e.pid}:${e.tid}`) && e.name === 'RunTask').sort((a, b) => b.dur - a.dur)[0];
    if (top) {
      const inside = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.ts >= top.ts && e.ts + e.dur <= top.ts + top.dur && e !== top);
      const byName = {};
      for (const e of inside) byName[e.name] = (byName[e.name] ?? 0) + e.dur / 1000;
      console.error('longest task', top.dur / 1000, Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 12));
    }
  }
  return { wall: Math.round(longest * 10) / 10, cpu: Math.round(cpu * 10) / 10 };
}

async function cartRequests() {
  const state = await (await fetch(`${base}/__mock/state`)).json();
  return state.requests.filter((r) => r.method === 'GET' && r.path === '/api/commerce/shopping-cart').length;
}

const results = [];
const requestCounts = [];
let scriptTime;
const breakdown = [];
let rendered;
let renderedSlow;
try {
  // Script time first, on a quiet browser: our rendered product page against Buy Button's evaluation (scripts/script-time.mjs).
  await fetch(`${base}/__mock/reset`, { method: 'POST' });
  await addBenchProduct(base);
  await routeBenchPages(context, base);
  // 15 runs each: the figure `--record` writes is what every `npm test` is held to (7 runs each there), so it must not be
  // a lucky draw: with 7 runs each, one build read 1.54 in the bench and 1.89 in a CI run the same day, on all script.
  scriptTime = await compareWithBuyButton(context, base, { runs: 15 });
  const part = async (label, path) => {
    const xs = [];
    for (let i = 0; i < 5; i++) xs.push(await scriptTimeOnce(context, `${base}${path}`));
    breakdown.push({ label, scriptDuration: median(xs.map((x) => x.scriptDuration)), allScript: median(xs.map((x) => x.allScript)) });
  };
  await part('the loader alone (no widget on the page)', '/bench/product?only=none');
  await part('the runtime chunk evaluated, no widget (a module script)', '/bench/runtime');
  for (const [name] of PRODUCT_PAGE_WIDGETS) await part(`a page with only ${name}, rendered (loader, runtime, after-load work)`, `/bench/product?only=${name}`);
  await part(`no SDK code: only the browser calls the measured page needs (${FLOOR_CALLS})`, '/bench/floor');
  const times = [];
  for (let i = 0; i < 5; i++) times.push(await renderedAt(context, base));
  rendered = median(times);
  const slow = [];
  for (let i = 0; i < 5; i++) slow.push(await renderedAt(context, base, { latency: 100 }));
  renderedSlow = median(slow);
  await fetch(`${base}/__mock/reset`, { method: 'POST' });

  const tab = await context.newPage();
  for (const [withCart, unscrolled] of [[false, false], [true, false], [true, true]]) {
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
      // 500 pills: five runs, the median reported (DESIGN.md §5 budgets the median of 5).
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
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
      await tab.goto(`${base}/bench-${n}`);
      const expected = withCart ? 'shown' : 'hidden';
      await tab.waitForFunction(([count, state]) => document.querySelectorAll(`[data-sf-state="${state}"]`).length === count, [n, expected], { timeout: 60_000, polling: 5 });
      const metrics = await tab.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        // Pills showing the cart's count (1 item) in their shadow root.
        const counts = [...document.querySelectorAll('[data-sf-widget="cart-pill"]')].filter((el) => el.shadowRoot?.querySelector('[part="count"]')?.textContent === '1').length;
        return { mountedAt: performance.now(), domContentLoaded: nav.domContentLoadedEventEnd, longest: window.__longest, long: window.__long, loaf: window.__loaf, counts };
      });
      if (withCart && metrics.counts !== n) throw new Error(`${n} pills: ${metrics.counts} show the count 1`);
      await tab.waitForTimeout(300);
      await cdp.send('Tracing.end');
      await traced;
      await cdp.detach();
      const requests = (await cartRequests()) - before;
      const longest = longestTask(events, `${base}/bench-${n}`);
      runs.push({ n, withCart, unscrolled, ms: Math.round(metrics.mountedAt), task: longest.wall, cpu: longest.cpu, longest: Math.round(metrics.longest), long: Math.round(metrics.long), loaf: Math.round(metrics.loaf), wall: Date.now() - start, tasks: [] });
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

print('\n### Mounting cart pills in Chromium (headless, this machine)\n');
print('| pills | cart | all mounted at (ms after navigation start) | longest main-thread task (ms, trace) | the main thread\'s CPU time in it (ms) | Long Tasks API (>50 ms) | Long Animation Frames (>50 ms) | longest gap between timer callbacks (ms) |');
print('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) print(`| ${r.n} | ${r.withCart ? '1 item: shown' : 'none: hidden'}${r.unscrolled ? ', in a page that does not overflow the viewport (diagnostic)' : ''} | ${r.ms} | ${r.task}${r.tasks.length > 1 ? ` (median of ${r.tasks.join(', ')})` : ''} | ${r.cpu}${r.cpus.length > 1 ? ` (median ${median(r.cpus)})` : ''} | ${r.long || 'none'} | ${r.loaf || 'none'} | ${r.longest} |`);
const worst = Math.max(...results.filter((r) => r.n === 500 && !r.unscrolled).map((r) => r.task));
print(`\nBudget: no main-thread task over 50 ms while mounting 500 widgets (median of 5 runs ≤ 40 ms): ${worst} ms, the worse of the two cases. The CPU column is the main thread\'s own running time inside that longest task (the trace\'s thread time): on this 2-core machine kind the rest of the task is time the main thread was not running. The diagnostic row has the same 500 pills and fallback links in a page that never overflows the viewport (they sit in a box with overflow: clip): Chromium composites a position: fixed element on a layer of its own only when the page can scroll, so there the floating pills share one layer instead of one each, while the fallback links still vanish slice by slice (docs/architecture.md, "Many widgets on a page").`);

print('\n### Cart requests at page load\n');
print('| pills | visitor | GET /api/commerce/shopping-cart |\n| ---: | --- | ---: |');
for (const r of requestCounts) print(`| ${r.n} | ${r.withCart ? 'has a cart (cookie)' : 'new (no cookie)'} | ${r.requests} |`);

const f1 = (x) => x.toFixed(1);
print('\n### Main-thread script time: a rendered product page against Shopify Buy Button 3.0.6 (ms)\n');
print('Method (scripts/script-time.mjs): a new tab per run with the HTTP cache off, read 2.5 s after navigation with nothing polling the page; the two pages alternate, 15 runs each, medians. Two figures from each visit: `ScriptDuration` from CDP `Performance.getMetrics` (the issue\'s figure), which does not see promise reactions (`.then` callbacks, the rest of an `async` function after `await`: a timer spending 10 ms in one reads 0.5–1.4 ms), and **all script**, from a trace of the same visit: every top-level script task on the page\'s main thread, microtask checkpoints included, less the style and layout run inside them. Our page: the loader, cart pill, product status, variant picker, quantity and add-to-cart for a two-variant product, checked fully rendered after each reading (it also runs everything the SDK does in those 2.5 s: the after-load chunk, the error reporter, the visit analytics event). Buy Button\'s page only evaluates `buybutton.min.js`.\n');
print('| page | figure | median | runs |\n| --- | --- | ---: | --- |');
for (const [key, name] of [['allScript', 'all script'], ['scriptDuration', 'ScriptDuration']]) {
  const f = scriptTime[key];
  print(`| ours, rendered | ${name} | ${f1(f.oursMs)} | ${f.ours.map(f1).join(', ')} |`);
  print(`| Buy Button 3.0.6, evaluated only | ${name} | ${f1(f.buyButtonMs)} | ${f.buyButton.map(f1).join(', ')} |`);
}
print(`\nRatio ours / Buy Button: **${scriptTime.allScript.ratio.toFixed(2)}** on all script, ${scriptTime.scriptDuration.ratio.toFixed(2)} on ScriptDuration (budget in DESIGN.md §5: ≤ 0.25).\n`);
print('| part of our figure (medians of 5) | all script | ScriptDuration |\n| --- | ---: | ---: |');
for (const b of breakdown) print(`| ${b.label} | ${f1(b.allScript)} | ${f1(b.scriptDuration)} |`);
print(`| navigation start to every widget rendered (wall clock, its own runs) | ${Math.round(rendered)} | |`);
print(`| the same, 100 ms added to every request (Chromium's network emulation: a slow network's round trips; the loader asks for the product while the runtime chunk is on its way) | ${Math.round(renderedSlow)} | |`);
if (process.argv.includes('--record')) {
  writeBaseline(scriptTime);
  console.log(`\n${SCRIPT_TIME_BASELINE} updated: the browser test holds the ratios within 25% of ${scriptTime.scriptDuration.ratio.toFixed(3)} (ScriptDuration) and ${scriptTime.allScript.ratio.toFixed(3)} (all script).`);
}

if (process.argv.includes('--readme')) {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} on the project's CI machine kind (2 cores), headless Chromium.`;
  const body = `<!-- bench:start -->\n${stamp}\n${printed.join('\n')}\n<!-- bench:end -->`;
  writeFileSync(join(root, 'README.md'), readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, body));
  console.log('\nREADME.md updated.');
}
