// `node scripts/bench/ab.mjs <dirA> <dirB> [runs]`: two builds of the SDK (each a copy of dist/) on the bench's product page,
// side by side in one browser, with Buy Button rendering the same product as the third page: the three alternate, `runs` first visits
// each (default 15, after one warm-up round), and the medians and lower quartiles of the three figures of
// scripts/bench/script-time.mjs are printed, with B/A. Changes are judged on the CPU figure (docs/architecture.md, "Script
// time": an A/A run read 0.956 on it and 0.889 on wall-clock all script, so one run resolves about 10%). It does not
// build: copy dist/ away yourself, e.g. `npm run build && cp -r dist .tmp/a`, change, `npm run build && cp -r dist .tmp/b`.
// Talks only to 127.0.0.1.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../test/chromium.mjs';
import { checkRendered } from './buy-button.mjs';
import {
  addBenchProducts,
  median,
  PAGES,
  PRODUCT_PAGE_WIDGETS,
  productPageHtml,
  renderedCheck,
  routeBenchPages,
  scriptTimeOnce,
} from './script-time.mjs';

const [dirA, dirB, runsArg] = process.argv.slice(2);
if (!dirA || !dirB || !existsSync(join(dirA, 'storefront.js')) || !existsSync(join(dirB, 'storefront.js'))) {
  console.error('usage: node scripts/bench/ab.mjs <dirA> <dirB> [runs]  (each dir a copy of dist/, with storefront.js and chunks/)');
  process.exit(2);
}
const runs = Number(runsArg ?? 15);
const dirs = { a: resolve(dirA), b: resolve(dirB) };
const root = resolve(import.meta.dirname, '../..');

const { startServer } = await import(join(root, 'build/mock-server.mjs'));
const server = await startServer({ port: 0, host: '127.0.0.1', root });
const base = server.url.replace(/\/$/, '');
const profile = mkdtempSync(join(tmpdir(), 'sf-ab-'));
const { path } = await findChromium();
const context = await chromium.launchPersistentContext(profile, { executablePath: path, args: CHROMIUM_ARGS });
try {
  await addBenchProducts(base);
  await routeBenchPages(context, base);
  // Each build's files under /ab-a/ and /ab-b/ (the loader finds its chunks beside itself), and a product page for each.
  await context.route(`${base}/ab-*/**`, (route) => {
    const m = new URL(route.request().url()).pathname.match(/^\/ab-(a|b)\/(.*)$/);
    const file = m && join(dirs[m[1]], m[2]);
    if (m && m[2] === 'product')
      return route.fulfill({
        contentType: 'text/html',
        body: productPageHtml().replace('/sdk/storefront.js', `/ab-${m[1]}/storefront.js`),
      });
    if (!file || !file.startsWith(dirs[m[1]]) || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(file) });
  });
  const pages = { a: `${base}/ab-a/product`, b: `${base}/ab-b/product`, bb: `${base}${PAGES.product.buyButton}` };
  const check = renderedCheck(PRODUCT_PAGE_WIDGETS);
  const out = { a: [], b: [], bb: [] };
  for (let i = -1; i < runs; i++) {
    for (const [key, url] of Object.entries(pages)) {
      await context.clearCookies();
      const r = await scriptTimeOnce(context, url, { check: key === 'bb' ? checkRendered : check });
      if (i >= 0) out[key].push(r);
    }
  }
  const q1 = (xs) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 4)];
  const f1 = (x) => x.toFixed(1);
  for (const figure of ['cpuScript', 'allScript', 'scriptDuration']) {
    const of = (key) => out[key].map((r) => r[figure]);
    console.log(`\n${figure} (ms): median, lower quartile, runs`);
    for (const key of ['a', 'b', 'bb'])
      console.log(`  ${key.padEnd(2)} ${f1(median(of(key))).padStart(6)} ${f1(q1(of(key))).padStart(6)}   ${of(key).map(f1).join(' ')}`);
    console.log(
      `  B/A: median ${(median(of('b')) / median(of('a'))).toFixed(3)}, lower quartile ${(q1(of('b')) / q1(of('a'))).toFixed(3)}`,
    );
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
}
