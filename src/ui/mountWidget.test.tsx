import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultT, type Translate } from '../i18n';
import type { WidgetContext } from '../types';
import { Fallback, mountWidget } from './mountWidget';

const ctx = (report = vi.fn()): WidgetContext & { t: Translate } => ({
  t: defaultT,
  config: {
    apiRoot: '',
    websiteId: 'w',
    currency: 'USD',
    locale: 'en-US',
    expressCheckout: false,
    customCart: false,
    errorReporting: 'sdk',
    settings: null,
    scriptUrl: '',
  },
  emit: () => {},
  report,
});

function Boom(): never {
  throw new Error('kaboom');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountWidget', () => {
  it('renders into an open shadow root with constructable stylesheets, hiding the fallback', () => {
    const el = document.createElement('div');
    el.innerHTML = '<a href="/shop">fallback</a>';
    document.body.append(el);
    mountWidget(el, ctx(), { name: 'test', css: '.x{color:red}', render: () => <p className="x">hello</p> });
    expect(el.shadowRoot?.textContent).toBe('hello');
    expect(el.shadowRoot?.querySelector('slot')).toBeNull();
    expect(el.shadowRoot?.adoptedStyleSheets.length).toBe(2);
    expect(el.shadowRoot?.querySelector('style')).toBeNull();
    expect(el.querySelector('a')?.textContent).toBe('fallback'); // the light DOM is never touched
  });

  it('a widget that throws while rendering is reported once and its fallback shows again', async () => {
    const report = vi.fn();
    const el = document.createElement('div');
    el.innerHTML = '<a href="/shop">fallback</a>';
    document.body.append(el);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    mountWidget(el, ctx(report), { name: 'boom', css: '', render: () => <Boom /> });
    await new Promise((r) => setTimeout(r, 0));
    quiet.mockRestore();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBe(el);
    expect(String((report.mock.calls[0]![1] as Error).message)).toContain('boom failed while rendering: kaboom');
    expect(el.shadowRoot?.querySelector('slot')).not.toBeNull();
  });

  it('a widget can give up after rendering (fail): one report, fallback shows; the fallback can show while loading', async () => {
    const report = vi.fn();
    const el = document.createElement('div');
    el.innerHTML = '<a href="/shop">fallback</a>';
    document.body.append(el);
    let give: ((reason: unknown) => void) | undefined;
    mountWidget(el, ctx(report), {
      name: 'late',
      css: '',
      render: ({ fail }) => {
        give = fail;
        return <Fallback />;
      },
    });
    expect(el.shadowRoot?.querySelector('slot')).not.toBeNull();
    expect(el.hasAttribute('data-sf-fallback')).toBe(true);
    give!(new Error('product "p-x" could not be loaded'));
    give!(new Error('again'));
    await new Promise((r) => setTimeout(r, 0));
    expect(report).toHaveBeenCalledTimes(1);
    expect(String((report.mock.calls[0]![1] as Error).message)).toBe('late: product "p-x" could not be loaded');
    expect(el.shadowRoot?.querySelector('slot')).not.toBeNull();
  });

  it('data-sf-fallback is on the element exactly while its own content shows (the page then styles its box)', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<a href="/shop">fallback</a>';
    document.body.append(el);
    const handles: { show: (ready: boolean) => void } = { show: () => {} };
    const { useLayoutEffect, useState } = await import('react');
    const { act } = await import('preact/test-utils');
    function Widget() {
      const [ready, setReady] = useState(false);
      useLayoutEffect(() => {
        handles.show = setReady;
      }, []);
      return ready ? <p>ready</p> : <Fallback />;
    }
    const unmount = mountWidget(el, ctx(), { name: 't', css: '', render: () => <Widget /> });
    expect(el.hasAttribute('data-sf-fallback')).toBe(true);
    act(() => handles.show(true));
    expect(el.shadowRoot?.textContent).toBe('ready');
    expect(el.hasAttribute('data-sf-fallback')).toBe(false);
    act(() => handles.show(false));
    expect(el.hasAttribute('data-sf-fallback')).toBe(true);
    act(() => handles.show(true));
    unmount();
    expect(el.hasAttribute('data-sf-fallback')).toBe(true); // unmounted: the fallback shows again
    mountWidget(el, ctx(), { name: 't', css: '', render: () => <p>again</p> });
    expect(el.hasAttribute('data-sf-fallback')).toBe(false);
  });

  it('unmounting restores the fallback, and mounting again works', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const unmount = mountWidget(el, ctx(), { name: 't', css: '', render: () => <p>one</p> });
    unmount();
    expect(el.shadowRoot?.querySelector('slot')).not.toBeNull();
    mountWidget(el, ctx(), { name: 't', css: '', render: () => <p>two</p> });
    expect(el.shadowRoot?.textContent).toBe('two');
  });
});
