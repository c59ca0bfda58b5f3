import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The dialog's code cannot be fetched (the visitor went offline between page load and the failure).
vi.mock('./AlertDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
const { LazyAlertDialog } = await import('./LazyAlertDialog');

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('LazyAlertDialog when the dialog code cannot load', () => {
  it('still tells the visitor: the title and message are announced in place, as text', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    root = createRoot(shadow);
    act(() =>
      root!.render(
        <LazyAlertDialog title="Unable to Add Item" message="<b>Please check your internet connection.</b>" onClose={() => {}} />,
      ),
    );
    await vi.waitFor(() => expect(shadow.querySelector('[role=alert]')).not.toBeNull());
    const p = shadow.querySelector('[role=alert]')!;
    expect(p.textContent).toBe('Unable to Add Item. <b>Please check your internet connection.</b>');
    expect(p.querySelector('b')).toBeNull();
    expect(shadow.querySelector('[role=alertdialog]')).toBeNull();
  });
});
