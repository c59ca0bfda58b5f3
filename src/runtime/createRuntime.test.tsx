import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../../tests/unit/testRuntime';
import { defaultT } from '../i18n';
import { mountWidget } from '../ui/mountWidget';
import { useT } from '../ui/strings';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A page's settings script with these string overrides; returns its selector. */
function settings(id: string, localizedStrings: unknown): string {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${id}">${JSON.stringify({ localizedStrings })}</script>`,
  );
  return '#' + id;
}

/** What a widget of `rt` shows for `ok` and `close`, read with useT() as every widget component does. */
function shown(rt: ReturnType<typeof testRuntime>): string {
  const el = document.createElement('div');
  document.body.append(el);
  const Label = () => {
    const t = useT();
    return <p>{`${t('ok')} / ${t('close')}`}</p>;
  };
  void act(() => void mountWidget(el, rt, { name: 'label', css: '', render: () => <Label /> }));
  return el.shadowRoot!.textContent;
}

describe("a runtime's strings (no page-wide string state)", () => {
  it("are its site settings' overrides on the defaults, for its API errors and its widgets alike", () => {
    const rt = testRuntime({ config: { settings: settings('s-de', { ok: 'Gut', offline: 'Keine Verbindung.' }) } });
    expect(rt.t('ok')).toBe('Gut');
    expect(rt.api.t('offline')).toBe('Keine Verbindung.');
    expect(shown(rt)).toBe('Gut / Close');
  });

  it('are its own: two runtimes on one page keep theirs, and neither changes the defaults', () => {
    const de = testRuntime({ config: { settings: settings('s-de', { ok: 'Gut', close: 'Schließen' }) } });
    const fr = testRuntime({ config: { settings: settings('s-fr', { ok: 'D’accord' }) } });
    const plain = testRuntime();
    expect(shown(de)).toBe('Gut / Schließen');
    expect(shown(fr)).toBe('D’accord / Close');
    expect(shown(plain)).toBe('OK / Close');
    expect(shown(de)).toBe('Gut / Schließen');
    expect(defaultT('ok')).toBe('OK');
  });

  it('a component rendered outside any widget root reads the defaults', () => {
    testRuntime({ config: { settings: settings('s-de', { ok: 'Gut' }) } });
    let seen = '';
    const Probe = () => {
      seen = useT()('ok');
      return null;
    };
    const el = document.createElement('div');
    document.body.append(el);
    void act(() => {
      // A bare root: no StringsContext provider above it.
      void import('react-dom/client').then(({ createRoot }) => createRoot(el).render(<Probe />));
    });
    return vi.waitFor(() => expect(seen).toBe('OK'));
  });
});

describe("a runtime's after-load work (src/runtime/afterLoad.ts)", () => {
  it('starts within 500 ms on a page that never gets an idle period (the product visit and the census wait for it)', async () => {
    // A browser that gives the page no idle period: only the callback's timeout ever calls it.
    const asked: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      asked.push(options?.timeout ?? Infinity);
      return setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 1e9) as unknown as number;
    });
    // What the after-load work sends (the census, the visit's beacon) goes nowhere.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const started = vi.fn();
      document.addEventListener('storefront:toggles-ready', started);
      (window as { Storefront?: unknown }).Storefront = { __sf: 1 };
      testRuntime({ emit: (event) => document.dispatchEvent(new CustomEvent('storefront:' + event)) });
      expect(asked).toEqual([500]);
      await vi.advanceTimersByTimeAsync(500);
      vi.useRealTimers();
      await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
      document.removeEventListener('storefront:toggles-ready', started);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      delete (window as { Storefront?: unknown }).Storefront;
    }
  });
});
