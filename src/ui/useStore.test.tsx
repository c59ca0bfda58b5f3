import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useStoreFields } from './useStore';

const host = document.createElement('div');
afterEach(() => host.replaceChildren());

describe('useStoreFields (no re-render for a field a widget does not show)', () => {
  it('re-renders when a listed field changes, not when another does, and gives the fields as they are', () => {
    const store = createStore(() => ({ chosen: { Size: 'S' }, quantity: '1', status: 'ready' }));
    let renders = 0;
    function Picker() {
      renders++;
      const { chosen, status } = useStoreFields(store, ['chosen', 'status']);
      return <output>{`${status} ${chosen['Size']}`}</output>;
    }
    const root = createRoot(host);
    act(() => root.render(<Picker />));
    expect([host.textContent, renders]).toEqual(['ready S', 1]);
    // Typing a quantity: the picker does not show it, so it does not render again.
    for (const quantity of ['2', '23', '']) act(() => store.setState({ quantity }));
    expect(renders).toBe(1);
    act(() => store.setState({ chosen: { Size: 'M' } }));
    expect([host.textContent, renders]).toEqual(['ready M', 2]);
    act(() => store.setState({ status: 'loading' }));
    expect([host.textContent, renders]).toEqual(['loading M', 3]);
    act(() => root.unmount());
  });
});
