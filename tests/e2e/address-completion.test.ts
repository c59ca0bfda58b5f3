// Address completion on a site form's address field (docs/forms.md, "Address completion") in Chromium, on the demo's
// contact page: the first line is an ARIA 1.2 combobox once the visitor is in it; 3 characters and a 250 ms pause ask
// GET /api/google-maps/places/autocomplete once; ArrowDown + Enter ask /details and fill the six parts; Escape closes;
// a failing endpoint leaves plain fields and a form that submits, with one console error.
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
let requested: string[];
beforeEach(async () => {
  page = await browserOf().context.newPage();
  requested = [];
  page.on('request', (r: Request) => requested.push(r.url()));
  return () => page.close();
});

const HOST = '#contact-form';
const AUTOCOMPLETE = '/api/google-maps/places/autocomplete';
const DETAILS = '/api/google-maps/places/details';
const placesCalls = async (path: string) => (await mockState()).requests.filter((r) => r.method == 'GET' && r.path == path);
const waitState = (state: string) =>
  page.waitForFunction(([sel, s]) => document.querySelector(sel!)?.getAttribute('data-sf-state') === s, [HOST, state], { timeout: 10_000 });
const form = () => page.locator(HOST);
const line1 = () => form().locator('#sf-form-5');
const partValue = (label: string) => page.getByRole('group', { name: 'Address' }).getByLabel(label, { exact: true }).inputValue();
const status = () => form().locator('.parts [role=status]');
const comboboxChunk = () => requested.some((u) => /\/chunks\/address-combobox-/.test(u));

async function openContact() {
  await page.goto(`${baseUrl()}/contact`);
  await waitState('idle');
}

