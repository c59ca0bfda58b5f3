import type { BrowserContext } from 'playwright-core';

export declare const BENCH_PRODUCT_ID: string;
export declare const BENCH_PRODUCT: Record<string, unknown>;
export declare const PRODUCT_PAGE_WIDGETS: [widget: string, renderedState: string][];
export declare const GRID_CARD_WIDGETS: [widget: string, renderedStates: string][];
export declare function benchProducts(n: number): Record<string, unknown>[];
export declare const GRID_PRODUCTS: Record<string, unknown>[];
export declare const SCALE_PRODUCTS: Record<string, unknown>[];
export declare function productPageHtml(widgets?: [string, string][], options?: { observe?: boolean }): string;
export declare function gridPageHtml(options?: { observe?: boolean }): string;
export declare function scalePageHtml(n?: number, options?: { observe?: boolean }): string;
export declare const BUY_BUTTON_PATH: string;
export declare function addBenchProducts(base: string, products?: Record<string, unknown>[]): Promise<void>;
export interface ComparedPage {
  label: string;
  ours: string;
  buyButton: string;
  oursCheck: () => unknown;
}
export declare const PAGES: { product: ComparedPage; grid: ComparedPage };
export declare function routeBenchPages(context: BrowserContext, base: string): Promise<import('./buy-button.mjs').BuyButtonLog>;
export declare const SCRIPT_TRACE_CATEGORIES: string[];
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } } & Record<string, unknown>;
}
export declare function scriptFromTrace(events: TraceEvent[], url: string, options?: { clock?: 'wall' | 'thread' }): number;
export interface ScriptTime {
  /** CDP Performance.getMetrics ScriptDuration, ms: blind to promise reactions. */
  scriptDuration: number;
  /** Every top-level script task on the page's main thread, microtask checkpoints included, from a trace, ms. */
  allScript: number;
  /** The same events' thread time (`tdur`): the main thread's CPU time in script, ms. */
  cpuScript: number;
}
export declare function scriptTimeOnce(
  context: BrowserContext,
  url: string,
  options?: { wait?: number; check?: () => unknown },
): Promise<ScriptTime>;
export declare function renderedCheck(expected: [string, string][]): () => unknown;
export declare function renderedAt(context: BrowserContext, base: string, options?: { latency?: number }): Promise<number>;
export declare function longestTask(events: TraceEvent[], url: string): { wall: number; cpu: number };
export declare function median(xs: number[]): number;
export interface Figure {
  ours: number[];
  buyButton: number[];
  oursMs: number;
  buyButtonMs: number;
  ratio: number;
}
export interface Comparison {
  scriptDuration: Figure;
  allScript: Figure;
}
export declare function figure(ours: number[], buyButton: number[]): Figure;
export declare function joinComparisons(a: Comparison, b: Comparison): Comparison;
export declare function compareRendering(
  context: BrowserContext,
  base: string,
  options?: { page?: 'product' | 'grid'; runs?: number; wait?: number },
): Promise<Comparison>;
export interface Readiness {
  readyAt: number;
  longestTask: { wall: number; cpu: number };
  jsUpFront: number;
  jsAll: number;
  productRequests: number;
  visits: number;
}
export declare function readiness(context: BrowserContext, url: string, options?: { readyKey?: string; wait?: number }): Promise<Readiness>;
export declare function compareReadiness(
  context: BrowserContext,
  base: string,
  options?: { page?: 'product' | 'grid'; runs?: number },
): Promise<Record<'readyAt' | 'longestTask' | 'jsUpFront' | 'jsAll' | 'productRequests' | 'visits', Figure>>;
export declare const SCRIPT_TIME_BASELINE: string;
export declare function writeBaseline(comparison: Comparison): void;
export declare const FLOOR_CALLS: string;
