import type { BrowserContext } from 'playwright-core';

export declare const BENCH_PRODUCT_ID: string;
export declare const BENCH_PRODUCT: Record<string, unknown>;
export declare const PRODUCT_PAGE_WIDGETS: [widget: string, renderedState: string][];
export declare function productPageHtml(widgets?: [string, string][], options?: { observe?: boolean }): string;
export declare const BUY_BUTTON_PATH: string;
export declare function buyButtonHtml(): string;
export declare function addBenchProduct(base: string): Promise<void>;
export declare function routeBenchPages(context: BrowserContext, base: string): Promise<void>;
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
export declare function scriptTimeOnce(context: BrowserContext, url: string, options?: { wait?: number; check?: () => unknown }): Promise<ScriptTime>;
export declare function renderedCheck(expected: [string, string][]): () => unknown;
export declare function renderedAt(context: BrowserContext, base: string): Promise<number>;
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
export declare function compareWithBuyButton(context: BrowserContext, base: string, options?: { runs?: number; wait?: number }): Promise<Comparison>;
export declare const SCRIPT_TIME_BASELINE: string;
export declare function writeBaseline(comparison: Comparison): void;
export declare const FLOOR_CALLS: string;
