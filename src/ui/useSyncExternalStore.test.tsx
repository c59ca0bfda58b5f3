// useSyncExternalStore as the widgets use it (preact/compat in the build and these tests): it behaves as React's does.
import { act } from 'preact/test-utils';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';

const host = document.createElement('div');
afterEach(() => host.replaceChildren());

function setup() {
  const store = createStore(() => ({ n: 0, other: 0 }));
  let renders = 0;
  function Count({ pick = (s: { n: number }) => s.n }) {
    renders++;
    return <output>{useSyncExternalStore(store.subscribe, () => pick(store.getState()))}</output>;
  }
  const root = createRoot(host);
  return { store, root, Count, renders: () => renders };
}

describe('useSyncExternalStore and createRoot (preact/compat)', () => {
  it('createRoot renders into a shadow root and unmount empties it', () => {
    const el = document.createElement('div');
    const shadow = el.attachShadow({ mode: 'open' });
    const root = createRoot(shadow);
    act(() => root.render(<p>hello</p>));
    expect(shadow.innerHTML).toBe('<p>hello</p>');
    act(() => root.unmount());
    expect(shadow.innerHTML).toBe('');
  });

  it('useSyncExternalStore shows each new snapshot, and only re-renders when the selected value changes', () => {
    const { store, root, Count, renders } = setup();
    act(() => root.render(<Count />));
    expect(host.textContent).toBe('0');
    act(() => store.setState({ n: 2 }));
    expect(host.textContent).toBe('2');
    const before = renders();
    act(() => store.setState({ other: 5 }));
    expect(renders()).toBe(before);
  });

  it('useSyncExternalStore catches a change made between render and subscribe', () => {
    const { store, root, Count } = setup();
    // Rendered after Count, before Count's effects subscribe: without the check on subscribe, "0" would stay.
    function Mutator() {
      if (store.getState().n == 0) store.setState({ n: 7 });
      return null;
    }
    act(() =>
      root.render(
        <>
          <Count />
          <Mutator />
        </>,
      ),
    );
    expect(host.textContent).toBe('7');
  });

  it('useSyncExternalStore subscribes once, again only for a new subscribe function, and unsubscribes on unmount', () => {
    const store = createStore(() => ({ n: 0 }));
    let active = 0;
    let subscriptions = 0;
    const subscribe = (fn: () => void) => {
      active++;
      subscriptions++;
      const off = store.subscribe(fn);
      return () => {
        active--;
        off();
      };
    };
    function Count({ sub }: { sub: typeof subscribe }) {
      return <output>{useSyncExternalStore(sub, () => store.getState().n)}</output>;
    }
    const root = createRoot(host);
    act(() => root.render(<Count sub={subscribe} />));
    act(() => store.setState({ n: 1 }));
    act(() => root.render(<Count sub={subscribe} />));
    expect([active, subscriptions]).toEqual([1, 1]);
    act(() => root.render(<Count sub={(fn) => subscribe(fn)} />));
    expect([active, subscriptions]).toEqual([1, 2]);
    expect(host.textContent).toBe('1');
    act(() => root.unmount());
    expect(active).toBe(0);
  });
});
