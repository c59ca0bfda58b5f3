import { describe, expect, it } from 'vitest';
import { findChromium, SYSTEM_CHROMIUMS } from './chromium.mjs';

const npm = async () => ({ path: '/tmp/chromium', source: '@sparticuz/chromium (npm package)' });
const only =
  (...paths) =>
  (p) =>
    paths.includes(p);

describe('findChromium', () => {
  it('uses CHROMIUM_PATH first, even when a system browser exists', async () => {
    const found = await findChromium({
      env: { CHROMIUM_PATH: '/opt/c/chrome' },
      exists: only('/opt/c/chrome', '/usr/bin/chromium'),
      fromNpm: npm,
    });
    expect(found).toEqual({ path: '/opt/c/chrome', source: 'CHROMIUM_PATH' });
  });

  it('never replaces a CHROMIUM_PATH that does not exist', async () => {
    await expect(findChromium({ env: { CHROMIUM_PATH: '/nope/chrome' }, exists: only('/usr/bin/chromium'), fromNpm: npm })).rejects.toThrow(
      'CHROMIUM_PATH is /nope/chrome, which does not exist',
    );
  });

  it('then a system Chromium or Chrome, in order', async () => {
    expect(await findChromium({ env: {}, exists: only('/usr/bin/google-chrome', '/usr/bin/chromium-browser'), fromNpm: npm })).toEqual({
      path: '/usr/bin/chromium-browser',
      source: 'system',
    });
    expect(SYSTEM_CHROMIUMS[0]).toBe('/usr/bin/chromium');
  });

  it('else the npm-shipped one', async () => {
    expect(await findChromium({ env: { CHROMIUM_PATH: '' }, exists: only(), fromNpm: npm })).toEqual(await npm());
  });
});
