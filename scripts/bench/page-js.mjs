// The SDK's JavaScript each demo page loads, gzip (level 9, as every budget in docs/performance.md is counted), against the
// budget "JS any demo page loads before the visitor scrolls ≤ 64 KB" (65,536 B). A report, not a gate
// (docs/performance.md, "Size"); the browser tests hold the other byte budgets.
//
// Usage, after `npm run build`: node scripts/bench/page-js.mjs [path …]   (default: every page of the demo store)
// Each page is a first visit in Chromium (scripts/test/chromium.mjs) with the mock platform on 127.0.0.1, read 3 s after
// navigation, once the after-load work has run; a file counts once however often it is asked for. Only the SDK's
// files (`/sdk/…`, sized from dist/) count: the demo's own scripts and the mock service worker are not the SDK's.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../test/chromium.mjs';

const BUDGET = 64 * 1024;
const root = resolve(import.meta.dirname, '../..');

/** The demo's pages: its top-level pages and its product pages, as the mock server serves them. */
function demoPages() {
  const top = readdirSync(join(root, 'demo'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => (f == 'index.html' ? '/' : `/${f.slice(0, -5)}`));
  const products = readdirSync(join(root, 'demo/products'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/products/${f.slice(0, -5)}`);
  return [...top, ...products];
}

const gz = (path) => gzipSync(readFileSync(join(root, 'dist', path)), { level: 9 }).length;

const pages = process.argv.slice(2).length ? process.argv.slice(2) : demoPages();
const { startServer } = await import(join(root, 'build/mock-server.mjs'));
const server = await startServer({ port: 0, host: '127.0.0.1', root });
const base = server.url.replace(/\/$/, '');
const dir = mkdtempSync(join(tmpdir(), 'page-js-'));
const context = await chromium.launchPersistentContext(dir, { executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const path of pages) {
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/sdk/') && pathname.endsWith('.js')) files.add(pathname.slice('/sdk/'.length));
    });
    await page.goto(base + path);
    await page.waitForTimeout(3000);
    await page.close();
    const sized = [...files].map((f) => [f.replace(/^chunks\//, '').replace(/-[\da-f]{6,8}\.js$/, ''), gz(f)]).sort((a, b) => b[1] - a[1]);
    const total = sized.reduce((sum, [, bytes]) => sum + bytes, 0);
    rows.push({ path, total, sized });
  }
} finally {
  await context.close();
  rmSync(dir, { recursive: true, force: true });
  await server.close();
}
console.log(`| page | SDK JS loaded in all, gzip | against ${BUDGET.toLocaleString('en-US')} B | its files (B gzip) |`);
console.log('| --- | ---: | ---: | --- |');
for (const { path, total, sized } of rows)
  console.log(
    `| ${path} | ${total.toLocaleString('en-US')} | ${(total / BUDGET).toFixed(2)} | ${sized.map(([name, bytes]) => `${name} ${bytes.toLocaleString('en-US')}`).join(', ')} |`,
  );
