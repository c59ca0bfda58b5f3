import { act } from 'preact/test-utils';
import { useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../../forms/captcha/fakeProvider';
import { createOnce, type Once } from '../../runtime/loadOnce';
import { loadSiteSettings, type SiteSettings } from '../../settings/siteSettings';
import { widgetSettings } from '../../settings/widgetSettings';

/** The site settings' captchaSettings, as the runtime and the captcha read them. */
let site: SiteSettings['captchaSettings'];
import { Captcha, useCaptcha, type CaptchaHandle } from './index';

const win = window as unknown as { grecaptcha?: unknown };
let root: Root | null = null;
let fake: ReturnType<typeof fakeProvider>;
let once: Once;

beforeEach(() => {
  once = createOnce(); // a fresh runtime's cache: nothing loaded yet
  fake = fakeProvider();
  win.grecaptcha = fake;
  const settings = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: 's',
    textContent: '{"captchaSettings":{"siteKey":"k1"}}',
  });
  document.head.append(settings);
  site = widgetSettings(loadSiteSettings('#s')).captchaSettings;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  delete win.grecaptcha;
  vi.restoreAllMocks();
});

/** What the harness last rendered with, for the tests to read and drive. */
const live = {} as { handle: CaptchaHandle; setEnabled: (on: boolean) => void };

function Harness({ initial, theme, align }: { initial: boolean; theme?: string; align?: string }) {
  const [enabled, set] = useState(initial);
  const handle = useCaptcha({ enabled, theme, rt: { settings: { captchaSettings: site }, once } });
  useLayoutEffect(() => {
    live.handle = handle;
    live.setEnabled = set;
  }, [handle]);
  return (
    <form>
      <Captcha captcha={handle} align={align} />
      <p id="state">{handle.state}</p>
    </form>
  );
}

/** Renders in a shadow root, as widgets do. */
function mount(props: { initial: boolean; theme?: string; align?: string }) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow);
  act(() => root!.render(<Harness {...props} />));
  return shadow;
}

const part = (shadow: ShadowRoot) => shadow.querySelector<HTMLElement>('[part=captcha]');

describe('useCaptcha + <Captcha>', () => {
  it('not enabled: renders nothing, validate is null, token null', async () => {
    const shadow = mount({ initial: false });
    expect(part(shadow)).toBeNull();
    expect(live.handle.state).toBe('off');
    expect(live.handle.validate()).toBeNull();
    expect(live.handle.token()).toBeNull();
    await live.handle.execute();
    expect(fake.calls).toEqual([]);
  });

  it('enabled: renders once into its part inside the shadow root, with the theme; state reflected', async () => {
    const shadow = mount({ initial: true, theme: 'dark', align: 'center' });
    await vi.waitFor(() => expect(live.handle.state).toBe('ready'));
    const el = part(shadow)!;
    expect(el.getAttribute('data-state')).toBe('ready');
    expect(el.style.justifyContent).toBe('center');
    // Its place held for the provider's normal size (the test page has no layout: width 0 is the normal size).
    expect(el.style.minHeight).toBe('78px');
    expect(fake.widgets).toHaveLength(1);
    expect(fake.widgets[0]!.container).toBe(el);
    expect(fake.widgets[0]!.params).toMatchObject({ sitekey: 'k1', theme: 'dark' });
    expect(shadow.getElementById('state')!.textContent).toBe('ready');
  });

  it("holds the compact size's place in a container under 320 px, from the first render (before the provider is up)", async () => {
    delete win.grecaptcha; // the script never arrives here: the place is held meanwhile
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(n: T) => n);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300, height: 0 } as DOMRect);
    const shadow = mount({ initial: true });
    await vi.waitFor(() => expect(part(shadow)).not.toBeNull());
    expect(live.handle.state).not.toBe('ready');
    expect(part(shadow)!.style.minHeight).toBe('144px');
  });

  it('validate, token and reset go through the provider; the component re-renders on a new token', async () => {
    mount({ initial: true });
    await vi.waitFor(() => expect(live.handle.state).toBe('ready'));
    expect(live.handle.validate()).toBe('Complete CAPTCHA before submitting.');
    const before = live.handle;
    act(() => fake.complete(0, 'tok'));
    expect(live.handle).not.toBe(before);
    expect(live.handle.token()).toBe('tok');
    expect(live.handle.validate()).toBeNull();
    act(() => live.handle.reset());
    expect(live.handle.token()).toBeNull();
    expect(fake.calls).toContain('reset 0');
  });

  it('before the captcha is up, validate already holds the submit back', async () => {
    delete win.grecaptcha;
    vi.spyOn(document.head, 'appendChild').mockImplementation((n) => n); // the script never arrives
    mount({ initial: true });
    expect(live.handle.validate()).toBe('Complete CAPTCHA before submitting.'); // not even created yet
    await vi.waitFor(() => expect(live.handle.state).toBe('loading'));
    expect(live.handle.validate()).toBe('Complete CAPTCHA before submitting.');
  });

  it('turned on later (a fetched form), then off: rendered, then destroyed', async () => {
    const shadow = mount({ initial: false });
    act(() => live.setEnabled(true));
    await vi.waitFor(() => expect(live.handle.state).toBe('ready'));
    const el = part(shadow)!;
    act(() => live.setEnabled(false));
    await vi.waitFor(() => expect(part(shadow)).toBeNull());
    expect(el.childNodes).toHaveLength(0);
    expect(fake.calls).toContain('reset 0');
  });

  it('unmounting destroys it (the provider widget reset, the container emptied)', async () => {
    const shadow = mount({ initial: true });
    await vi.waitFor(() => expect(live.handle.state).toBe('ready'));
    const el = part(shadow)!;
    act(() => root!.unmount());
    root = null;
    await vi.waitFor(() => expect(fake.calls).toContain('reset 0'));
    expect(el.childNodes).toHaveLength(0);
  });

  it('the script missing: "ReCaptcha has not been set up!" logged, state failed, validate gives the message', async () => {
    delete win.grecaptcha;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(n: T) => {
      setTimeout(() => {
        (n as unknown as HTMLScriptElement).onerror?.(new Event('error'));
      });
      return n;
    });
    const shadow = mount({ initial: true });
    await vi.waitFor(() => expect(live.handle.state).toBe('failed'));
    expect(part(shadow)!.getAttribute('data-state')).toBe('failed');
    // A failed captcha gives back the place it held.
    expect(part(shadow)!.style.minHeight).toBe('');
    expect(errors.mock.calls[0]![0]).toBe('ReCaptcha has not been set up!');
    expect(live.handle.validate()).toBe('Complete CAPTCHA before submitting.');
    // validate() tried the script again (it fails again here)
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
  });
});
