import type { MetricType } from 'web-vitals';
import { fetchPageLoadId, sendPerformanceRecords, type PerformanceRecord } from '../api/performance';
import type { Api } from '../api/client';

/** Spec 001 §9 "Performance reporting". */
export const PERFORMANCE_LIMITS = {
  /** The queue is sent this long after load… */
  flushAfterMs: 30_000,
  /** …and metrics are collected for at most this long (or until the page is hidden). */
  collectForMs: 60_000,
  /** A metric value above this (or below 0) is dropped. */
  maxValue: 2_147_483_647,
} as const;

/** Spec 001 §9: the good/poor thresholds of each metric (first input delay included, though web-vitals 6 no longer reports it). */
export const THRESHOLDS: Record<string, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  TTFB: [800, 1800],
};

/** `good` up to the first threshold, `poor` above the second, else `needs-improvement`. */
export function rate(name: string, value: number): 'good' | 'needs-improvement' | 'poor' | undefined {
  const t = THRESHOLDS[name];
  return t && (value <= t[0] ? 'good' : value > t[1] ? 'poor' : 'needs-improvement');
}

/** What the collector reads of a metric. */
export type Metric = Pick<MetricType, 'value' | 'delta' | 'id'> & { name: string; navigationType: string };
type Subscribe = (report: (metric: Metric) => void) => void;

export interface PerformanceDeps {
  api: Api;
  /** The metrics' subscriptions (web-vitals' onFCP, onLCP, onCLS, onINP, onTTFB). */
  vitals: Subscribe[];
  /** Takes a settings failure's message (the error reporter's `report`). */
  report: (message: string) => void;
  now: () => number;
  later: (fn: () => void, ms: number) => () => void;
}

export const APP = 'storefront-widgets';

/**
 * The performance collector (spec 001 §4, §7–§9; docs/performance-reporter.md). It asks the settings for a page-load id (an
 * error, a timeout or no id: the message goes to the error reporter and it stops), then queues one record per metric
 * the library reports, `{ app, data, event, pageLoadId, ts }`, dropping values above 2147483647 or below 0. The queue
 * goes as one batch 30 s after it started, and again (what came since) when the page is hidden; metrics are taken for
 * 60 s at most, or until the page is hidden. Returns the function that stops it.
 */
export function collectPerformance({ api, vitals, report, now, later }: PerformanceDeps): () => void {
  let queue: PerformanceRecord[] = [];
  let collecting = true;
  let pageLoadId: string | null = null;
  const cancels: (() => void)[] = [];
  const flush = () => {
    if (!queue.length || !pageLoadId) return;
    void sendPerformanceRecords(api, queue);
    queue = [];
  };
  const hidden = () => {
    if (document.visibilityState != 'hidden') return;
    collecting = false;
    flush();
  };
  /** Metrics taken before the page-load id is here wait for it (with the time they came). */
  const early: [Metric, number][] = [];
  const record = ({ name, value, delta, id, navigationType }: Metric, ts = now()) => {
    if (value >= 0 && value <= PERFORMANCE_LIMITS.maxValue)
      queue.push({
        app: APP,
        event: name,
        pageLoadId: pageLoadId!,
        ts,
        data: { value, delta, rating: rate(name, value), id, navigationType },
      });
  };
  /** A metric the library reported, while collecting: the window is 60 s, or until the page is hidden. */
  const take = (metric: Metric) => {
    if (!collecting) return;
    if (pageLoadId) record(metric);
    else early.push([metric, now()]);
  };

  fetchPageLoadId(api).then(
    (id) => {
      pageLoadId = id;
      for (const [metric, ts] of early.splice(0)) record(metric, ts);
      // Hidden while the id was on its way: what was collected goes now.
      if (!collecting) flush();
    },
    (error: Error) => {
      collecting = false;
      report(error.message);
    },
  );
  for (const subscribe of vitals) subscribe(take);
  // After the library's own listeners: its final values on hide are queued before this flush.
  document.addEventListener('visibilitychange', hidden);
  cancels.push(
    later(flush, PERFORMANCE_LIMITS.flushAfterMs),
    later(() => (collecting = false), PERFORMANCE_LIMITS.collectForMs),
    () => document.removeEventListener('visibilitychange', hidden),
  );
  return () => {
    collecting = false;
    cancels.forEach((cancel) => cancel());
  };
}
