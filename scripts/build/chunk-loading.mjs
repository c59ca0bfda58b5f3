// How the widget build's chunks load: dynamic imports that retry, and V8's compile hint on the chunks a page runs at once.

/**
 * Browsers keep a failed module fetch in their module map, as the HTML standard said until whatwg/html#10327
 * (https://github.com/whatwg/html/issues/6768; Chromium: https://issues.chromium.org/issues/534781954): importing the
 * same URL again fails at once, with no request. So a chunk that could not be fetched once (a moment offline) could
 * never load on that page. Every dynamic import between chunks tries its URL and, when that fails, the same URL under
 * a fresh query. The helper is written once per chunk that imports (`intro`).
 */
export const retryDynamicImports = {
  name: 'retry-dynamic-imports',
  renderDynamicImport: ({ targetModuleId }) => (targetModuleId ? { left: 'sfImport(', right: ')' } : null),
  intro: (chunk) => (chunk.dynamicImports.length ? 'const sfImport=(u)=>import(u).catch(()=>import(u+"?retry="+Math.random()));' : ''),
};

/** V8's explicit compile hint: a file that opens with it has every function compiled while it streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The hint on the chunks named `names` (the runtime, and what every page runs once interactive; docs/performance.md). */
export const compileHint = (names) => ({ name: 'compile-hint', banner: (chunk) => (names.includes(chunk.name) ? COMPILE_HINT : '') });
