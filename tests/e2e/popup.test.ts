// The popup widget (docs/widgets/popup.md) in Chromium against the mock platform: a newsletter form in an overlay,
// shown by its trigger, once, on the visitor's terms: the one Dialog (focus in, Tab kept inside, Escape, focus back),
// the storage keys of spec 001 §3, the census's overlay calls (spec 001 §7), never on /cart, axe clean, CLS 0; and the
// demo home page's popup after 8 s.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, serve, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
let log: { errors: string[] };

type Watched = PageWindow<{ __cls: number }>;
/** The page's layout shifts, from before its first script. */
function watchShifts() {
  const w = window as Watched;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

beforeEach(async () => {
  page = await browserOf().context.newPage();
  log = watchConsole(page);
  await page.addInitScript(watchShifts);
  // A first visit: nothing kept of another test's popup (the browser is the file's).
  await serve(page, '/blank', '<!doctype html><title>blank</title>');
  await page.goto(`${baseUrl()}/blank`);
  await page.evaluate(() => localStorage.clear());
  return () => page.close();
});

/** A site owner's page at `path`: some text, a search field, a tall section, and the popup with these attributes. */
async function open(path: string, attrs: string): Promise<void> {
  const body = `<p>Fresh plants, every week.</p><label>Search <input id="search"></label>
<section style="height: 3000px"><p>More below.</p></section>
<div data-sf-widget="popup" data-form-id="f-newsletter" data-newsletter ${attrs}></div>`;
  await serve(page, path, ownerPage(body));
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForFunction(() => document.querySelector('[data-sf-widget=popup]')?.getAttribute('data-sf-state'));
}

type Frame = { top: number; running: string[] };
type Framed = PageWindow<{ __firstFrame?: Frame; __frame: () => Frame | null }>;
/**
 * From before the page's first script: in each animation frame (before it is painted), until the overlay shows, looks
 * whether it does; the first frame it shows in is kept, as the visitor sees it: the dialog's top, and what runs in the
 * overlay (each animation's name, each transition's property).
 */
function watchFirstFrame() {
  const w = window as Framed;
  w.__frame = () => {
    const root = document.querySelector('sf-lightbox')?.shadowRoot;
    const backdrop = root?.querySelector('.sf-backdrop');
    if (!backdrop || backdrop.hasAttribute('hidden')) return null;
    return {
      top: root!.querySelector('[role=dialog]')!.getBoundingClientRect().top,
      running: root!
        .getAnimations()
        .map((a) =>
          a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? `transition ${a.transitionProperty}` : a.id,
        ),
    };
  };
  const look = () => {
    const frame = w.__frame();
    if (frame) w.__firstFrame = frame;
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
/** The first frame the overlay showed in (see watchFirstFrame). */
const firstFrame = () => page.waitForFunction(() => (window as Framed).__firstFrame).then((handle) => handle.jsonValue() as Promise<Frame>);
/** The overlay as it is now. */
const frameNow = () => page.evaluate(() => (window as Framed).__frame()!);
const popupState = () => page.evaluate(() => document.querySelector('[data-sf-widget=popup]')!.getAttribute('data-sf-state'));
/** Waits until the overlay shows (its dialog open, not hidden); resolves with the page's time then, in ms. */
const shown = (timeout = 10_000) =>
  page
    .waitForFunction(
      () => {
        const root = document.querySelector('sf-lightbox')?.shadowRoot;
        const open = root?.querySelector('[role=dialog][data-state=open]');
        return open && !root!.querySelector('.sf-backdrop')!.hasAttribute('hidden') ? performance.now() : 0;
      },
      null,
      { timeout, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
/** Where focus is: `lightbox` inside the overlay, else the focused element's id (`body` for none). */
const focus = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.localName == 'sf-lightbox' ? 'lightbox' : el?.id || el?.localName || 'none';
  });
/** The focused control inside the overlay (into the form's shadow root): its part (`dialog-close`, `submit`), else its tag. */
const focusInside = () =>
  page.evaluate(() => {
    let el = document.querySelector('sf-lightbox')!.shadowRoot!.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('part') || el?.localName || 'none';
  });
const overlayCalls = async () =>
  (await mockState()).census
    .filter((c) => c.call == 'overlay')
    .map((c) => c.fields as { event: string; formId: string; visitorCookie: unknown });
const noOverlay = async () => expect(await page.evaluate(() => document.querySelectorAll('sf-lightbox').length)).toBe(0);

describe('the popup in Chromium', () => {
  it('delay:2 opens it between 1.5 and 4 s: focus in, Tab kept inside, axe clean; Escape closes it, focus returns; CLS 0', async () => {
    await open('/letters', 'data-trigger="delay:2"');
    await page.focus('#search');
    expect(await popupState()).toBe('waiting');
    const at = await shown();
    expect(at).toBeGreaterThan(1500);
    expect(at).toBeLessThan(4000);
    expect(await popupState()).toBe('open');
    // Named by the form's title; focus on its close button.
    const dialog = page.locator('sf-lightbox [role=dialog]');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.locator('sf-lightbox [part=dialog-title]').textContent()).toBe('Newsletter');
    expect(await focus()).toBe('lightbox');
    expect(await page.evaluate(() => document.querySelector('sf-lightbox')!.shadowRoot!.activeElement!.getAttribute('part'))).toBe(
      'dialog-close',
    );
    // Tab and Shift+Tab go round the dialog's controls (the close button, the form's fields and button), never out, from
    // the first press as it shows (it shows once its form and its focus trap are in): Shift+Tab from the close button
    // goes round to the form's button, and Tab from there back to the close button.
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe('submit');
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe('dialog-close');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focus(), `Tab ${i + 1}`).toBe('lightbox');
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focus(), `Shift+Tab ${i + 1}`).toBe('lightbox');
    }
    // The page's scroll is locked while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await axe(page, 'sf-lightbox')).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('sf-lightbox'));
    expect(await focus()).toBe('search');
    expect(await popupState()).toBe('closed');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    // The census: shown, then closed, each with the visitor and the page's fields.
    await expect.poll(async () => (await overlayCalls()).map((c) => c.event)).toEqual(['shown', 'closed']);
    const [first] = await overlayCalls();
    expect(first).toMatchObject({ event: 'shown', formId: 'f-newsletter', pagePath: '/letters', websiteId: 'test' });
    expect(typeof first!.visitorCookie).toBe('string');
    // The keys of spec 001 §3.
    const keys = await page.evaluate(() => ({ ...localStorage }));
    expect(keys['sf-popup:version']).toBe('1');
    expect(Number(keys['sf-popup:date-closed'])).toBeGreaterThan(Date.now() - 60_000);

    // Reloaded: none (closed within 7 days) ...
    await page.reload();
    await page.waitForTimeout(4000);
    expect(await popupState()).toBe('off');
    await noOverlay();
    // ... until the owner raises data-version.
    await open('/letters-v2', 'data-trigger="delay:2" data-version="2"');
    await shown();
    expect(await popupState()).toBe('open');
    // Counted again: its census call lands before the test ends (not after the next test's reset of the mock).
    await expect.poll(async () => (await overlayCalls()).map((c) => c.event)).toEqual(['shown', 'closed', 'shown']);
    expect(log.errors).toEqual([]);
  });

  it('submitting the form shows its success text; census submitted; it never shows again (even with frequency 0)', async () => {
    await open('/letters', 'data-trigger="delay:1" data-frequency="0"');
    await shown();
    await page.locator('sf-lightbox input[type=email]').fill('ada@example.com');
    await page.locator('sf-lightbox button[type=submit]').click();
    await page.locator('sf-lightbox [part=submission-message]').getByText('Thank you for signing up!').waitFor();
    expect(await popupState()).toBe('submitted');
    // Focus on the success, inside the dialog; axe clean.
    expect(await focus()).toBe('lightbox');
    expect(await axe(page, 'sf-lightbox')).toEqual([]);
    expect((await mockState()).submissions).toHaveLength(1);
    await page.locator('sf-lightbox [part=dialog-close]').click();
    await page.waitForFunction(() => !document.querySelector('sf-lightbox'));
    await expect.poll(async () => (await overlayCalls()).map((c) => c.event)).toEqual(['shown', 'submitted', 'closed']);
    expect(await page.evaluate(() => localStorage.getItem('sf-popup:submitted'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(3000);
    expect(await popupState()).toBe('off');
    await noOverlay();
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
  });

  it('a click outside closes it; scroll:<percent> opens it once the page is scrolled that far', async () => {
    await open('/letters', 'data-trigger="scroll:50"');
    await page.waitForTimeout(1500);
    expect(await popupState()).toBe('waiting');
    await page.mouse.wheel(0, 2000);
    await shown();
    await page.mouse.click(5, 5);
    await page.waitForFunction(() => !document.querySelector('sf-lightbox'));
    expect(await popupState()).toBe('closed');
    await expect.poll(async () => (await overlayCalls()).map((c) => c.event)).toEqual(['shown', 'closed']);
  });

  it('exit: the pointer leaving the window through its top opens it on a wide screen with a mouse', async () => {
    await open('/letters', 'data-trigger="exit"');
    await page.mouse.move(600, 300);
    await page.waitForTimeout(1000);
    expect(await popupState()).toBe('waiting');
    await page.mouse.move(600, 100);
    await page.mouse.move(600, -20);
    await shown();
    await expect.poll(async () => (await overlayCalls()).map((c) => c.event)).toEqual(['shown']);
  });

  it('a form taller than the window sits 50 px from the top (spec 000 §9); no animation under reduced motion', async () => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(watchFirstFrame);
    await serve(page, '/contact-us', ownerPage('<div data-sf-widget="popup" data-form-id="f-contact" data-trigger="delay:0"></div>'));
    await page.goto(`${baseUrl()}/contact-us`);
    await shown();
    // The first frame it shows in is already its last: 50 px from the top, nothing running (no animation, no
    // transition) in the overlay; and so it stays.
    expect(await firstFrame()).toEqual({ top: 50, running: [] });
    expect(await frameNow()).toEqual({ top: 50, running: [] });
    expect(await axe(page, 'sf-lightbox')).toEqual([]);
    // With motion: it fades and rises in, from its first frame.
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.clear());
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await shown();
    expect((await firstFrame()).running).toEqual(['sf-popup-fade', 'sf-popup-rise']);
  });

  it('none on /cart: off, no overlay, no form loaded, no census call', async () => {
    await open('/cart', 'data-trigger="delay:1"');
    await page.waitForTimeout(3500);
    expect(await popupState()).toBe('off');
    await noOverlay();
    const { requests } = await mockState();
    // Nothing of a form (its definition, its census): `/api/performance/…`, the page's own reporter, is not one.
    expect(requests.filter((r) => /^\/api\/(form|rest\/forms|template)|^\/api\/census\/form-render/.test(r.path))).toEqual([]);
    // No overlay call from this page (one the test before sent as its page closed may land in this worker's log late).
    const overlays = (await mockState()).census.filter((c) => c.call == 'overlay' && JSON.stringify(c.fields).includes('/cart'));
    expect(overlays).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('the demo home page shows the newsletter popup after 8 s, axe clean, with no layout shift', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => (window as PageWindow).Storefront.ready);
    expect(await popupState()).toBe('waiting');
    const at = await shown(20_000);
    expect(at).toBeGreaterThan(7500);
    expect(await page.locator('sf-lightbox [part=dialog-title]').textContent()).toBe('Newsletter');
    expect(await axe(page, 'sf-lightbox')).toEqual([]);
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('sf-lightbox'));
    expect(log.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});
