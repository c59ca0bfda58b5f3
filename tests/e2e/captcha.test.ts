import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleFixture } from './bundleFixture';
import { axe, baseUrl, mockState, serve, setFaults, useBrowser, watchConsole } from './browser';

// The captcha (src/forms/captcha, src/ui/forms/Captcha.tsx) with the mock platform's fake provider, in Chromium,
// before any widget uses it: the fixture page is bundled here (preact in place of React, as the build does) and served
// on the store's origin, so /__mock/captcha.js and its tokens come from the mock platform.
let bundle = '';
beforeAll(async () => {
  bundle = await bundleFixture('captcha.tsx');
});

const browser = useBrowser();
const SETTINGS = { captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' } };

function html(hosts: string, settings: unknown = SETTINGS): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Captcha</title>
<script type="application/json" id="sf-settings">${JSON.stringify(settings)}</script></head>
<body><main><h1>Captcha</h1>${hosts}</main><script>${bundle.replace(/<\/script/g, '<\\/script')}</script></body></html>`;
}
// Widget hosts are display: contents (src/ui/stylesheet.ts): the width is their parent's.
const WIDE = '<div style="width:400px"><div id="wide"></div></div>';
const NARROW = '<div style="width:300px"><div id="narrow"></div></div>';
const DARK = '<div style="width:400px"><div id="dark"></div></div>';

async function open(hosts = WIDE, settings?: unknown): Promise<{ page: Page; log: { errors: string[] } }> {
  const page = await browser().context.newPage();
  const log = watchConsole(page);
  await serve(page, '/captcha-test', html(hosts, settings));
  await page.goto(`${baseUrl()}/captcha-test`);
  return { page, log };
}

const inHost = (page: Page, id: string, selector: string) => page.locator(`#${id} ${selector}`);
const ready = (page: Page, id = 'wide') => inHost(page, id, '[part=captcha][data-state=ready] [data-mock-captcha]').waitFor();
const tokensOnMock = async () => (await mockState()).captchaTokens;

describe('captcha in Chromium with the fake provider', () => {
  it('renders once per container, normal at 400 px and compact below 320 px, loading the script once', async () => {
    const { page, log } = await open(WIDE + NARROW);
    await ready(page, 'wide');
    await ready(page, 'narrow');
    expect(await inHost(page, 'wide', '[data-mock-captcha]').count()).toBe(1);
    expect(await inHost(page, 'wide', '[data-mock-captcha]').getAttribute('data-mock-captcha')).toBe('normal');
    expect(await inHost(page, 'narrow', '[data-mock-captcha]').getAttribute('data-mock-captcha')).toBe('compact');
    expect(await inHost(page, 'wide', '[part=captcha]').getAttribute('data-captcha-rendered')).toBe('');
    expect(await page.locator('script[src$="/__mock/captcha.js"]').count()).toBe(1);
    expect(log.errors).toEqual([]);
    await page.close();
  });

  it('validate: "Complete CAPTCHA before submitting." until ticked; ticking by keyboard gives a token the mock issued', async () => {
    const { page, log } = await open();
    await ready(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => inHost(page, 'wide', '[role=alert]').textContent()).toBe('Complete CAPTCHA before submitting.');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => inHost(page, 'wide', '[part=token]').textContent()).toMatch(/^mock-captcha-/);
    const token = await inHost(page, 'wide', '[part=token]').textContent();
    expect(await tokensOnMock()).toEqual([token]);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => inHost(page, 'wide', '[role=alert]').textContent()).toBe('Sent.');
    expect(log.errors).toEqual([]);
    await page.close();
  });

  it('reset clears the token and unticks the box', async () => {
    const { page } = await open();
    await ready(page);
    const box = page.getByRole('checkbox', { name: "I'm not a robot" });
    await box.check();
    await expect.poll(() => inHost(page, 'wide', '[part=token]').textContent()).toMatch(/^mock-captcha-/);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => inHost(page, 'wide', '[part=token]').textContent()).toBe('');
    expect(await box.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => inHost(page, 'wide', '[role=alert]').textContent()).toBe('Complete CAPTCHA before submitting.');
    await page.close();
  });

  it('the script missing: "ReCaptcha has not been set up!" logged, failed, and the submit held back', async () => {
    await setFaults([{ method: 'GET', path: '/__mock/captcha.js', status: 404, times: 1 }]);
    const { page, log } = await open();
    await inHost(page, 'wide', '[part=captcha][data-state=failed]').waitFor({ state: 'attached' });
    expect(log.errors.some((e) => e.startsWith('ReCaptcha has not been set up!'))).toBe(true);
    // A submit reports the captcha message and tries the script again; this time it loads.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => inHost(page, 'wide', '[role=alert]').textContent()).toBe('Complete CAPTCHA before submitting.');
    await ready(page);
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it('no site key in the settings: one clear console error, nothing rendered', async () => {
    const { page, log } = await open(WIDE, {});
    await inHost(page, 'wide', '[part=captcha][data-state=failed]').waitFor({ state: 'attached' });
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]).toContain('captchaSettings.siteKey');
    await page.close();
  });

  it('unmounting destroys it', async () => {
    const { page } = await open();
    await ready(page);
    await page.evaluate(() => (window as unknown as { unmountCaptcha(id: string): void }).unmountCaptcha('wide'));
    await expect.poll(() => inHost(page, 'wide', '[data-mock-captcha]').count()).toBe(0);
    await page.close();
  });

  it('has no axe violations: unticked, with the message, ticked, compact and dark', async () => {
    const { page } = await open(WIDE + NARROW + DARK);
    await Promise.all([ready(page, 'wide'), ready(page, 'narrow'), ready(page, 'dark')]);
    expect(await axe(page)).toEqual([]);
    await inHost(page, 'wide', 'button[type=submit]').click();
    await inHost(page, 'narrow', 'input[type=checkbox]').check();
    await inHost(page, 'dark', 'input[type=checkbox]').check();
    await expect.poll(() => inHost(page, 'dark', '[part=token]').textContent()).toMatch(/^mock-captcha-/);
    await expect.poll(() => inHost(page, 'narrow', '[part=token]').textContent()).toMatch(/^mock-captcha-/);
    expect(await inHost(page, 'dark', '[data-mock-captcha]').getAttribute('data-theme')).toBe('dark');
    expect(await axe(page)).toEqual([]);
    await page.close();
  });
});
