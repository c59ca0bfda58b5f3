import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    cdnUrl: string;
  }
}

interface Started {
  url: string;
  close(): Promise<void> | void;
}

/** Starts the mock platform twice on free ports: the store's origin, and a second origin acting as the SDK's CDN. */
export default async function setup(project: TestProject) {
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
