// The script-time budget (docs/performance.md, "Budgets" and "Script time"): the rendered product page's main-thread
// script time, held against the figures the bench recorded. Machines are noisy, so what is compared is a ratio measured
// in one browser on this run: our rendered product page against Shopify Buy Button 3.0.6 rendering the same product
// (scripts/bench/script-time.mjs and scripts/bench/buy-button.mjs, the same method and pages as `npm run bench`). Two
// figures, each held: CDP's ScriptDuration and all script from a trace of the same visits (promise reactions included,
// which ScriptDuration does not see). ScriptDuration's ratio may grow at most 25% over the one recorded by
// `npm run bench -- --record` in tests/e2e/fixtures/script-time-baseline.json; all script's is held to its budget, 0.5
// (docs/performance.md, "Budgets"): on this machine kind it read 0.30 in the bench and 0.33 to over 0.38 inside the
// test run, too wide a spread for a guard at 1.25 × 0.30 (7 visits of each page, 14 when the first 7 read over a limit). The bench's 24-product grid is visited once each side: one product request and no visit event
// on ours.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addBenchProducts,
  compareRendering,
  joinComparisons,
  PAGES,
  readiness,
  routeBenchPages,
  scriptTimeOnce,
  SCRIPT_TIME_BASELINE,
  type Comparison,
  type Figure,
} from '../../scripts/bench/script-time.mjs';
import { baseUrl, useBrowser } from './browser';

type Recorded = { ratio: number; oursMs: number; buyButtonMs: number };
const baseline = JSON.parse(readFileSync(SCRIPT_TIME_BASELINE, 'utf8')) as {
  recorded: string;
  scriptDuration: Recorded;
  allScript: Recorded;
};

/** docs/performance.md, "Budgets": all main-thread script of the product page, against Buy Button's. */
const ALL_SCRIPT_BUDGET = 0.5;

const show = (name: string, f: Figure) =>
  `${name}: ours ${f.oursMs.toFixed(1)} ms [${f.ours.map((x) => x.toFixed(1)).join(', ')}], Buy Button ${f.buyButtonMs.toFixed(1)} ms [${f.buyButton.map((x) => x.toFixed(1)).join(', ')}], ratio ${f.ratio.toFixed(3)}`;

describe('script time of a rendered product page', () => {
  const browser = useBrowser();

  it(`against Buy Button rendering the same product: ScriptDuration within 25% of the recorded ${baseline.scriptDuration.ratio} (${baseline.recorded}), all script within its budget of ${ALL_SCRIPT_BUDGET} (recorded ${baseline.allScript.ratio})`, async () => {
    const { context } = browser();
    await addBenchProducts(baseUrl());
    const log = await routeBenchPages(context, baseUrl());
    const limit = { scriptDuration: baseline.scriptDuration.ratio * 1.25, allScript: ALL_SCRIPT_BUDGET };
    const over = (c: Comparison) => c.scriptDuration.ratio > limit.scriptDuration || c.allScript.ratio > limit.allScript;
    const shows = (c: Comparison) => `${show('ScriptDuration', c.scriptDuration)}; ${show('all script', c.allScript)}`;
    // Throws if a run's page was not fully rendered when its figures were read.
    let r = await compareRendering(context, baseUrl(), { page: 'product', runs: 7 });
    console.log(`[script time] ${shows(r)}`);
    // A ratio over its limit: seven more visits of each page, and the medians of all fourteen decide. This machine kind
    // now and then runs slow for a minute, and our page (several tasks and requests over 200 ms) more than Buy Button's
    // one script. A page that grew by a quarter reads over the limit in both samples; a slow minute need not.
    if (over(r)) {
      r = joinComparisons(r, await compareRendering(context, baseUrl(), { page: 'product', runs: 7 }));
      console.log(`[script time] over a limit: 7 more visits each; all 14: ${shows(r)}`);
    }
    expect.soft(r.scriptDuration.ratio, shows(r)).toBeLessThanOrEqual(limit.scriptDuration);
    expect.soft(r.allScript.ratio, shows(r)).toBeLessThanOrEqual(limit.allScript);
    // Buy Button really rendered from the canned answers, every one of its queries answered.
    expect(log.graphql.length).toBeGreaterThanOrEqual(8);
    expect(log.graphql.filter((g) => g.error)).toEqual([]);
  }, 240_000);

  it("the 24-product grid: ours asks for its products in one request and sends no visit event; Buy Button's collection makes one query", async () => {
    const { context } = browser();
    await addBenchProducts(baseUrl());
    await routeBenchPages(context, baseUrl());
    const ours = await readiness(context, `${baseUrl()}${PAGES.grid.ours}?observe`);
    const theirs = await readiness(context, `${baseUrl()}${PAGES.grid.buyButton}?observe`, { readyKey: '__buttonsReadyAt' });
    console.log(
      `[script time] 24-product grid, enabled buttons at: ours ${ours.readyAt.toFixed(0)} ms, Buy Button ${theirs.readyAt.toFixed(0)} ms`,
    );
    expect([ours.productRequests, ours.visits]).toEqual([1, 0]);
    expect(theirs.productRequests).toBe(1);
    const product = await readiness(context, `${baseUrl()}${PAGES.product.ours}?observe`);
    expect([product.productRequests, product.visits]).toEqual([1, 1]);
  }, 60_000);

  it('all script counts work done in a promise reaction, which ScriptDuration does not see', async () => {
    const { context } = browser();
    const url = `${baseUrl()}/script-time-probe`;
    // A timer whose callback spends 10 ms busy in a `.then` callback.
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>probe</title></head><body><script>
setTimeout(() => Promise.resolve().then(() => { const t = performance.now(); while (performance.now() - t < 10); }));
</script></body></html>`;
    await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: page }));
    try {
      const r = await scriptTimeOnce(context, url, { wait: 1000 });
      console.log(
        `[script time] 10 ms in a promise reaction: ScriptDuration ${r.scriptDuration.toFixed(1)} ms, all script ${r.allScript.toFixed(1)} ms`,
      );
      expect(r.allScript).toBeGreaterThanOrEqual(10);
    } finally {
      await context.unroute(url);
    }
  }, 30_000);
});
