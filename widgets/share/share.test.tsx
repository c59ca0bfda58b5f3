import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { mount } from './index';

const page = testPage();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
/** Whether an observed element is within a screen of the viewport (the stand-in IntersectionObserver says so at once). */
let near = true;
beforeEach(() => {
  near = true;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        if (near)
          queueMicrotask(() =>
            this.callback(
              [{ isIntersecting: true, target, boundingClientRect: { top: 0, bottom: 40 } } as IntersectionObserverEntry],
              this as never,
            ),
          );
      }
      disconnect() {}
    },
  );
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel=canonical]').forEach((l) => l.remove());
  document.title = 'A fern for the bathroom';
});
afterEach(() => vi.unstubAllGlobals());

function place(attrs = '') {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="share" ${attrs}><a href="mailto:?body=x">Email this</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  mount(el, page.with({ config: widgetTestConfig, emit: () => {}, report: vi.fn() }));
  return el;
}
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const links = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')];
const rendered = (el: HTMLElement) => vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('idle'));

describe('share widget', () => {
  it("shares the page's URL without its fragment by default: five links and Copy link, new windows with noopener", async () => {
    const el = place();
    await rendered(el);
    const here = location.href.replace(/#.*$/, '');
    expect(links(el).map((a) => a.getAttribute('aria-label'))).toEqual([
      'Share on Facebook (opens in a new window)',
      'Share on X (opens in a new window)',
      'Share on Pinterest (opens in a new window)',
      'Share on LinkedIn (opens in a new window)',
      'Share by email',
    ]);
    const [facebook, x, , linkedin, email] = links(el);
    expect(facebook!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(here)}`);
    expect(new URL(x!.href).searchParams.get('text')).toBe('A fern for the bathroom');
    expect(new URL(linkedin!.href).searchParams.get('url')).toBe(here);
    expect(email!.href).toBe(`mailto:?subject=A%20fern%20for%20the%20bathroom&body=${encodeURIComponent(here)}`);
    for (const a of links(el).slice(0, 4)) expect([a.target, a.rel]).toEqual(['_blank', 'noopener']);
    expect(email!.target).toBe('');
    expect($(el, 'button[part=copy]')!.textContent).toBe('Copy link');
    expect($(el, '[role=group]')!.getAttribute('aria-labelledby')).toBe('share-label');
  });

  it('prefers the canonical link; data-url, data-title, data-image and data-networks override', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://shop.example/journal/fern">');
    const plain = place('data-networks="facebook"');
    await rendered(plain);
    expect(links(plain)[0]!.href).toContain(encodeURIComponent('https://shop.example/journal/fern'));
    expect($(plain, 'button[part=copy]')).toBeNull();

    const el = place('data-url="/journal/moss" data-title="Moss" data-image="/media/moss.svg" data-networks="pinterest copy"');
    await rendered(el);
    expect(links(el)).toHaveLength(1);
    const pin = new URL(links(el)[0]!.href).searchParams;
    expect(Object.fromEntries(pin)).toEqual({
      url: `${location.origin}/journal/moss`,
      media: `${location.origin}/media/moss.svg`,
      description: 'Moss',
    });
  });

  it('waits, the fallback showing, until the element comes within one screen of the viewport', async () => {
    near = false;
    const el = place();
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('waiting'));
    await new Promise((r) => setTimeout(r, 50));
    expect(el.hasAttribute('data-sf-fallback')).toBe(true);
    expect(el.shadowRoot!.querySelector('a, button')).toBeNull();
  });

  it('refuses an unknown network or a javascript: URL (the fallback stays)', () => {
    expect(() => place('data-networks="facebook myspace"')).toThrow('names no such network: myspace');
    expect(() => place('data-url="javascript:alert(1)"')).toThrow('must be a path or an http(s) URL');
  });

  it('Copy link puts the URL on the clipboard and says "Link copied" politely', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const el = place('data-url="https://shop.example/p"');
    await rendered(el);
    const status = $(el, '[part=status]')!;
    expect([status.getAttribute('role'), status.getAttribute('aria-live'), status.textContent]).toEqual(['status', 'polite', '']);
    $(el, 'button[part=copy]')!.click();
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('copied'));
    expect(writeText).toHaveBeenCalledWith('https://shop.example/p');
    expect(status.textContent).toBe('Link copied');
  });

  it('a refused clipboard (and no copy command): says the link could not be copied', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const exec = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const el = place();
    await rendered(el);
    $(el, 'button[part=copy]')!.click();
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('copy-failed'));
    expect(exec).toHaveBeenCalledWith('copy');
    expect($(el, '[part=status]')!.textContent).toBe('The link could not be copied.');
    expect(el.shadowRoot!.querySelector('textarea')).toBeNull();
  });

  it("offers the browser's share sheet where it has one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const el = place('data-url="https://shop.example/p" data-title="Ferns"');
    await rendered(el);
    $(el, 'button[part=native]')!.click();
    expect(share).toHaveBeenCalledWith({ url: 'https://shop.example/p', title: 'Ferns' });
  });
});