describe('address completion on the contact form', () => {
  it('typing "1 Mai" asks once after the pause, the count is announced; ArrowDown + Enter fill line 1, city, state, postal code and country; axe 0 in each state', async () => {
    const log = watchConsole(page);
    await openContact();
    // Nothing of the completion before the visitor is in the field: no chunk, no request.
    expect(comboboxChunk()).toBe(false);
    expect(await line1().getAttribute('role')).toBeNull();
    await line1().focus();
    await expect.poll(() => line1().getAttribute('role')).toBe('combobox');
    expect(comboboxChunk()).toBe(true);
    expect(await line1().getAttribute('aria-expanded')).toBe('false');
    expect(await line1().getAttribute('aria-autocomplete')).toBe('list');
    expect(await placesCalls(AUTOCOMPLETE)).toEqual([]);
    await expect(axe(page)).resolves.toEqual([]);

    // Typed at 60 ms a key: one request, after the last key and the 250 ms pause, for the whole text.
    const typedAt = Date.now();
    await page.keyboard.type('1 Mai', { delay: 60 });
    await expect.poll(() => line1().getAttribute('aria-expanded')).toBe('true');
    const asked = await placesCalls(AUTOCOMPLETE);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.at - typedAt).toBeGreaterThanOrEqual(4 * 60 + 250 - 50);
    const { input, sessiontoken, context } = asked[0]!.query;
    expect(input).toBe('1 Mai');
    expect(sessiontoken).toMatch(/^[\w-]{16,}$/);
    expect(JSON.parse(context!)).toMatchObject({ productPage: false, productSection: 'form', websiteId: 'demo', pagePath: '/contact' });

    const listbox = form().getByRole('listbox', { name: 'Address suggestions' });
    const options = listbox.getByRole('option');
    expect(await line1().getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    expect(await options.first().textContent()).toContain('1 Rue du 1er Mai');
    await expect
      .poll(() => status().textContent())
      .toBe(`${await options.count()} addresses found. Use the up and down arrow keys to choose one.`);
    await expect(axe(page)).resolves.toEqual([]);

    await page.keyboard.press('ArrowDown');
    const first = await options.first().getAttribute('id');
    expect(await line1().getAttribute('aria-activedescendant')).toBe(first);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await expect(axe(page)).resolves.toEqual([]);
    await page.keyboard.press('Enter');

    await expect.poll(() => partValue('City')).toBe('Paris');
    expect(await partValue('Address 1')).toBe('1 Rue du 1er Mai');
    expect(await partValue('Zip/Postal Code')).toBe('75011');
    expect(await partValue('Country')).toBe('France');
    expect(await partValue('State/Province')).toBe('Île-de-France');
    expect(await line1().getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => status().textContent()).toBe('Address filled in: 1 Rue du 1er Mai, Paris, 75011, France');
    // Enter chose: it did not submit the form.
    expect(await form().getAttribute('data-sf-state')).toBe('idle');
    // Details: the same session token; the context with the page's product (none) and the section.
    const details = await placesCalls(DETAILS);
    expect(details).toHaveLength(1);
    expect(details[0]!.query).toMatchObject({ place_id: 'pl-fr-paris-1mai', sessiontoken });
    expect(JSON.parse(details[0]!.query.context!)).toMatchObject({
      productPage: false,
      productSection: 'form',
    });
    await expect(axe(page)).resolves.toEqual([]);

    // A new entry: a new session token.
    await line1().fill('');
    await page.keyboard.type('12 High', { delay: 30 });
    await expect.poll(async () => (await placesCalls(AUTOCOMPLETE)).length).toBe(2);
    expect((await placesCalls(AUTOCOMPLETE))[1]!.query.sessiontoken).not.toBe(sessiontoken);
    expect(log.errors).toEqual([]);
  });

  it('Escape closes the list and keeps the text; fewer than 3 characters ask nothing; a click chooses', async () => {
    await openContact();
    await line1().focus();
    await page.keyboard.type('Ma', { delay: 30 });
    await page.waitForTimeout(500);
    expect(await placesCalls(AUTOCOMPLETE)).toEqual([]);
    await page.keyboard.type('in', { delay: 30 });
    await expect.poll(() => line1().getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await line1().getAttribute('aria-expanded')).toBe('false');
    expect(await line1().getAttribute('aria-activedescendant')).toBeNull();
    expect(await line1().inputValue()).toBe('Main');
    expect(await form().getByRole('listbox').isVisible()).toBe(false);
    // ArrowDown opens it again on the same suggestions; a click on one chooses it.
    await page.keyboard.press('ArrowDown');
    expect(await line1().getAttribute('aria-expanded')).toBe('true');
    await form()
      .getByRole('option', { name: /Mainzer Landstraße 12/ })
      .click();
    await expect.poll(() => partValue('City')).toBe('Frankfurt am Main');
    expect(await partValue('Address 1')).toBe('Mainzer Landstraße 12');
    expect(await partValue('Country')).toBe('Germany');
    expect(await placesCalls(AUTOCOMPLETE)).toHaveLength(1);
  });

  it('the endpoint failing: one console error, the line a plain input again, every field takes typing and the form submits', async () => {
    await setFaults([{ method: 'GET', path: AUTOCOMPLETE, status: 500, body: { message: 'places are down' } }]);
    const log = watchConsole(page);
    // The SDK's console errors (the browser's own "Failed to load resource" lines for the 500s are not).
    const sdkErrors = () => log.errors.filter((e) => !e.startsWith('Failed to load resource'));
    await openContact();
    await line1().focus();
    await page.keyboard.type('1 Mai', { delay: 30 });
    await expect.poll(() => sdkErrors().length, { timeout: 10_000 }).toBe(1);
    expect(sdkErrors()[0]).toContain('address completion stopped');
    await expect.poll(() => line1().getAttribute('role')).toBeNull();
    // More typing asks nothing more.
    const asked = (await placesCalls(AUTOCOMPLETE)).length;
    await page.keyboard.type(' 12', { delay: 30 });
    await page.waitForTimeout(600);
    expect((await placesCalls(AUTOCOMPLETE)).length).toBe(asked);
    expect(await line1().inputValue()).toBe('1 Mai 12');

    const group = page.getByRole('group', { name: 'Address' });
    await group.getByLabel('City', { exact: true }).fill('Lyon');
    await group.getByLabel('Zip/Postal Code', { exact: true }).fill('69002');
    await group.getByLabel('Country', { exact: true }).fill('France');
    await form().getByLabel('First Name').fill('Ada');
    await form().getByLabel('Last Name').fill('Lovelace');
    await form().getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form().getByLabel('Message').fill('Hello.');
    await form().getByLabel('Returns').check();
    await form().getByRole('radio', { name: 'Email' }).check();
    await form().getByLabel('Store').selectOption('Downtown');
    await expect(axe(page)).resolves.toEqual([]);
    await form().getByRole('button', { name: 'Submit' }).click();
    await waitState('success');
    const [sent] = (await mockState()).submissions;
    expect(sent!.payload.form).toMatchObject({ address: ['1 Mai 12', '', 'Lyon', '', '69002', 'France'] });
    expect(sdkErrors()).toHaveLength(1);
  });
});
