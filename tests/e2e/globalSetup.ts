import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/test/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The store's origin for each worker, by `VITEST_POOL_ID` − 1 (tests/e2e/browser.ts picks its own). */
    baseUrls: string[];
    /** The CDN origin for each worker, likewise. */
    cdnUrls: string[];
    chromiumPath: string;
  }
}

interface Started {
  url: string;
  close(): Promise<void> | void;
}

/** Workers that run test files side by side (vitest.e2e.config.ts): each gets mock platforms of its own. */
export const WORKERS = 2;

/** Set once the browser's version was printed: each project runs this setup, from a module instance of its own. */
const SAID = Symbol.for('storefront.e2e.chromiumSaid');

/**
 * Finds the browser once for the whole run (scripts/test/chromium.mjs: CHROMIUM_PATH, a system one, else the npm-shipped
 * one) and says which. Then, for each worker, starts the mock platform twice on free ports: the store's origin, and a
 * second origin acting as the SDK's CDN. A worker's files reset its platform, set faults on it and read its request
 * log, so two files running at once never see each other's requests. */
export default async function setup(project: TestProject) {
  const found = await findChromium();
  const run = globalThis as { [SAID]?: true };
  if (!run[SAID]) {
    run[SAID] = true;
    const version = await browserVersion(found.path);
    console.log(`[browser tests] Chromium ${version} from ${found.source}: ${found.path}`);
  }
  project.provide('chromiumPath', found.path);

  const root = resolve(__dirname, '../..');
  const built = resolve(root, 'build/mock-server.mjs');
  if (!existsSync(built) || !existsSync(resolve(root, 'dist/storefront.js'))) {
    throw new Error('Build first: npm run build (npm test does it for you).');
  }
  // The mock platform keeps its state (carts, faults, the request log) in its module: each worker's store and CDN
  // come from an import of their own (a distinct URL is a distinct module instance), so the workers' states are apart.
  const servers: Started[] = [];
  const baseUrls: string[] = [];
  const cdnUrls: string[] = [];
  for (let i = 1; i <= WORKERS; i++) {
    const { startServer } = (await import(`${pathToFileURL(built).href}?slot=${i}`)) as {
      startServer: (o: { port: number; host: string; root: string }) => Promise<Started>;
    };
    const store = await startServer({ port: 0, host: '127.0.0.1', root });
    const cdn = await startServer({ port: 0, host: '127.0.0.1', root });
    servers.push(store, cdn);
    baseUrls.push(store.url.replace(/\/$/, ''));
    cdnUrls.push(cdn.url.replace(/\/$/, ''));
  }
  project.provide('baseUrls', baseUrls);
  project.provide('cdnUrls', cdnUrls);
  return async () => {
    for (const server of servers) await server.close();
  };
}

/** The browser's version, from a real launch (so a browser that cannot start fails here, once, with its reason). */
async function browserVersion(executablePath: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sf-e2e-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath, args: CHROMIUM_ARGS });
  try {
    return context.browser()?.version() ?? 'unknown version';
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
