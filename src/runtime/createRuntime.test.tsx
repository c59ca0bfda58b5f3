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
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${id}">${JSON.stringify({ localizedStrings })}</script>`);
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
  act(() => void mountWidget(el, rt, { name: 'label', css: '', render: () => <Label /> }));
  return el.shadowRoot!.textContent!;
}

describe("a runtime's strings (issue 13: no page-wide string state)", () => {
  it('are its site settings\' overrides on the defaults, for its API errors and its widgets alike', () => {
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
    act(() => {
      // A bare root: no StringsContext provider above it.
      void import('react-dom/client').then(({ createRoot }) => createRoot(el).render(<Probe />));
    });
    return vi.waitFor(() => expect(seen).toBe('OK'));
  });
});
