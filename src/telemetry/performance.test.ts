import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { createApi } from '../api/client';
import { PERFORMANCE_MESSAGES } from '../api/performance';
import { collectPerformance, PERFORMANCE_LIMITS, rate, type Metric } from './performance';
import { defaultT } from '../i18n';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

type Report = (m: Metric) => void;
let reports: Record<string, Report>;
let messages: string[];
let stop = () => {};
const metric = (name: string, value: number) => reports[name]!({ name, value, delta: value, id: `v-${name}`, navigationType: 'navigate' });

function start() {
  reports = {};
  const vitals = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB'].map((name) => (report: Report) => void (reports[name] = report));
  stop = collectPerformance({
    api: createApi('', defaultT),
    vitals,
    report: (m) => messages.push(m),
    now: Date.now,
    later: (fn, ms) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
  });
}
const batches = () => platform.performanceRecords.map((b) => b.records);
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: string }).visibilityState;
};

beforeEach(() => {
  resetMockPlatform();
  messages = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('performance collector (spec 001 §4, §9)', () => {
  it('the thresholds of spec 001 §9', () => {
    expect([rate('FCP', 1800), rate('FCP', 1801), rate('FCP', 3001)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('LCP', 2500), rate('LCP', 4000), rate('LCP', 4001)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('CLS', 0.1), rate('CLS', 0.2), rate('CLS', 0.26)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('FID', 100), rate('FID', 300), rate('FID', 301)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('INP', 200), rate('INP', 500), rate('INP', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rate('TTFB', 800), rate('TTFB', 1800), rate('TTFB', 1801)]).toEqual(['good', 'needs-improvement', 'poor']);
  });

  it("one batch 30 s after it started, in the spec's envelope; values above 2147483647 or below 0 are dropped", async () => {
    start();
    metric('TTFB', 120);
    await vi.advanceTimersByTimeAsync(10);
    metric('FCP', 900);
    metric('LCP', 4200);
    metric('INP', PERFORMANCE_LIMITS.maxValue + 1);
    metric('CLS', -1);
    await vi.advanceTimersByTimeAsync(30_000 - 100);
    expect(batches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(batches()).toHaveLength(1));
    const [records] = batches();
    expect(records!.map((r) => [r.event, r.data['value'], r.data['rating']])).toEqual([
      ['TTFB', 120, 'good'],
      ['FCP', 900, 'good'],
      ['LCP', 4200, 'poor'],
    ]);
    expect(records![0]).toEqual({
      app: 'storefront-widgets',
      event: 'TTFB',
      pageLoadId: 'pl-1',
      ts: expect.any(Number) as unknown,
      data: { value: 120, delta: 120, rating: 'good', id: 'v-TTFB', navigationType: 'navigate' },
    });
    expect(messages).toEqual([]);
  });

  it('the page being hidden sends at once and ends the collection', async () => {
    start();
    await vi.advanceTimersByTimeAsync(10);
    metric('LCP', 1000);
    hide();
    metric('CLS', 0.3);
    await vi.waitFor(() => expect(batches().map((b) => b.map((r) => r.event))).toEqual([['LCP']]));
    await vi.advanceTimersByTimeAsync(PERFORMANCE_LIMITS.flushAfterMs);
    expect(batches()).toHaveLength(1);
  });

  it('collects for 60 s at most (from its start)', async () => {
    start();
    await vi.advanceTimersByTimeAsync(30_000 + 10);
    metric('INP', 300);
    await vi.advanceTimersByTimeAsync(60_000 - 30_000);
    metric('CLS', 0.01);
    hide();
    await vi.waitFor(() => expect(batches().map((b) => b.map((r) => r.event))).toEqual([['INP']]));
  });

  it.each([
    ['a status other than 200', () => HttpResponse.json({ message: 'down' }, { status: 503 }), PERFORMANCE_MESSAGES.status],
    ['no pageLoadId', () => HttpResponse.json({}), PERFORMANCE_MESSAGES.noPageLoadId],
  ])('%s: "%s"... goes to the error reporter and the collector stops', async (_, answer, message) => {
    server.use(http.get('*/api/performance/settings', answer));
    start();
    metric('FCP', 900);
    await vi.waitFor(() => expect(messages).toEqual([message]));
    hide();
    await vi.advanceTimersByTimeAsync(PERFORMANCE_LIMITS.collectForMs);
    expect(batches()).toEqual([]);
  });

  it('no answer in 30 s: "Metric settings request timeout"', async () => {
    server.use(http.get('*/api/performance/settings', () => new Promise<Response>(() => {})));
    start();
    await vi.advanceTimersByTimeAsync(29_900);
    expect(messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(messages).toEqual([PERFORMANCE_MESSAGES.timeout]));
  });
});
