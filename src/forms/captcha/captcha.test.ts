import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSiteSettings, type SiteSettings } from '../../settings/siteSettings';
import { widgetSettings } from '../../settings/widgetSettings';
import { createOnce, type Once } from '../../runtime/loadOnce';
import { defaultT as t } from '../../i18n';
import { createCaptcha, loadCaptchaProvider, RECAPTCHA_SCRIPT_URL, RENDERED_ATTRIBUTE } from '.';
import { fakeProvider } from './fakeProvider';

type W = Window & { grecaptcha?: unknown };
const win = window as unknown as W;

/** The site settings' captchaSettings, as the runtime and the captcha read them (the last call of `settings`). */
let site: SiteSettings['captchaSettings'];
function settings(value: unknown) {
  document.getElementById('sf-settings')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'sf-settings';
  el.textContent = JSON.stringify(value);
  document.body.append(el);
  site = widgetSettings(loadSiteSettings('#sf-settings')).captchaSettings;
}

/** A container of the given width (happy-dom lays nothing out). */
function box(width = 400): HTMLElement {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ width, height: 80, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 80, toJSON: () => ({}) });
  document.body.append(el);
  return el;
}

const flush = () => new Promise((r) => setTimeout(r, 0));
let errors: { mock: { calls: unknown[][] } };
let once: Once;

beforeEach(() => {
  once = createOnce(); // a fresh runtime's cache: nothing loaded yet
  delete win.grecaptcha;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  settings({ captchaSettings: { siteKey: 'site-key-1' } });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Makes the next script appended to <head> "load" and define `provider` as grecaptcha. */
function scriptLoads(provider: unknown) {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    appended.push(script);
    setTimeout(() => {
      win.grecaptcha = provider;
      script.onload?.(new Event('load'));
    });
    return node;
  });
  return appended;
}

/** Makes the next script appended to <head> fail to load (as a 404 or an offline visitor does). */
function scriptFails() {
  vi.spyOn(document.head, 'appendChild').mockImplementationOnce(<T extends Node>(node: T) => {
    setTimeout(() => {
      (node as unknown as HTMLScriptElement).onerror?.(new Event('error'));
    });
    return node;
  });
}

