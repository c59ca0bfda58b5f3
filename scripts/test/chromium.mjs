// Which Chromium the browser tests and the bench drive, in this order:
//   1. CHROMIUM_PATH, when set: it must name an existing file (an explicit path is never silently replaced);
//   2. a system Chromium or Chrome;
//   3. the Chromium shipped inside the npm package @sparticuz/chromium (a devDependency, so `npm install` brings it;
//      no root, no apt, no download at run time). It is unpacked on first use (about 1.6 s) into a folder of the user's
//      own under the temp folder: the package alone would use /tmp/chromium, and on a machine where another user
//      unpacked it first that file is theirs and cannot be run (spawn EACCES, seen with a second user on one machine).
// Every launch uses the project's own flags (CHROMIUM_ARGS), never the package's serverless ones.
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The Chromium inside @sparticuz/chromium, unpacked if need be into this user's own temp folder. */
export async function npmChromium() {
  const own = join(tmpdir(), `sf-chromium-${userInfo().username}`);
  mkdirSync(own, { recursive: true, mode: 0o700 });
  // The package unpacks into os.tmpdir(), which follows TMPDIR; its libraries and fonts are found there at launch too.
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = own;
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    const path = await packaged.executablePath();
    return { path, source: '@sparticuz/chromium (npm package)' };
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

/**
 * Finds the browser to drive.
 * @param {{ env?: Record<string, string | undefined>, exists?: (path: string) => boolean, fromNpm?: typeof npmChromium }} [deps]
 * @returns {Promise<{ path: string, source: string }>}
 */
export async function findChromium({ env = process.env, exists = existsSync, fromNpm = npmChromium } = {}) {
  const explicit = env.CHROMIUM_PATH;
  if (explicit) {
    if (!exists(explicit))
      throw new Error(`CHROMIUM_PATH is ${explicit}, which does not exist. Unset it to use a system or the npm-shipped Chromium.`);
    return { path: explicit, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_CHROMIUMS.find((p) => exists(p));
  if (system) return { path: system, source: 'system' };
  return fromNpm();
}
