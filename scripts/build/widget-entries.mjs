// Each chunk's entry is a generated module, `export const widgets = { "add-to-cart": mount, … }`: the loader looks a
// widget up by name in its chunk's `widgets`. The runtime's entry also re-exports src/runtime (createRuntime, startPage).
import { resolve } from 'node:path';

export const ENTRY = '\0sf-entry:';

/** The rollup plugin that writes the entries; `chunks`: chunk name → its widgets; `files`: widget name → its index file. */
export const widgetEntries = (chunks, files) => ({
  name: 'sf-widget-entries',
  resolveId: (id) => (id.startsWith(ENTRY) ? id : null),
  load(id) {
    if (!id.startsWith(ENTRY)) return null;
    const chunk = id.slice(ENTRY.length);
    const names = chunks[chunk] ?? [];
    const runtime = chunk === 'runtime' ? `export * from ${JSON.stringify(resolve('src/runtime/index.ts'))};\n` : '';
    const imports = names.map((n, i) => `import { mount as m${i} } from ${JSON.stringify(resolve(files[n]))};`).join('\n');
    return `${runtime}${imports}\nexport const widgets = { ${names.map((n, i) => `${JSON.stringify(n)}: m${i}`).join(', ')} };\n`;
  },
});

/** The modules `entry` reaches through static imports (its chunk's contents when nothing is split off). */
function reachable(entry, getModuleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(entry);
  return seen;
}

/**
 * rollup's `manualChunks`: the runtime chunk is what its entry reaches through static imports (the libraries, the core,
 * the widgets grouped into it); what every page loads once it is interactive (`afterLoad` and what they import) is one
 * `after-load` file rather than the several rollup would share it in. Everything else is split by the imports.
 */
export function runtimeAndAfterLoad(afterLoad) {
  let runtime = null;
  let after = null;
  return (id, { getModuleInfo }) => {
    runtime ??= reachable(ENTRY + 'runtime', getModuleInfo);
    if (runtime.has(id)) return 'runtime';
    // What a product element and a collection both carry up front besides the runtime (a nested widget's host, whether
    // reviews show): one small chunk rather than two, whose import and gzip framing each cost a page ≈ 100 B.
    if (/src\/(ui\/Nested\.tsx|reviews\/sources\.ts)$/.test(id)) return 'nested';
    // The Product data for search engines and what it needs (a description as text, which the product element shows
    // first too; the SDK's Trusted Types policy, which the script's text goes through): one chunk, the one a page of
    // separate product widgets loads after load with its product-page chunk (one import where there were four).
    if (/src\/(reviews\/jsonLd|product\/descriptionText|dom\/trustedScriptUrl|input\/scriptUrl)\.ts$/.test(id)) return 'json-ld';
    // What a page of product widgets starts after load (src/runtime/productPage.ts: the visits, which product is the
    // page's, the Product data for search engines): one chunk rather than the three the imports would make
    // (a buy button's press and the address completion import parts of it too).
    if (/src\/(runtime\/productPage|telemetry\/pageVisit|telemetry\/mainProduct|reviews\/detailJsonLd)\.ts$/.test(id))
      return 'product-page';
    after ??= new Set(afterLoad.flatMap((file) => [...reachable(resolve(file), getModuleInfo)]));
    return after.has(id) ? 'after-load' : undefined;
  };
}
