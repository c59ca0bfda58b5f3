import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleFixture } from './bundleFixture';
import { axe, useBrowser } from './browser';

// The form field components (src/ui/forms) in Chromium, before any widget uses them: the fixture page is bundled here
// (preact in place of React, as the build does) and loaded into a blank page.
let bundle = '';
beforeAll(async () => {
  bundle = await bundleFixture('formFields.tsx');
});

const browser = useBrowser();

async function open(): Promise<Page> {
  const page = await browser().context.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Form fields</title></head><body><main><h1>Contact</h1><div id="host"></div></main></body></html>',
  );
  await page.addScriptTag({ content: bundle });
  await page.locator('#host button').waitFor();
  return page;
}

describe('form fields in Chromium', () => {
  it('has no axe violations, empty and with every error shown', async () => {
    const page = await open();
    expect(await axe(page)).toEqual([]);
    await page.locator('#host textarea').fill('x'.repeat(201));
    await page.locator('#host input[type=email]').fill('ada@');
    await page.locator('#host button').click();
    await expect.poll(() => page.locator('#host [part=field-error]').count()).toBe(6);
    expect(await axe(page)).toEqual([]);
    await page.close();
  });

  it('sending an empty form: the form message, and focus on the first invalid field (First Name)', async () => {
    const page = await open();
    await page.locator('#host button').click();
    await expect
      .poll(() => page.locator('#host [role=alert]').textContent())
      .toBe('One or more fields is invalid, please check your entries.');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('host')!.shadowRoot!.activeElement?.getAttribute('autocomplete')))
      .toBe('given-name');
    expect(await page.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it('is operable by keyboard: typing, the counter, radios, checkboxes and likert answers', async () => {
    const page = await open();
    await page.getByRole('textbox', { name: 'Message (required)' }).focus();
    await page.keyboard.type('Hello');
    await expect.poll(() => page.locator('#host [part=field-counter]').textContent()).toBe('5/200');
    await page.getByRole('radio', { name: 'Email' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Phone' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Returns' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Returns' }).isChecked()).toBe(true);
    const agree = page.getByRole('group', { name: 'The site was easy to use' }).getByRole('radio', { name: 'Strongly Agree' });
    await agree.check();
    expect(await agree.isChecked()).toBe(true);
    await page.close();
  });
});
