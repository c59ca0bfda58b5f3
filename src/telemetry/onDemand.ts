// What other code takes of the after-load chunk's telemetry when it loads it on demand (the product visit, a page's
// review events, a related products' display, a quick view's census call, a popup's). They import this module, not ./analytics.ts
// or ./census.ts: for a module loaded by `import()` rollup builds an object of every name it exports, and these two
// export much more (for tests and for the other telemetry modules, which import what they use by name).
export { recordFromPage, recordingAllowed, track } from './analytics';
export { recordAudioPlay, recordOverlay, recordQuickView } from './census';