describe('loadCaptchaProvider', () => {
  it('adds one script with the explicit-render URL and shares one promise', async () => {
    const fake = fakeProvider();
    const scripts = scriptLoads(fake);
    const a = loadCaptchaProvider(once, t);
    const b = loadCaptchaProvider(once, t, '/other.js');
    expect(a).toBe(b);
    expect(await a).toBe(fake);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(RECAPTCHA_SCRIPT_URL);
    expect(scripts[0]!.async).toBe(true);
  });

  it('resolves a relative scriptUrl against the page', async () => {
    const scripts = scriptLoads(fakeProvider());
    await loadCaptchaProvider(once, t, '/__mock/captcha.js');
    expect(scripts[0]!.src).toBe('http://127.0.0.1:3000/__mock/captcha.js');
  });

  it('uses a grecaptcha already on the page', async () => {
    const fake = fakeProvider();
    win.grecaptcha = fake;
    expect(await loadCaptchaProvider(once, t)).toBe(fake);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('a script that fails to load: "ReCaptcha has not been set up!" logged, rejected, and the next call tries again', async () => {
    scriptFails();
    await expect(loadCaptchaProvider(once, t, '/__mock/captcha.js')).rejects.toThrow('ReCaptcha has not been set up!');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('ReCaptcha has not been set up!');
    const fake = fakeProvider();
    vi.restoreAllMocks();
    scriptLoads(fake);
    expect(await loadCaptchaProvider(once, t, '/__mock/captcha.js')).toBe(fake);
  });

  it('waits for ready: reCAPTCHA defines render only after its first script has loaded', async () => {
    const fake = fakeProvider();
    let later: (() => void) | undefined;
    scriptLoads({ ready: (cb: () => void) => (later = cb) });
    const loaded = loadCaptchaProvider(once, t);
    await vi.waitFor(() => expect(later).toBeDefined());
    win.grecaptcha = fake;
    later!();
    expect(await loaded).toBe(fake);
  });

  it('a script that defines no grecaptcha is "not set up" too', async () => {
    scriptLoads(undefined);
    await expect(loadCaptchaProvider(once, t)).rejects.toThrow('ReCaptcha has not been set up!');
    expect(errors.mock.calls[0]![0]).toBe('ReCaptcha has not been set up!');
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)'])('refuses a scriptUrl that is not http(s): %s', async (url) => {
    const append = vi.spyOn(document.head, 'appendChild');
    await expect(loadCaptchaProvider(once, t, url)).rejects.toThrow('ReCaptcha has not been set up!');
    expect(append).not.toHaveBeenCalled();
  });

  it('a destroyed document fails the load', async () => {
    // A document with no window, as a removed frame's is.
    const destroyed = document.implementation.createHTMLDocument('gone');
    expect(destroyed.defaultView).toBeNull();
    await expect(loadCaptchaProvider(once, t, undefined, destroyed)).rejects.toThrow('The document was destroyed');
  });
});

describe('createCaptcha', () => {
  async function ready(width = 400, options = {}) {
    const fake = fakeProvider();
    win.grecaptcha = fake;
    const captcha = createCaptcha({ once, t, settings: site, ...options });
    const el = box(width);
    await captcha.render(el);
    return { fake, captcha, el };
  }

  it('renders once per container, marked rendered, with the site key and the form theme', async () => {
    const { fake, captcha, el } = await ready(400, { theme: 'dark' });
    expect(captcha.state).toBe('ready');
    expect(el.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    expect(fake.widgets[0]!.params).toMatchObject({ sitekey: 'site-key-1', theme: 'dark', size: 'normal' });
    await captcha.render(el);
    await createCaptcha({ once, t, settings: site }).render(el); // another controller: still a no-op
    expect(fake.calls.filter((c) => c == 'render')).toHaveLength(1);
  });

  it.each([
    [319, 'compact'],
    [320, 'normal'],
    [0, 'normal'],
  ])('a container %d px wide renders %s', async (width, size) => {
    const { fake } = await ready(width);
    expect(fake.widgets[0]!.params.size).toBe(size);
  });

  it('any theme but dark is light', async () => {
    const { fake } = await ready(400, { theme: 'blue' });
    expect(fake.widgets[0]!.params.theme).toBe('light');
  });

  it('validate: the message until completed, then null; token() is the provider response', async () => {
    const { fake, captcha } = await ready();
    expect(captcha.token()).toBeNull();
    expect(captcha.validate()).toBe('Complete CAPTCHA before submitting.');
    const seen: (string | null)[] = [];
    captcha.subscribe(() => seen.push(captcha.token()));
    fake.complete(0, 'tok-1');
    expect(captcha.token()).toBe('tok-1');
    expect(captcha.validate()).toBeNull();
    expect(seen).toEqual(['tok-1']);
    fake.expire(0);
    expect(captcha.validate()).toBe('Complete CAPTCHA before submitting.');
  });

  it('reset clears the token through the provider', async () => {
    const { fake, captcha } = await ready();
    fake.complete(0);
    captcha.reset();
    expect(fake.calls).toContain('reset 0');
    expect(captcha.token()).toBeNull();
  });

  it('execute asks the provider and resolves with its token; with a token it resolves at once', async () => {
    const { fake, captcha } = await ready();
    expect(await captcha.execute()).toBe('executed-token');
    expect(await captcha.execute()).toBe('executed-token');
    expect(fake.calls.filter((c) => c.startsWith('execute'))).toHaveLength(1);
  });

  it('destroy unrenders, unmarks the container and stops', async () => {
    const { fake, captcha, el } = await ready();
    fake.complete(0);
    captcha.destroy();
    expect(captcha.state).toBe('destroyed');
    expect(el.childNodes).toHaveLength(0);
    expect(el.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    expect(captcha.token()).toBeNull();
    await captcha.render(box());
    expect(fake.calls.filter((c) => c == 'render')).toHaveLength(1);
  });

  it('destroy while loading: nothing is rendered when the script arrives', async () => {
    const fake = fakeProvider();
    scriptLoads(fake);
    const captcha = createCaptcha({ once, t, settings: site });
    const done = captcha.render(box());
    expect(captcha.state).toBe('loading');
    captcha.destroy();
    await done;
    expect(fake.calls).toEqual([]);
  });

  it('render into an invalid node logs an error and renders nothing', async () => {
    win.grecaptcha = fakeProvider();
    const captcha = createCaptcha({ once, t, settings: site });
    await captcha.render(document.createElement('div')); // not in a document
    await captcha.render(null as unknown as Element);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]![0])).toContain('captcha: cannot render into');
    expect(captcha.state).toBe('idle');
  });

  it('a provider that throws on render logs an error and fails', async () => {
    const fake = fakeProvider();
    fake.render = () => {
      throw new Error('Invalid site key');
    };
    win.grecaptcha = fake;
    const captcha = createCaptcha({ once, t, settings: site });
    await captcha.render(box());
    expect(captcha.state).toBe('failed');
    expect(String(errors.mock.calls[0]![0])).toContain('could not render');
    expect(captcha.validate()).toBe('Complete CAPTCHA before submitting.');
  });

  it('no site key: one clear error, failed, and validate keeps the submit back', async () => {
    settings({});
    win.grecaptcha = fakeProvider();
    const captcha = createCaptcha({ once, t, settings: site });
    await captcha.render(box());
    expect(captcha.state).toBe('failed');
    expect(captcha.validate()).toBe('Complete CAPTCHA before submitting.');
    await flush();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('captchaSettings.siteKey');
  });

  it('the script missing: logged, failed, validate reports the captcha message and tries the load again', async () => {
    settings({ captchaSettings: { siteKey: 'k', scriptUrl: '/__mock/captcha.js' } });
    const captcha = createCaptcha({ once, t, settings: site });
    scriptFails();
    await captcha.render(box());
    expect(captcha.state).toBe('failed');
    expect(errors.mock.calls.map((c) => c[0])).toEqual(['ReCaptcha has not been set up!']);
    const fake = fakeProvider();
    const scripts = scriptLoads(fake);
    expect(captcha.validate()).toBe('Complete CAPTCHA before submitting.');
    await vi.waitFor(() => expect(captcha.state).toBe('ready'));
    expect(scripts[0]!.src).toBe('http://127.0.0.1:3000/__mock/captcha.js');
    fake.complete(0);
    expect(captcha.validate()).toBeNull();
  });

  it('moving to another container unrenders the first', async () => {
    const { fake, captcha, el } = await ready();
    const next = box();
    await captcha.render(next);
    expect(el.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false);
    expect(next.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    expect(fake.widgets[1]!.container).toBe(next);
  });
});
