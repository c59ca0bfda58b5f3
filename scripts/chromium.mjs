// Which Chromium the browser tests and the bench drive, in this order:
//   1. CHROMIUM_PATH, when set: it must name an existing file (an explicit path is never silently replaced);
//   2. a system Chromium or Chrome;
//   3. the Chromium shipped inside the npm package @sparticuz/chromium (a devDependency, so `npm install` brings it;
//      no root, no apt, no download at run time). It is unpacked to the temp folder on first use (about 1.6 s).
// Every launch uses the project's own flags (CHROMIUM_ARGS), never the package's serverless ones.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable',
];

/** The Chromium inside @sparticuz/chromium, unpacked if need be. */
export async function npmChromium() {
  const { default: packaged } = await import('@sparticuz/chromium');
  const path = await packaged.executablePath();
  return { path, source: '@sparticuz/chromium (npm package)' };
}

/**
 * Finds the browser to drive.
 * @param {{ env?: Record<string, string | undefined>, exists?: (path: string) => boolean, fromNpm?: typeof npmChromium }} [deps]
 * @returns {Promise<{ path: string, source: string }>}
 */
export async function findChromium({ env = process.env, exists = existsSync, fromNpm = npmChromium } = {}) {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    if (!exists(explicit)) throw new Error(`CHROMIUM_PATH is ${explicit}, which does not exist. Unset it to use a system or the npm-shipped Chromium.`);
    return { path: explicit, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_CHROMIUMS.find((p) => exists(p));
  if (system) return { path: system, source: 'system' };
  return fromNpm();
}
