import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { mount } from './index';
import { profileOf, readProfiles } from './profiles';

const page = testPage();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
/** The observers the widget made, to tell them the element came near. */
let observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[];
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, targets: this.targets, options });
      }
      observe(el: Element) {
        this.targets.push(el);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const PROFILES =
  'https://www.instagram.com/fernandfield https://twitter.com/fernandfield https://fernandfield.bandcamp.com/ https://blog.fernandfield.example/';

function place(profiles: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-sf-widget="follow" data-profiles="${profiles}"><a href="https://www.instagram.com/fernandfield">Instagram</a></div>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  mount(el, page.with({ config: widgetTestConfig, emit: () => {}, report: vi.fn() }));
  return el;
}
const near = (el: Element) =>
  observers.forEach(({ callback, targets }) =>
    targets.includes(el)
      ? callback(
          [{ isIntersecting: true, target: el, boundingClientRect: { top: 0, bottom: 40 } } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        )
      : undefined,
  );

describe('profiles', () => {
  it('names a known network by its host (subdomains too), else the host', () => {
    expect(profileOf(new URL('https://www.facebook.com/x'))).toMatchObject({ icon: 'facebook', name: 'Facebook' });
    expect(profileOf(new URL('https://twitter.com/x'))).toMatchObject({ icon: 'x', name: 'X' });
    expect(profileOf(new URL('https://youtu.be/x'))).toMatchObject({ icon: 'youtube', name: 'YouTube' });
    expect(profileOf(new URL('https://www.threads.net/@x'))).toMatchObject({ icon: 'threads', name: 'Threads' });
    expect(profileOf(new URL('https://band.bandcamp.com'))).toMatchObject({ icon: 'bandcamp', name: 'Bandcamp' });
    expect(profileOf(new URL('https://notfacebook.com/x'))).toMatchObject({ icon: 'link', name: 'notfacebook.com' });
    expect(profileOf(new URL('https://www.fern.example/'))).toMatchObject({ icon: 'link', name: 'fern.example' });
  });

  it('keeps absolute http(s) URLs once; other words are refused', () => {
    const { profiles, refused } = readProfiles('https://x.com/a javascript:alert(1) /relative https://x.com/a ftp://f.example');
    expect(profiles.map((p) => p.url)).toEqual(['https://x.com/a']);
    expect(refused).toEqual(['javascript:alert(1)', '/relative', 'ftp://f.example']);
  });
});

describe('follow widget', () => {
  it('waits (the fallback showing) until the element comes within one screen, then shows named icon links, rel="me noopener"', async () => {
    const el = place(PROFILES);
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('waiting'));
    expect(el.hasAttribute('data-sf-fallback')).toBe(true);
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    expect(observers[0]!.options).toEqual({ rootMargin: '100% 0px' });
    expect(el.shadowRoot!.querySelector('a')).toBeNull();
    near(el);
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('ready'));
    expect(el.hasAttribute('data-sf-fallback')).toBe(false);
    const links = [...el.shadowRoot!.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Instagram (opens in a new window)',
      'X (opens in a new window)',
      'Bandcamp (opens in a new window)',
      'blog.fernandfield.example (opens in a new window)',
    ]);
    for (const a of links) expect([a.target, a.rel]).toEqual(['_blank', 'me noopener']);
    expect(links.map((a) => a.getAttribute('part'))).toEqual(['link instagram', 'link x', 'link bandcamp', 'link link']);
    expect(el.shadowRoot!.querySelector('ul')!.getAttribute('aria-label')).toBe('Follow us');
  });

  it('warns about words that are no http(s) URL; refuses an element with none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    place('https://www.instagram.com/f javascript:alert(1)');
    expect(warn).toHaveBeenCalledWith('[storefront] follow: data-profiles left out what is no http(s) URL: javascript:alert(1)');
    warn.mockRestore();
    expect(() => place('nothing here')).toThrow('data-profiles holds no http(s) profile URL');
    expect(() => place('')).toThrow('data-profiles is required');
  });
});
