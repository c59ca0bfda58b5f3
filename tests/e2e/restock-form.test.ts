// restock-form on the demo store's product pages (demo/products/tee.html, mug.html), in Chromium on the real build.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, type PageWindow, setFaults, useBrowser, watchConsole, widgetsSettled } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const RESTOCK = '/api/site-users/account/notifications/restock';
const signUps = async () => (await mockState()).restockSignUps;

// Locators pierce open shadow roots.
const form = () => page.locator('[data-sf-widget="restock-form"]');
const addButton = () => page.locator('[data-sf-widget="add-to-cart"] [part=button]');
const email = () => form().locator('[part=email]');
const inState = (state: string) =>
  page.waitForFunction((s) => document.querySelector('[data-sf-widget="restock-form"]')!.getAttribute('data-sf-state') === s, state);
/** Which element has focus, through shadow roots: its part name. */
const focusedPart = () =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('part') ?? el?.tagName ?? null;
  });

async function open(path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.evaluate(() => (window as PageWindow).Storefront.ready);
  await widgetsSettled(page);
}

/** The tee's page with its sold-out variant (L / White) chosen in the variant picker. */
async function soldOutTee() {
  await open('/products/tee');
  expect(await form().getAttribute('data-sf-state')).toBe('hidden');
  await addButton().waitFor();
  const picker = page.locator('[data-sf-widget="variant-picker"]');
  await picker.getByRole('radio', { name: /^L\b/ }).check();
  await picker.getByRole('radio', { name: /^White\b/ }).check();
  await inState('idle');
}

describe('restock-form in Chromium', () => {
  it('a sold-out variant: the form replaces the add button; keyboard sign-up; "Signed up!" keeps the call to action; axe in each state', async () => {
    const log = watchConsole(page);
    await soldOutTee();
    expect(await addButton().count()).toBe(0);
    expect(await form().locator('[part=cta]').textContent()).toBe('Sold out in this size and colour. Get an email when it is back.');
    expect(await email().getAttribute('placeholder')).toBe('you@example.com');
    expect(await form().getByRole('button', { name: 'Email me' }).isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);

    // Keyboard only, from the email field: Enter submits, type, Tab to the button, Enter.
    await email().focus();
    await page.keyboard.press('Enter');
    await inState('invalid');
    expect(await form().locator('[part=message]').textContent()).toBe('Email cannot be blank');
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(await focusedPart()).toBe('email');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.type('ann@');
    await page.keyboard.press('Enter');
    await form().locator('[part=message]').getByText('Email is invalid').waitFor();
    await page.keyboard.type('example.com');

    await setFaults([{ method: 'POST', path: RESTOCK, delayMs: 800, times: 1 }]);
    await page.keyboard.press('Tab');
    expect(await focusedPart()).toBe('button');
    await page.keyboard.press('Enter');
    await inState('submitting');
    expect(await form().locator('[part=button]').getAttribute('aria-disabled')).toBe('true');
    // A second submit while in flight sends nothing.
    await page.keyboard.press('Enter');
    expect(await axe(page)).toEqual([]);

    await inState('success');
    expect(await form().locator('[part=success]').textContent()).toBe('Signed up!');
    expect(await form().locator('[part=cta]').isVisible()).toBe(true);
    expect(await form().locator('[part=form]').count()).toBe(0);
    expect(await focusedPart()).toBe('success');
    expect(await axe(page)).toEqual([]);
    expect(await signUps()).toEqual([
      expect.objectContaining({
        productId: 'p-tee',
        variantId: 'v-tee-l-white',
        siteVisitorEmail: 'ann@example.com',
        isJoinMailingList: false,
        captcha: false,
      }),
    ]);
    const posts = (await mockState()).requests.filter((r) => r.method === 'POST' && r.path === RESTOCK);
    expect(posts).toHaveLength(1);

    // An in-stock variant: the form hides and the add button is back.
    await page
      .locator('[data-sf-widget="variant-picker"]')
      .getByRole('radio', { name: /^Black\b/ })
      .check();
    await inState('hidden');
    await addButton().waitFor();
    expect(await form().locator('[part=restock]').count()).toBe(0);
    expect(log.errors).toEqual([]);
  });

  it("a server error shows the server's message (as text) and the form can be sent again", async () => {
    await soldOutTee();
    await setFaults([{ method: 'POST', path: RESTOCK, status: 500, body: { message: 'Sign-ups are <b>paused</b> right now.' }, times: 1 }]);
    await email().fill('bo@example.com');
    await form().getByRole('button', { name: 'Email me' }).click();
    await inState('error');
    const message = form().locator('[part=message]');
    expect(await message.textContent()).toBe('Sign-ups are <b>paused</b> right now.');
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await email().inputValue()).toBe('bo@example.com');
    expect(await axe(page)).toEqual([]);
    await form().getByRole('button', { name: 'Email me' }).click();
    await inState('success');
    expect((await signUps()).map((s) => s.siteVisitorEmail)).toEqual(['bo@example.com']);
  });

  it('the mug (every colour sold out): mailing list ticked by default, captcha required, then signed up with its token', async () => {
    const log = watchConsole(page);
    await open('/products/mug');
    await inState('idle');
    expect(await addButton().count()).toBe(0);
    await page
      .locator('[data-sf-widget="variant-picker"]')
      .getByRole('combobox', { name: 'Colour' })
      .selectOption({ label: 'Red — sold out' });
    const box = form().getByRole('checkbox', { name: 'Also join our mailing list' });
    expect(await box.isChecked()).toBe(true);
    await form().locator('[part=captcha] [data-mock-captcha]').waitFor();
    await email().fill('cy@example.com');
    await form().getByRole('button', { name: 'Notify me' }).click();
    await form().locator('[part=message]').getByText('Complete CAPTCHA before submitting.').waitFor();
    expect(await axe(page)).toEqual([]);
    await form().getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-sf-widget="restock-form"]')!
          .shadowRoot!.querySelector('[data-mock-captcha]')
          ?.getAttribute('data-state') === 'verified',
    );
    await form().getByRole('button', { name: 'Notify me' }).click();
    await inState('success');
    expect(await form().locator('[part=captcha]').count()).toBe(0);
    expect(await signUps()).toEqual([
      expect.objectContaining({ productId: 'p-mug', variantId: 'v-mug-red', isJoinMailingList: true, captcha: true }),
    ]);
    expect(log.errors).toEqual([]);
  });
});
