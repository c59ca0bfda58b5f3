import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, ownerPage, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const MODAL = '/api/commerce/instalments/modal/';
const US = 'data-afterpay-available="true" data-afterpay-min="3500" data-afterpay-max="100000" data-stripe-account-country="US"';
let n = 0;
/** A pill for an inline one-variant product at `price` (USD), with the US context unless `context` is given. */
function pill(price: string, { id = 'pill', context = US, productType = 1 } = {}): string {
  const json = `pj-${++n}`;
  const product = {
    id: `p-${json}`,
    name: 'Lamp',
    structuredContent: {
      productType,
      variants: [
        { sku: 'L', attributes: {}, priceMoney: { value: price, currency: 'USD' }, onSale: false, unlimited: true, qtyInStock: 0 },
      ],
    },
  };
  return `<script type="application/json" id="${json}">${JSON.stringify(product)}</script>
<div data-sf-widget="instalment-pill" id="${id}" data-product-json="#${json}" ${context}><span>Pay later</span></div>`;
}

async function open(body: string, state: string | null = 'eligible', id = 'pill') {
  await serve(page, '/p', ownerPage(body));
  await page.goto(`${baseUrl()}/p`);
  if (state) await waitState(state, id);
}
const waitState = (s: string, id = 'pill') =>
  page.waitForFunction(([i, v]) => document.getElementById(i!)?.getAttribute('data-sf-state') === v, [id, s], { timeout: 10_000 });
/** The pill's words (message and brand), without the info button. */
const words = (id = 'pill') =>
  page.evaluate((i) => {
    const p = document.getElementById(i)!.shadowRoot!.querySelector('[part=pill]')!;
    return Array.from(p.childNodes, (c) => (c.nodeName == 'BUTTON' ? '' : c.textContent))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  }, id);
const info = () => page.locator('#pill [part=info]');
const dialog = () => page.locator('#pill [role=dialog]');
const focused = () =>
  page.evaluate(() => {
    const a = document.getElementById('pill')!.shadowRoot!.activeElement;
    return a ? (a.getAttribute('part') ?? a.localName + (a.textContent ? `:${a.textContent.trim()}` : '')) : null;
  });
const noAxeViolations = async () => expect(await axe(page)).toEqual([]);

