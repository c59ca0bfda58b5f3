// Every Storybook story renders its widgets through @storefront/widgets/react against the mock platform (MSW service
// worker) with no axe violation; the Theming stories' theme reaches every widget; the controls change a story's props.
// Runs on storybook-static/ (npm test builds it first).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { axe, launch, watchConsole, type Browser } from './browser';

const root = resolve(__dirname, '../../storybook-static');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let server: Server;
let base = '';
let port = 0;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(root, 'index.json'))) throw new Error('Build Storybook first: npm run build-storybook');
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
  browser = await launch();
});
afterAll(async () => {
  // Each pool page on a host of its own (see `pool`), as the browser has them: read before the browser closes.
  const hosts = pool.made().map((slot) => new URL(slot.page.url()).host);
  await browser?.close();
  await new Promise((r) => server?.close(r));
  expect(new Set(hosts).size, `the pool's pages are on ${hosts.join(', ')}`).toBe(hosts.length);
});

/**
 * Pages for the stories, four at most (the concurrency of the suite below): a test takes one, shows its story, and
 * gives it back for the next. A page and its console log are made on first need. Each page has an origin of its own,
 * `http://pool<n>.localhost:<port>` (Chromium takes every `*.localhost` name to the loopback address without asking
 * DNS: the requests still go to 127.0.0.1), so each has its own cookie jar: a story clearing the `hasCart` cookie on one
 * page cannot empty the cart of a story starting at the same moment on another.
 */
