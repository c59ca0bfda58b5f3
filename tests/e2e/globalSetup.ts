import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    cdnUrl: string;
    chromiumPath: string;
  }
}

interface Started {
  url: string;
  close(): Promise<void> | void;
}

/**
 * Finds the browser once for the whole run (scripts/chromium.mjs: CHROMIUM_PATH, a system one, else the npm-shipped
 * one) and says which. Then starts the mock platform twice on free ports: the store's origin, and a second origin acting as the SDK's CDN. */
export default async function setup(project: TestProject) {
  const found = await findChromium();
  const version = await browserVersion(found.path);
  console.log(`[browser tests] Chromium ${version} from ${found.source}: ${found.path}`);
  project.provide('chromiumPath', found.path);

  const root = resolve(__dirname, '../..');
  const built = resolve(root, 'build/mock-server.mjs');
  if (!existsSync(built) || !existsSync(resolve(root, 'dist/storefront.js'))) {
    throw new Error('Build first: npm run build (npm test does it for you).');
  }
  const { startServer } = (await import(built)) as { startServer(o: { port: number; host: string; root: string }): Promise<Started> };
  const store = await startServer({ port: 0, host: '127.0.0.1', root });
  const cdn = await startServer({ port: 0, host: '127.0.0.1', root });
  project.provide('baseUrl', store.url.replace(/\/$/, ''));
  project.provide('cdnUrl', cdn.url.replace(/\/$/, ''));
  return async () => {
    await store.close();
    await cdn.close();
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