describe('instalment-pill in Chromium', () => {
  it('eligible, below the minimum, above the maximum, hidden: the texts, and accessible in each state', async () => {
    await open(
      pill('50.00') +
        pill('35.00', { id: 'low' }) +
        pill('1000.01', { id: 'high' }) +
        pill('50.00', { id: 'de', context: US.replace('"US"', '"DE"') }),
    );
    await waitState('below-min', 'low');
    await waitState('above-max', 'high');
    await waitState('hidden', 'de');
    expect(await words()).toBe('or 4 interest-free payments of $12.50 with Afterpay');
    expect(await words('low')).toBe('Afterpay available for orders over $35.00');
    expect(await words('high')).toBe('Afterpay available for orders up to $1,000.00');
    expect(await page.evaluate(() => document.getElementById('de')!.shadowRoot!.childNodes.length)).toBe(0);
    expect(await info().getAttribute('aria-label')).toBe('More about paying in instalments with Afterpay');
    await noAxeViolations();
  });

  it('the popup with the keyboard: Enter opens (its code loaded only then), Tab stays inside, Escape closes, focus returns; Space and a click outside too', async () => {
    const chunks: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/chunks/') && chunks.push(r.url().replace(/^.*\/chunks\/([a-z-]+)-[\w-]{6,8}\.js.*$/, '$1')),
    );
    const log = watchConsole(page);
    await open(pill('50.00'));
    expect(chunks).not.toContain('popup');
    expect(chunks).not.toContain('trap');

    await info().focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.getElementById('pill')!.shadowRoot!.querySelector('[role=dialog]')?.getAttribute('data-state') === 'loaded',
    );
    expect(chunks).toEqual(expect.arrayContaining(['popup', 'trap']));
    expect(await dialog().getAttribute('aria-modal')).toBe('true');
    expect(await dialog().getAttribute('aria-label')).toBe('More about paying in instalments with Afterpay');
    expect(await page.locator('#pill [role=dialog] h2').textContent()).toBe('Shop now. Pay in 4 with Afterpay.');
    expect(await page.locator('#pill [role=dialog] li').count()).toBe(4);
    expect(await focused()).toBe('dialog-close');
    await noAxeViolations();

    // Close button → the terms link → back to the close button, both ways; never out of the dialog.
    const seen = new Set<string | null>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      seen.add(await focused());
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pill');
    }
    expect([...seen].sort()).toEqual(['a:Read the full terms', 'dialog-close']);

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await focused()).toBe('info');

    await page.keyboard.press('Space');
    await dialog().waitFor();
    expect(await focused()).toBe('dialog-close');
    await page.keyboard.press('Enter'); // the close button
    await dialog().waitFor({ state: 'detached' });
    expect(await focused()).toBe('info');

    await info().click();
    await dialog().waitFor();
    await page.mouse.click(5, 5); // the backdrop
    await dialog().waitFor({ state: 'detached' });
    expect(await focused()).toBe('info');
    expect(log.errors).toEqual([]);
  });

  it('the page by locale: GB gets the Clearpay page; CA with French gets fr_CA', async () => {
    await open(
      pill('50.00', { context: US.replace('"US"', '"GB"') }) +
        pill('50.00', { id: 'ca', context: US.replace('"US"', '"CA" data-shopper-language="fr"') }),
    );
    expect(await words()).toBe('or 4 interest-free payments of $12.50 with Clearpay');
    await info().click();
    await page.waitForFunction(
      () => document.getElementById('pill')!.shadowRoot!.querySelector('[role=dialog]')?.getAttribute('data-state') === 'loaded',
    );
    expect(await page.locator('#pill [role=dialog] h2').textContent()).toBe('Shop now. Pay in 4 with Clearpay.');
    await page.keyboard.press('Escape');
    await page.locator('#ca [part=info]').click();
    await page.waitForFunction(
      () => document.getElementById('ca')!.shadowRoot!.querySelector('[role=dialog]')?.getAttribute('data-state') === 'loaded',
    );
    expect(await page.locator('#ca [role=dialog] h2').textContent()).toBe('Magasinez maintenant. Payez en 4 versements avec Afterpay.');
  });

  it('sanitises the provider page: scripts, event handlers and javascript: URLs never reach the page', async () => {
    const log = watchConsole(page);
    const hostile = `<!doctype html><html><head><script>window.__pwned = 1</script></head><body>
      <h2 onclick="window.__pwned = 2" style="position:fixed;inset:0" id="x">Pay in 4</h2>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__pwned = 3" alt="">
      <img src="/nope.png" onerror="window.__pwned = 4" alt="">
      <a href="javascript:window.__pwned = 5">Terms</a><a href=" JAVASCRIPT:window.__pwned = 6">More</a>
      <svg><script>window.__pwned = 7</script><a href="javascript:window.__pwned = 8"><text>svg</text></a></svg>
      <form action="https://evil.example"><input name="card"><button formaction="javascript:window.__pwned = 9">Pay</button></form>
      <iframe srcdoc="<script>parent.__pwned = 10</script>"></iframe>
      <details open ontoggle="window.__pwned = 11"><summary>More</summary></details>
      <ul><li>Kept</li></ul></body></html>`;
    await setFaults([{ method: 'GET', path: `${MODAL}en_US`, status: 200, body: hostile }]);
    await open(pill('50.00'));
    await info().click();
    await page.waitForFunction(
      () => document.getElementById('pill')!.shadowRoot!.querySelector('[role=dialog]')?.getAttribute('data-state') === 'loaded',
    );
    await page.waitForTimeout(300);
    const html = await page.evaluate(() => document.getElementById('pill')!.shadowRoot!.querySelector('[part=dialog-content]')!.innerHTML);
    expect(html).not.toMatch(/<script|<form|<input|<button|<iframe|\son\w+=|javascript:|\sstyle=|\sid=/i);
    expect(html).toContain('<li>Kept</li>');
    expect(await page.locator('#pill [role=dialog] h2').textContent()).toBe('Pay in 4');
    for (const link of await page.locator('#pill [part=dialog-content] a').all()) {
      const href = await link.getAttribute('href');
      expect(href === null || !/script/i.test(href)).toBe(true);
    }
    // Click whatever is left, as a visitor might.
    for (const el of await page.locator('#pill [part=dialog-content] a, #pill [part=dialog-content] summary').all())
      await el.click({ timeout: 1000 }).catch(() => {});
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(log.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('a load failure is only logged: one console.error, the info button opens nothing, the pill stays usable', async () => {
    const log = watchConsole(page);
    await setFaults([{ method: 'GET', path: `${MODAL}*`, status: 503, body: 'down', times: 1 }]);
    await open(pill('50.00'));
    const before = await page.locator('#pill').evaluate((el) => el.shadowRoot!.innerHTML);
    await info().click();
    // The browser logs each failed response itself; the SDK logs exactly one error of its own.
    await expect.poll(() => log.errors.filter((e) => e.startsWith('[storefront]'))).toHaveLength(1);
    expect(log.errors.find((e) => e.startsWith('[storefront]'))).toMatch(
      /instalment-pill: the Afterpay page \(en_US\) could not be loaded: GET .*en_US → 503/,
    );
    await page.waitForTimeout(300);
    expect(await dialog().count()).toBe(0);
    expect(await page.locator('#pill').evaluate((el) => el.shadowRoot!.innerHTML)).toBe(before);
    expect(await info().getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toBe('info');
    await noAxeViolations();
    // Usable: the next press (the provider's page back) opens the popup.
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(await page.locator('#pill [role=dialog]').getAttribute('data-state')).toBe('loaded');
    expect(log.errors.filter((e) => e.startsWith('[storefront]'))).toHaveLength(1);
  });

  it('follows the variant picker and the quantity live; 100 quick changes end with the amount of the last choice', async () => {
    await open(
      `<div data-sf-widget="variant-picker" id="picker" data-product-id="p-tee"></div>
       <div data-sf-widget="quantity" id="qty" data-product-id="p-tee"></div>
       <div data-sf-widget="instalment-pill" id="pill" data-product-id="p-tee" ${US}></div>`,
      'below-min',
    );
    await page.waitForFunction(
      () =>
        document.getElementById('picker')!.shadowRoot?.querySelector('select') &&
        document.getElementById('qty')!.shadowRoot?.querySelector('input'),
    );
    const selects = page.locator('#picker select');
    await selects.nth(0).selectOption('S');
    await selects.nth(1).selectOption('Black');
    await page.locator('#qty input').fill('2');
    await waitState('eligible');
    expect(await words()).toBe('or 4 interest-free payments of $12.50 with Afterpay');

    // 100 changes in one task, through the widgets' own controls, as fast as events can be dispatched.
    await page.evaluate(() => {
      const [size, colour] = Array.from(document.getElementById('picker')!.shadowRoot!.querySelectorAll('select'));
      const qty = document.getElementById('qty')!.shadowRoot!.querySelector('input')!;
      const choices = [
        ['S', 'Black'],
        ['M', 'White'],
        ['L', 'Black'],
      ];
      for (let i = 0; i < 100; i++) {
        const [s, c] = choices[i % 3]!;
        size!.value = s!;
        size!.dispatchEvent(new Event('change', { bubbles: true }));
        colour!.value = c!;
        colour!.dispatchEvent(new Event('change', { bubbles: true }));
        qty.value = String((i % 7) + 2);
        qty.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    // The last (i = 99): S / Black, $25.00 × 3 = $75.00 → $18.75.
    await page.waitForFunction(() => {
      const p = document.getElementById('pill')!.shadowRoot!.querySelector('[part=pill]');
      return p?.textContent?.includes('$18.75');
    });
    await page.waitForTimeout(300);
    expect(await words()).toBe('or 4 interest-free payments of $18.75 with Afterpay');
    // M / White is on sale ($19.00): × 6 = $114.00 → $28.50.
    await selects.nth(0).selectOption('M');
    await selects.nth(1).selectOption('White');
    await page.locator('#qty input').fill('6');
    await page.waitForFunction(() =>
      document.getElementById('pill')!.shadowRoot!.querySelector('[part=pill]')?.textContent?.includes('$28.50'),
    );
  });
});

describe('the instalment demo pages', () => {
  it.each([
    ['/instalments', ['below-min', 'eligible', 'above-max', 'hidden'], 'or 4 interest-free payments of $30.00 with Afterpay'],
    ['/instalments-gb', ['below-min', 'eligible', 'above-max'], 'or 4 interest-free payments of £30.00 with Clearpay'],
    ['/instalments-ca', ['below-min', 'eligible', 'above-max'], 'or 4 interest-free payments of CA$30.00 with Afterpay'],
  ])('%s: every pill settles in its state, cleanly and accessibly', async (path, states, eligible) => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}${path}`);
    await page.waitForFunction(
      (want) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-sf-widget="instalment-pill"]')].map((el) => el.getAttribute('data-sf-state')),
        ) === JSON.stringify(want),
      states,
      { timeout: 10_000 },
    );
    const text = await page.evaluate(() => {
      const p = document.querySelectorAll('[data-sf-widget="instalment-pill"]')[1]!.shadowRoot!.querySelector('[part=pill]')!;
      return Array.from(p.childNodes, (c) => (c.nodeName == 'BUTTON' ? '' : c.textContent))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    });
    expect(text).toBe(eligible);
    await noAxeViolations();
    expect(log.errors).toEqual([]);
  });
});