const pool = (() => {
  type Slot = { page: Page; log: { errors: string[] }; origin: string; last?: string };
  const free: Slot[] = [];
  const waiting: ((slot: Slot) => void)[] = [];
  const all: Slot[] = [];
  let made = 0;
  return {
    made: () => all,
    async take(): Promise<Slot> {
      const slot = free.pop();
      if (slot) return slot;
      if (made < 4) {
        // Numbered before the await: four takes at once each wait for their page, and a number read after it would be 4
        // for all of them, putting the four pages on one origin with one cookie jar.
        const n = ++made;
        const page = await browser.context.newPage();
        // The video stories' players: a stub, never the real provider (nor the hosts a refused oEmbed names).
        await page.route(/^https:\/\/([\w-]+\.)*(youtube-nocookie\.com|youtube\.com|vimeo\.com|example)\//, (route) =>
          route.request().url().startsWith('https://www.youtube-nocookie.com/')
            ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>stub player</p>' })
            : route.abort('blockedbyclient'),
        );
        const fresh: Slot = { page, log: watchConsole(page), origin: `http://pool${n}.localhost:${port}` };
        all.push(fresh);
        return fresh;
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    give(slot: Slot): void {
      const next = waiting.shift();
      if (next) next(slot);
      else free.push(slot);
    },
  };
})();

/**
 * Shows story `id` in `page`. The first story of a page loads the preview; every later one is switched to in place
 * through Storybook's own channel (`setCurrentStory`, as its UI does when a designer picks another story): the
 * previous story unmounts (its widget, runtime and lightbox with it) and msw-storybook-addon applies the new story's
 * handlers. The preview, its service worker and axe-core then load once per page instead of once per story. Nothing
 * may be left of the previous story.
 */
async function show({ page, origin }: { page: Page; origin: string }, id: string): Promise<void> {
  // What the previous story left in the browser goes too: its cookies but the platform's crumb (a member's session an
  // account story signed in made the next story's sign-up fail) and its tab's storage.
  await page.context().clearCookies({ domain: new URL(origin).hostname, name: /^(?!crumb$)/ });
  if (page.url().startsWith(origin)) await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
  if (!page.url().startsWith(`${origin}/iframe.html`)) {
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
    return;
  }
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(e: string, f: (a: unknown) => void): void;
              off(e: string, f: (a: unknown) => void): void;
              emit(e: string, a: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
        const done = () => {
          channel.off('storyRendered', rendered);
          for (const e of failures) channel.off(e, failed);
        };
        const rendered = (shown: unknown) => {
          if (shown !== storyId) return;
          done();
          resolve();
        };
        const failed = (why: unknown) => {
          done();
          reject(new Error(`story ${storyId} failed: ${JSON.stringify(why)}`));
        };
        channel.on('storyRendered', rendered);
        for (const e of failures) channel.on(e, failed);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

const entries = existsSync(join(root, 'index.json'))
  ? Object.values(
      (JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string }> }).entries,
    ).filter((e) => e.type === 'story')
  : [];

/**
 * What every story must show: its widget's `data-sf-state`, and where the state alone does not tell the story apart,
 * a text its shadow root must contain, the cart pill's accessible name, or the dialog open inside it (role, and its
 * `data-state` when it has one). A story missing here fails the first test: pin it when you add it.
 */
type Want = { state: string; name?: string; text?: string; dialog?: { role: 'dialog' | 'alertdialog'; state?: string } };
const expected: Record<string, Want> = {
  'widgets-add-to-cart--idle': { state: 'idle', text: 'Add to Cart' },
  'widgets-add-to-cart--adding': { state: 'adding' },
  'widgets-add-to-cart--added': { state: 'added', text: 'Added!' },
  'widgets-add-to-cart--validation-error': { state: 'idle', text: 'Please select the Size and Colour options.' },
  'widgets-add-to-cart--alert': { state: 'idle', text: 'Please try again in a few seconds.', dialog: { role: 'alertdialog' } },
  'widgets-add-to-cart--sold-out': { state: 'sold-out', text: 'Back soon' },
  'widgets-add-to-cart--sold-out-default': { state: 'sold-out', text: 'sold out' },
  'widgets-add-to-cart--subscription': { state: 'idle', text: 'Subscribe' },
  'widgets-add-to-cart--gift-card': { state: 'idle', text: 'Purchase' },
  'widgets-add-to-cart--express-checkout': { state: 'idle', text: 'Purchase' },
  'widgets-add-to-cart--custom-label': { state: 'idle', text: 'Pre-order now' },
  'widgets-add-to-cart--waiting-for-the-cart': { state: 'loading' },
  'widgets-add-to-cart--form-open': { state: 'adding' },
  'widgets-add-to-cart--form-errors': { state: 'adding' },
  'widgets-add-to-cart--form-saving': { state: 'adding' },
  'widgets-add-to-cart--form-unavailable': { state: 'adding' },
  'widgets-cart-pill--hidden': { state: 'hidden' },
  'widgets-error-reporter--running': { state: 'running' },
  'widgets-error-reporter--ignored': { state: 'ignored' },
  'widgets-member-gate--visitor': { state: 'denied', text: 'This page is for members. Join to see it.' },
  'widgets-member-gate--signed-in-member': { state: 'member', text: 'Signed in as ada@example.com' },
  'widgets-order-confirmation--sent': { state: 'sent' },
  'widgets-order-confirmation--test-order': { state: 'test-order' },
  'widgets-order-confirmation--no-tag': { state: 'no-tag' },
  'widgets-cart-pill--one-item': { state: 'shown', name: 'Cart, 1 item' },
  'widgets-cart-pill--two-items': { state: 'shown', name: 'Cart, 2 items' },
  'widgets-cart-pill--over-a-hundred': { state: 'shown', name: 'Cart, 100+ items' },
  'widgets-cart-pill--loading': { state: 'loading' },
  'widgets-cart-pill--on-the-cart-page': { state: 'suppressed' },
  'widgets-cart-pill--express-checkout': { state: 'suppressed' },
  'widgets-cart-pill--themed': { state: 'shown', name: 'Cart, 3 items' },
  'widgets-cart--loading': { state: 'loading' },
  'widgets-cart--empty': { state: 'empty', text: 'You have nothing in your shopping cart.' },
  'widgets-cart--one-item': { state: 'ready', text: 'Subtotal $15.00' },
  'widgets-cart--several-items': { state: 'ready', text: 'Engraving text: Ada' },
  'widgets-cart--below-minimum': { state: 'below-minimum', text: 'To check out, your order subtotal must be $50.00 or more.' },
  'widgets-cart--updating': { state: 'updating' },
  'widgets-cart--failure-alert': { state: 'ready', dialog: { role: 'alertdialog' } },
  'widgets-cart--editing-answers': { state: 'ready' },
  'widgets-instalment-pill--eligible': { state: 'eligible', text: 'or 4 interest-free payments of $3.75 with Afterpay' },
  'widgets-instalment-pill--below-minimum': { state: 'below-min', text: 'Afterpay available for orders over $35.00' },
  'widgets-instalment-pill--above-maximum': { state: 'above-max', text: 'Afterpay available for orders up to $12.00' },
  'widgets-instalment-pill--clearpay': { state: 'eligible', text: 'with Clearpay' },
  'widgets-instalment-pill--french-canada': { state: 'eligible', text: 'with Afterpay' },
  'widgets-instalment-pill--hidden': { state: 'hidden' },
  'widgets-instalment-pill--hidden-digital': { state: 'hidden' },
  'widgets-instalment-pill--loading': { state: 'loading' },
  'widgets-instalment-pill--popup-open': { state: 'eligible', dialog: { role: 'dialog', state: 'loaded' } },
  'widgets-instalment-pill--popup-failed': { state: 'eligible', text: 'or 4 interest-free payments of $3.75 with Afterpay' },
  'widgets-instalment-pill--cart': { state: 'eligible', text: 'or 4 interest-free payments of $7.50 with Afterpay' },
  'widgets-product-status--on-sale-from': { state: 'ready', text: 'Only 15 left!' },
  'widgets-product-status--sold-out': { state: 'ready', text: 'Back soon' },
  'widgets-product-status--digital': { state: 'ready', text: '$9.99' },
  'widgets-product-status--loading': { state: 'loading' },
  'widgets-product-status--subscription': { state: 'ready', text: '$18.00 / month' },
  'widgets-product-status--subscription-unavailable': { state: 'ready', text: 'Unavailable' },
  'widgets-quantity--physical': { state: 'shown' },
  'widgets-quantity--digital': { state: 'hidden' },
  'widgets-quantity--subscription': { state: 'hidden' },
  'widgets-quantity--service': { state: 'shown' },
  'widgets-quantity--loading': { state: 'loading' },
  'widgets-variant-picker--dropdown': { state: 'ready', text: 'Select Size' },
  'widgets-variant-picker--radio': { state: 'ready' },
  'widgets-variant-picker--sold-out-choices': { state: 'ready', text: 'S — sold out' },
  'widgets-variant-picker--sold-out-choices-dropdown': { state: 'ready', text: 'S — sold out' },
  'widgets-variant-picker--single-variant': { state: 'none' },
  'widgets-variant-picker--loading': { state: 'loading' },
  'widgets-site-form--idle': { state: 'idle' },
  'widgets-site-form--address-suggestions': { state: 'idle', text: '1 Rue du 1er Mai' },
  'widgets-site-form--address-completion-fails': { state: 'idle' },
  'widgets-language-switcher--closed': { state: 'closed', text: 'English' },
  'widgets-language-switcher--open': { state: 'open', text: 'Deutsch' },
  'widgets-language-switcher--french': { state: 'open', text: 'Français' },
  'widgets-language-switcher--loading': { state: 'loading' },
  'widgets-language-switcher--unavailable': { state: 'unavailable' },
  'widgets-site-form--loading': { state: 'loading' },
  'widgets-site-form--field-errors': { state: 'error' },
  'widgets-site-form--server-field-errors': { state: 'error' },
  'widgets-site-form--submitting': { state: 'submitting' },
  'widgets-site-form--unauthorized': { state: 'error', text: 'Unable to submit form. Please try again later.' },
  'widgets-site-form--not-configured': { state: 'error' },
  'widgets-site-form--rate-limited': {
    state: 'error',
    text: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  },
  'widgets-site-form--server-error': { state: 'error', text: 'Unable to send form. Please try again later.' },
  'widgets-site-form--server-message': { state: 'error' },
  'widgets-site-form--unknown-error': { state: 'error', text: 'Unknown error, please try again later.' },
  'widgets-site-form--save-field-errors': { state: 'error' },
  'widgets-site-form--no-key': { state: 'error', text: 'Could not get a form submission key, please try again later.' },
  'widgets-site-form--validate-not-configured': { state: 'error' },
  'widgets-site-form--success-with-html': { state: 'success' },
  'widgets-site-form--newsletter': { state: 'idle' },
  'widgets-site-form--newsletter-error': { state: 'error' },
  'widgets-site-form--themed': { state: 'idle' },
  'widgets-site-form--with-captcha': { state: 'idle' },
  'widgets-gallery--grid': { state: 'ready' },
  'widgets-gallery--slideshow': { state: 'ready' },
  'widgets-gallery--carousel': { state: 'ready' },
  'widgets-gallery--stacked': { state: 'ready' },
  'widgets-gallery--one-picture': { state: 'ready' },
  'widgets-gallery--no-pictures': { state: 'empty' },
  'widgets-gallery--captions': { state: 'ready', text: 'The printA2, framed or not.' },
  'widgets-gallery--carousel-captions': { state: 'ready', text: 'The mugGlazed stoneware.' },
  'widgets-gallery--carousel-captions-moved': { state: 'ready', text: 'The printA2, framed or not.' },
  'widgets-gallery--carousel-captions-over': { state: 'ready', text: 'The penEngraved with a name.' },
  'widgets-gallery--autoplay-paused': { state: 'ready' },
  'widgets-gallery--lightbox-open': { state: 'ready' },
  'widgets-gallery--loading': { state: 'loading' },
  'widgets-audio--idle': { state: 'idle', text: 'Greenhouse sessions' },
  'widgets-audio--playing': { state: 'playing' },
  'widgets-audio--paused': { state: 'paused' },
  'widgets-audio--one-track': { state: 'idle', text: 'Morning mist' },
  'widgets-audio--captions': { state: 'playing', text: '♪ Soft bells climb a bright chord ♪' },
  'widgets-audio--more-than-60': { state: 'idle', text: 'Morning mist 58' },
  'widgets-audio--bad-url': { state: 'idle', text: 'Forest floor' },
  'widgets-audio--empty': { state: 'empty' },
  'widgets-reviews--ready': { state: 'ready', text: 'Verified buyer' },
  'widgets-reviews--only-imported': { state: 'ready', text: 'Imported' },
  'widgets-reviews--no-reviews': { state: 'empty', text: 'No reviews yet' },
  'widgets-reviews--failed': { state: 'error', text: 'Unable to load.' },
  'widgets-reviews--loading': { state: 'loading', text: 'Loading reviews…' },
  'widgets-reviews--off': { state: 'off' },
  'widgets-video--idle-poster': { state: 'idle', text: 'Repotting a Boston fern' },
  'widgets-video--no-title': { state: 'idle' },
  'widgets-video--overlay-false': { state: 'idle' },
  'widgets-video--playing': { state: 'playing' },
  'widgets-video--refused-with-link': { state: 'refused', text: 'Watch on YouTube' },
  'widgets-video--refused-without-link': { state: 'refused' },
  'widgets-video--in-the-gallery': { state: 'ready' },
  'widgets-event--timed': { state: 'ready', text: '10:00 AM – 12:00 PM Eastern Standard Time' },
  'widgets-event--all-day': { state: 'ready', text: 'All day · Eastern Standard Time' },
  'widgets-event--several-days': { state: 'ready', text: 'Friday, January 8, 2027 – Sunday, January 10, 2027' },
  'widgets-event--timed-over-several-days': { state: 'ready', text: 'Sunday, December 20, 2026, 12:00 PM' },
  'widgets-event--another-time-zone': { state: 'ready', text: 'Greenwich Mean Time' },
  'widgets-event--invalid-date': { state: 'invalid-date', text: 'Invalid Date' },
  'widgets-event--no-place': { state: 'ready', text: 'Online fern clinic' },
  'widgets-share--all-networks': { state: 'idle', text: 'Copy link' },
  'widgets-share--some-networks': { state: 'idle', text: 'Copy link' },
  'widgets-share--copied': { state: 'copied', text: 'Link copied' },
  'widgets-share--copy-failed': { state: 'copy-failed', text: 'The link could not be copied.' },
  'widgets-share--with-the-share-sheet': { state: 'idle', text: 'Share…' },
  'widgets-follow--known-networks': { state: 'ready' },
  'widgets-follow--other-hosts': { state: 'ready' },
  'widgets-follow--waiting': { state: 'waiting' },
  'widgets-like--idle': { state: 'idle', text: '12 likes' },
  'widgets-like--one-like': { state: 'idle', text: '1 like' },
  'widgets-like--liked': { state: 'idle', text: '13 likes' },
  'widgets-like--sending': { state: 'sending', text: '13 likes' },
  'widgets-like--offline': { state: 'error', text: 'Please check your internet connection.' },
  'widgets-like--by-id': { state: 'idle' },
  'widgets-like--loading': { state: 'loading' },
  'widgets-like--hidden': { state: 'hidden' },
  'widgets-comments--link': { state: 'link', text: '4 comments' },
  'widgets-comments--link-none': { state: 'link', text: 'Comment' },
  'widgets-comments--hidden': { state: 'hidden' },
  'widgets-comments--off': { state: 'hidden' },
  'widgets-comments--area': { state: 'idle', text: 'Priya' },
  'widgets-comments--loading-comments': { state: 'loading-comments' },
  'widgets-comments--empty': { state: 'idle', text: 'No comments yet.' },
  'widgets-comments--invalid': { state: 'invalid', text: 'Name cannot be blank' },
  'widgets-comments--pending': { state: 'pending', text: 'Your comment is awaiting approval.' },
  'widgets-comments--send-failed': { state: 'error', text: 'Comments are resting for a moment.' },
  'widgets-comments--waiting': { state: 'waiting' },
  'widgets-collection--first-page': { state: 'ready', text: 'from $19.00' },
  'widgets-collection--load-more': { state: 'ready', text: '8 more products shown' },
  'widgets-collection--list': { state: 'ready', text: '$6.00 / month for 1 year' },
  'widgets-collection--picture-shapes': { state: 'ready', text: 'Consultation' },
  'widgets-collection--theme-bands': { state: 'ready', text: 'Engraved Pen' },
  'widgets-collection--sold-out-cards': { state: 'ready', text: 'Back in spring' },
  'widgets-collection--empty': { state: 'empty', text: 'No products here yet.' },
  'widgets-collection--load-more-fails': { state: 'ready', text: 'The shop is taking a break. Try again in a minute.' },
  'widgets-collection--loading': { state: 'loading' },
  'widgets-collection--error': { state: 'error' },
  'widgets-product--error': { state: 'error' },
  'widgets-product--horizontal': { state: 'ready', text: 'Only 15 left!' },
  'widgets-product--vertical': { state: 'ready', text: 'Monstera' },
  'widgets-product--sold-out': { state: 'ready', text: 'Back soon' },
  'widgets-product--sold-out-no-restock': { state: 'ready', text: 'Back in autumn' },
  'widgets-product--subscription': { state: 'ready', text: '$6.00 / month for 1 year' },
  'widgets-product--some-parts': { state: 'ready', text: 'Fig Leaf Candle' },
  'widgets-product--loading': { state: 'loading' },
  'widgets-account--signed-out': { state: 'signed-out', text: 'Sign in' },
  'widgets-account--dialog-open': { state: 'dialog' },
  'widgets-account--wrong-password': { state: 'dialog' },
  'widgets-account--signing-in': { state: 'signing-in' },
  'widgets-account--too-many-attempts': { state: 'dialog' },
  'widgets-account--offline': { state: 'dialog' },
  'widgets-account--signed-in': { state: 'signed-in', text: 'Account' },
  'widgets-account--panel-open': { state: 'signed-in', text: 'Signed in as ada@example.com' },
  'widgets-account--sign-out-failed': { state: 'signed-in', text: 'Unable to sign out. Please try again.' },
  'widgets-account--session-ended': { state: 'signed-out', text: 'Your session has ended. Please sign in again.' },
  'widgets-popup--open': { state: 'open' },
  'widgets-popup--inline-form': { state: 'open' },
  'widgets-popup--field-errors': { state: 'open' },
  'widgets-popup--submitted': { state: 'submitted' },
  'widgets-popup--tall-form': { state: 'open' },
  'widgets-popup--already-signed-up': { state: 'off' },
  'widgets-popup--unavailable': { state: 'unavailable' },
  'widgets-quick-view--button': { state: 'idle' },
  'widgets-quick-view--open': { state: 'open' },
  'widgets-restock-form--idle': { state: 'idle' },
  'widgets-restock-form--hidden': { state: 'hidden' },
  'widgets-restock-form--invalid': { state: 'invalid' },
  'widgets-restock-form--submitting': { state: 'submitting' },
  'widgets-restock-form--success': { state: 'success', text: 'Signed up!' },
  'widgets-restock-form--server-error': { state: 'error' },
  'widgets-restock-form--with-captcha': { state: 'idle' },
  'widgets-restock-form--loading': { state: 'loading' },
  'widgets-restock-form--failed': { state: 'failed' },
};

/**
 * Stories of a page rather than one widget (Theming, Telemetry): each widget's state, by its name (every widget of the
 * story listed), and texts the page must show outside the widgets.
 */
const THEMED_PAGE = {
  'cart-pill': 'shown',
  'product-status': 'ready',
  'variant-picker': 'ready',
  quantity: 'shown',
  'add-to-cart': 'idle',
  'instalment-pill': 'eligible',
  'restock-form': 'idle',
  cart: 'ready',
  'site-form': 'idle',
};
const pages: Record<string, { widgets: Record<string, string>; texts?: string[] }> = {
  'theming--themed': { widgets: THEMED_PAGE },
  'theming--defaults': { widgets: THEMED_PAGE },
  // The visit once the product was ready, the add once pressed: both as sent, decoded from the beacons.
  'telemetry--analytics': {
    widgets: { 'add-to-cart': 'idle' },
    texts: [
      'Analytics events sent (2)',
      'commerce_visit_product_page: Poster p-poster, 15 USD',
      'commerce_add_to_cart: Poster p-poster, 15 USD, quantity 1',
      'Census calls (3)',
      'RecordHit: page view (1)',
      'button-render',
      'button-click',
    ],
  },
  'telemetry--toggles': {
    widgets: {},
    texts: [
      "isEnabled('new-cart-pill', false)true",
      "isEnabled('old-checkout', false)false",
      'variant(\'button-colour\', \'grey\'){"variant":"green","segmentName":"returning"}',
      "isEnabled('no-such-toggle', true)true",
    ],
  },
};

/** Stories that open the additional-fields lightbox (on <body>, outside #storybook-root): the state its dialog must reach. */
const lightboxes: Record<string, string> = {
  'widgets-add-to-cart--form-open': 'editing',
  'widgets-add-to-cart--form-errors': 'editing',
  'widgets-add-to-cart--form-saving': 'saving',
  'widgets-add-to-cart--form-unavailable': 'failed',
  'widgets-cart--editing-answers': 'editing',
  'widgets-gallery--lightbox-open': 'open',
  'widgets-quick-view--open': 'open',
  'widgets-account--dialog-open': 'open',
  'widgets-account--wrong-password': 'open',
  'widgets-account--signing-in': 'open',
  'widgets-account--too-many-attempts': 'open',
  'widgets-account--offline': 'open',
  'widgets-popup--open': 'open',
  'widgets-popup--inline-form': 'open',
  'widgets-popup--field-errors': 'open',
  'widgets-popup--submitted': 'open',
  'widgets-popup--tall-form': 'open',
};

/** What the lightbox of a story must say (the sign-in dialog's messages). */
const lightboxTexts: Record<string, string> = {
  'widgets-account--dialog-open': 'Forgot password?',
  'widgets-account--wrong-password': 'The email or password is incorrect.',
  'widgets-account--signing-in': 'Signing in…',
  'widgets-account--too-many-attempts': 'Too many sign-in attempts. Please try again in 60 seconds.',
  'widgets-account--offline': 'You appear to be offline. Check your connection and try again.',
  'widgets-popup--open': 'Newsletter',
  'widgets-popup--inline-form': 'Letters from the greenhouse',
};

/** Stories that show a failure the spec says is logged: the one console error each may (and must) give. */
const expectedErrors: Record<string, RegExp> = {
  'widgets-instalment-pill--popup-failed': /^\[storefront\] instalment-pill: the Afterpay page \(en_US\) could not be loaded/,
  'widgets-restock-form--failed': /^\[storefront\] .*restock-form: product "p-missing" could not be loaded/,
  'widgets-product--error': /^\[storefront\] .*product: product "p-gone" could not be loaded/,
  'widgets-collection--error': /^\[storefront\] .*collection: Not today\./,
  'widgets-popup--unavailable': /^\[storefront\] .*popup: form "f-gone" could not be loaded/,
  'widgets-site-form--address-completion-fails': /^\[storefront\] site-form: address completion stopped; the address is typed in full/,
  'widgets-language-switcher--unavailable': /^\[storefront\] .*language-switcher/,
  'widgets-video--refused-without-link': /^\[storefront\] .*video.*: the video's oEmbed HTML was not used, .*; the poster shows alone$/,
};

describe('Storybook stories', () => {
  it('pins what every story shows, and every pinned story exists', () => {
    expect(entries.map((e) => e.id).sort()).toEqual([...Object.keys(expected), ...Object.keys(pages)].sort());
  });

  // Four stories at a time, each pool page showing one story after another (see `show`): the suite is the longest of
  // the browser tests.
  it.concurrent.for(entries.filter((e) => !pages[e.id]).map((e) => [e.id] as [string]))(
    '%s renders, in its state, with no axe violation',
    async ([id], { expect }) => {
      const slot = await pool.take();
      const { page, log } = slot;
      try {
        // This story's console only (the previous story on this page was done: its test waited for its final state).
        log.errors.length = 0;
        await show(slot, id);
        await page.waitForFunction(() => document.querySelector('#storybook-root [data-sf-react][data-sf-state]'), null, {
          timeout: 20_000,
        });
        const want = expected[id];
        expect(want, `${id} is not pinned in this file`).toBeDefined();
        // A poll, not waitForFunction: a failure then says which state the story was in.
        // Should it fail, it also says what the page held: its origin, its previous story, its cookies and its answered
        // cart requests.
        const previous = slot.last;
        slot.last = id;
        await expect
          .poll(() => page.evaluate(() => document.querySelector('#storybook-root [data-sf-react]')!.getAttribute('data-sf-state')), {
            timeout: 10_000,
          })
          .toBe(want!.state)
          .catch(async (error: Error) => {
            const seen = await page.evaluate(() => ({
              cookies: document.cookie,
              cart: performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/shopping-cart'))
                .map((e) => `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ms, ${e.responseStatus}`),
              now: Math.round(performance.now()),
            }));
            throw new Error(
              `${error.message}\n(the page: ${slot.origin}; its previous story: ${previous ?? 'none'}; its cookies: "${seen.cookies}"; its cart requests answered: ${seen.cart.join('; ') || 'none'}; now ${seen.now} ms)`,
              { cause: error },
            );
          });
        if (want!.name) {
          const name = await page.evaluate(() =>
            document.querySelector('#storybook-root [data-sf-react]')!.shadowRoot!.querySelector('a')!.getAttribute('aria-label'),
          );
          expect(name).toBe(want!.name);
        }
        if (want!.text) {
          // A poll too: a failure says what the story showed instead, and which story the page showed before.
          await expect
            .poll(
              () =>
                page.evaluate(() =>
                  (document.querySelector('#storybook-root [data-sf-react]')!.shadowRoot!.textContent ?? '').replace(/\s+/g, ' '),
                ),
              { timeout: 10_000, message: `${id}'s text (its page's previous story: ${previous ?? 'none'})` },
            )
            .toContain(want!.text);
        }
        if (want!.dialog) {
          const { role, state } = want!.dialog;
          await page.waitForFunction(
            ([r, s]) =>
              document
                .querySelector('#storybook-root [data-sf-react]')!
                .shadowRoot!.querySelector(`[role=${r}]${s ? `[data-state=${s}]` : ''}`),
            [role, state ?? ''] as const,
            { timeout: 10_000 },
          );
        }
        // One widget: the previous story's unmounted with it.
        expect(await page.evaluate(() => document.querySelectorAll('#storybook-root [data-sf-react]').length)).toBe(1);
        const box = lightboxes[id];
        // The previous story's lightbox (on <body>) went with it: only a story that opens one has one.
        if (!box) expect(await page.evaluate(() => document.querySelectorAll('sf-lightbox').length)).toBe(0);
        if (box)
          await page.waitForFunction(
            (s) => document.querySelector('sf-lightbox')?.shadowRoot?.querySelector(`[role=dialog][data-state=${s}]`),
            box,
            { timeout: 10_000 },
          );
        const boxText = lightboxTexts[id];
        if (boxText)
          await page.waitForFunction(
            (text) => (document.querySelector('sf-lightbox')?.shadowRoot?.textContent ?? '').includes(text),
            boxText,
            { timeout: 10_000 },
          );
        if (id == 'widgets-add-to-cart--form-errors')
          await page.waitForFunction(() => document.querySelector('sf-lightbox')!.shadowRoot!.querySelector('[aria-invalid=true]'), null, {
            timeout: 10_000,
          });
        // axe() lets fades finish before it looks at colours (a spinner's endless animation is not waited for).
        expect(await axe(page, '#storybook-root')).toEqual([]);
        if (box) expect(await axe(page, 'sf-lightbox')).toEqual([]);
        const errors = log.errors.filter((e) => !e.includes('Failed to load resource'));
        const allowed = expectedErrors[id];
        if (allowed) {
          await expect.poll(() => log.errors.filter((e) => allowed.test(e)).length).toBe(1);
          expect(errors.filter((e) => !allowed.test(e))).toEqual([]);
        } else expect(errors).toEqual([]);
      } finally {
        pool.give(slot);
      }
    },
  );

  // The page stories: every widget in its state and the page's texts; in Theming the theme's custom properties and
  // ::part() rules reach into each shadow root (and are absent without the theme); axe clean.
  it.concurrent.for(Object.keys(pages).map((id) => [id] as [string]))(
    '%s: every widget in its state, the page as pinned',
    async ([id], { expect }) => {
      const slot = await pool.take();
      const { page, log } = slot;
      try {
        log.errors.length = 0;
        await show(slot, id);
        const want = pages[id]!;
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                Object.fromEntries(
                  [...document.querySelectorAll('#storybook-root [data-sf-react]')].map((el): [string, string | null] => [
                    el.getAttribute('data-sf-react')!,
                    el.getAttribute('data-sf-state'),
                  ]),
                ),
              ),
            { timeout: 15_000 },
          )
          .toEqual(want.widgets);
        for (const text of want.texts ?? [])
          await expect
            .poll(() => page.evaluate(() => (document.querySelector('#storybook-root')!.textContent ?? '').replace(/\s+/g, ' ')), {
              timeout: 10_000,
            })
            .toContain(text);
        if (id.startsWith('theming--')) await themeLooks(page, id == 'theming--themed', expect);
        expect(await axe(page, '#storybook-root')).toEqual([]);
        expect(log.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
      } finally {
        pool.give(slot);
      }
    },
  );
});

/** Theming: 13 computed styles across the nine widgets are the theme's (`themed`), or none of them is (the defaults). */
async function themeLooks(page: Page, themed: boolean, expect: ExpectStatic): Promise<void> {
  // What a designer sees change: [widget, part, CSS property, value under the story's theme].
  const looks: [string, string, string, string][] = [
    ['cart-pill', 'pill', 'background-color', 'rgb(10, 125, 85)'],
    ['cart-pill', 'count', 'font-weight', '800'],
    ['product-status', 'price', 'font-family', 'Georgia, serif'],
    ['variant-picker', 'choice', 'border-top-left-radius', '999px'],
    ['quantity', 'input', 'text-align', 'center'],
    ['add-to-cart', 'button', 'background-color', 'rgb(10, 125, 85)'],
    ['add-to-cart', 'button', 'text-transform', 'uppercase'],
    ['add-to-cart', 'button', 'border-top-left-radius', '12px'],
    ['instalment-pill', 'message', 'font-family', 'Georgia, serif'],
    ['restock-form', 'button', 'background-color', 'rgb(10, 125, 85)'],
    ['restock-form', 'cta', 'font-style', 'italic'],
    ['cart', 'checkout', 'background-color', 'rgb(10, 125, 85)'],
    ['site-form', 'submit', 'background-color', 'rgb(10, 125, 85)'],
  ];
  const seen = await page.evaluate(
    (list) =>
      list.map(([widget, part, property]) => {
        const el = document.querySelector(`#storybook-root [data-sf-react="${widget}"]`)?.shadowRoot?.querySelector(`[part~="${part}"]`);
        return el ? getComputedStyle(el).getPropertyValue(property) : `no ${part} part in ${widget}`;
      }),
    looks,
  );
  looks.forEach(([widget, part, property, value], i) => {
    if (themed) expect(seen[i], `${widget}::part(${part}) ${property}`).toBe(value);
    else {
      expect(seen[i], `${widget}::part(${part}) ${property}`).not.toMatch(/^no /);
      expect(seen[i], `${widget}::part(${part}) ${property}, the default`).not.toBe(value);
    }
  });
}

describe('Storybook stories in a row', () => {
  // What a story starts stays with it (see `show`): here, the error reporter the Ignored story starts for its page
  // (through its `before`). Left running, it would report a later story's widget failure through the Ignored story's
  // runtime, whose API has no token, while a later story's member is signed in: the platform refuses that (401,
  // siteUserAuthFail), the tab forgets its member's token, and every write of the stories after it on the page is
  // refused ("Your session has ended"): a site form that sends shows `error`, never `submitting`.
  it("a story's error reporter stops with it: a later member's session and writes are untouched", async () => {
    const page = await browser.context.newPage();
    const log = watchConsole(page);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() == 401) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    const slot = { page, origin: `http://row.localhost:${port}` };
    const state = () => page.evaluate(() => document.querySelector('#storybook-root [data-sf-react]')?.getAttribute('data-sf-state'));
    try {
      await show(slot, 'widgets-error-reporter--ignored');
      await expect.poll(state, { timeout: 20_000 }).toBe('ignored');
      // The member's story's runtime counts its page view once it has started its own error reporter
      // (src/runtime/afterLoad.ts): the census's RecordHit, sent with the member's token (read as it is sent).
      const counted = page.waitForRequest(
        (r) => new URL(r.url()).pathname == '/api/census/RecordHit' && !!r.headers()['x-siteuser-xsrf-token'],
        { timeout: 20_000 },
      );
      await show(slot, 'widgets-member-gate--signed-in-member');
      await expect.poll(state, { timeout: 10_000 }).toBe('member');
      await counted;
      // A widget of the page fails (the event every widget failure dispatches): reported once, with the member's token.
      const reported = page.waitForResponse((r) => new URL(r.url()).pathname == '/api/events/RecordJavascriptErrors', {
        timeout: 10_000,
      });
      await page.evaluate(() =>
        document.dispatchEvent(
          new CustomEvent('storefront:widget-error', {
            detail: { element: document.querySelector('#storybook-root [data-sf-react]'), reason: new Error('a widget failed') },
          }),
        ),
      );
      expect((await reported).status()).toBe(204);
      await show(slot, 'widgets-site-form--submitting');
      await expect.poll(state, { timeout: 10_000 }).toBe('submitting');
      expect(refused).toEqual([]);
      expect(log.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('Storybook controls', () => {
  // The manager UI, as a designer uses it: the Controls panel lists the component's props (from the package's types)
  // and changing one re-renders the story's widget with it, on the same runtime.
  it("the variant picker's controls list its props, and pickerStyle switches it to radio buttons", async () => {
    const page = await browser.context.newPage();
    const log = watchConsole(page);
    try {
      await page.goto(`${base}/?path=/story/widgets-variant-picker--dropdown`);
      const preview = page.frameLocator('#storybook-preview-iframe');
      const picker = preview.locator('[data-sf-react="variant-picker"]');
      await expect.poll(() => picker.getAttribute('data-sf-state'), { timeout: 20_000 }).toBe('ready');
      await expect.poll(() => picker.evaluate((el) => el.shadowRoot!.querySelectorAll('select').length)).toBe(2);
      const rows = page.locator('table tbody tr');
      await expect
        .poll(async () => (await rows.allInnerTexts()).map((t) => t.split(/\s/)[0]!.replace(/\*$/, '')).sort(), { timeout: 10_000 })
        .toEqual(['children', 'className', 'id', 'mainProduct', 'pickerStyle', 'product', 'productId', 'scope']);
      await page.locator('table tbody tr', { hasText: 'pickerStyle' }).getByText('radio', { exact: true }).click();
      await expect
        .poll(() => picker.evaluate((el) => el.shadowRoot!.querySelectorAll('input[type="radio"]').length), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await picker.evaluate((el) => el.shadowRoot!.querySelectorAll('select').length)).toBe(0);
      expect(await picker.getAttribute('data-style')).toBe('radio');
      expect(log.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
