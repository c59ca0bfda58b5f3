// DESIGN.md §5, issue 15: the rendered product page's main-thread script time, held against the figures the bench
// recorded. Machines are noisy, so what is compared is a ratio measured in one browser on this run: our rendered product
// page against a fixed reference workload, Shopify Buy Button 3.0.6's evaluation (scripts/script-time.mjs, the same
// method and pages as `npm run bench`). Two figures, each held: CDP's ScriptDuration (the issue's) and all script from
// a trace of the same visits (promise reactions included, which ScriptDuration does not see). The test fails when
// either ratio grows more than 25% over the one recorded by `npm run bench -- --record` in
// tests/e2e/fixtures/script-time-baseline.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addBenchProduct, compareWithBuyButton, routeBenchPages, scriptTimeOnce, SCRIPT_TIME_BASELINE, type Figure } from '../../scripts/script-time.mjs';
import { baseUrl, useBrowser } from './browser';

type Recorded = { ratio: number; oursMs: number; buyButtonMs: number };
const baseline: { recorded: string; scriptDuration: Recorded; allScript: Recorded } = JSON.parse(readFileSync(SCRIPT_TIME_BASELINE, 'utf8'));

const show = (name: string, f: Figure) =>
  `${name}: ours ${f.oursMs.toFixed(1)} ms [${f.ours.map((x) => x.toFixed(1)).join(', ')}], Buy Button ${f.buyButtonMs.toFixed(1)} ms [${f.buyButton.map((x) => x.toFixed(1)).join(', ')}], ratio ${f.ratio.toFixed(3)}`;

describe('script time of a rendered product page', () => {
  const browser = useBrowser();

  it(`stays within 25% of the recorded ratios to Buy Button's evaluation (ScriptDuration ${baseline.scriptDuration.ratio}, all script ${baseline.allScript.ratio}, on ${baseline.recorded})`, async () => {
    const { context } = browser();
    await addBenchProduct(baseUrl());
    await routeBenchPages(context, baseUrl());
    // Throws if a run's page was not fully rendered when its figures were read.
    const r = await compareWithBuyButton(context, baseUrl(), { runs: 7 });
    const shown = `${show('ScriptDuration', r.scriptDuration)}; ${show('all script', r.allScript)}`;
    console.log(`[script time] ${shown}`);
    expect.soft(r.scriptDuration.ratio, shown).toBeLessThanOrEqual(baseline.scriptDuration.ratio * 1.25);
    expect.soft(r.allScript.ratio, shown).toBeLessThanOrEqual(baseline.allScript.ratio * 1.25);
  }, 240_000);

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
      console.log(`[script time] 10 ms in a promise reaction: ScriptDuration ${r.scriptDuration.toFixed(1)} ms, all script ${r.allScript.toFixed(1)} ms`);
      expect(r.allScript).toBeGreaterThanOrEqual(10);
    } finally {
      await context.unroute(url);
    }
  }, 30_000);
});
