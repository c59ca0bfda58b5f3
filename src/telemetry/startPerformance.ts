import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Runtime } from '../runtime/types';
import { later } from './later';
import { collectPerformance } from './performance';

/**
 * The performance collector on the page, with the web-vitals library (FCP, LCP, CLS, INP, TTFB; web-vitals 6 reports
 * no FID). Loaded by src/runtime/afterLoad.ts only when the script tag has `data-performance`, so no other page loads
 * the library. `report` takes the settings failures (the error reporter). Returns the function that stops it.
 */
export function startPerformance(rt: Pick<Runtime, 'api'>, report: (message: string) => void): () => void {
  return collectPerformance({
    api: rt.api,
    vitals: [onFCP, onLCP, onCLS, onINP, onTTFB],
    report,
    now: Date.now,
    later,
  });
}
