import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function open(onClose = vi.fn(), message = 'Please try again in a few seconds.') {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow);
  act(() => root!.render(<AlertDialog title="Unable to Add Item" message={message} onClose={onClose} />));
  return { shadow, onClose, dialog: shadow.querySelector('[role=alertdialog]')!, ok: shadow.querySelector('button')! };
}

describe('AlertDialog', () => {
  it('is a modal alert dialog named by its title and described by its message', () => {
    const { shadow, dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Unable to Add Item');
    expect(shadow.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('Please try again in a few seconds.');
    expect(shadow.querySelector('[part=backdrop]')!.contains(dialog)).toBe(true);
  });

  it('moves focus to its OK button at once', () => {
    const { shadow, ok } = open();
    expect(ok.textContent).toBe('OK');
    expect(shadow.activeElement).toBe(ok);
  });

  it('OK and Escape close it', () => {
    const { ok, onClose } = open();
    ok.click();
    expect(onClose).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows server text as text, never as HTML', () => {
    const { shadow } = open(vi.fn(), '<img src=x onerror="alert(1)"><b>bold</b>');
    expect(shadow.querySelector('img, b')).toBeNull();
    expect(shadow.querySelector('[part=dialog-message]')!.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
  });

  it('releases the focus trap and the Escape listener when closed', async () => {
    const { onClose } = open();
    await vi.dynamicImportSettled();
    act(() => root!.unmount());
    root = null;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AlertDialog styles', () => {
  it('adopts its stylesheet into the shadow root it opens in, once', () => {
    const { shadow } = open();
    const count = shadow.adoptedStyleSheets.length;
    expect(count).toBeGreaterThan(0);
    act(() => root!.render(<AlertDialog title="Again" message="m" onClose={() => {}} />));
    act(() => root!.render(<p />));
    act(() => root!.render(<AlertDialog title="Again" message="m" onClose={() => {}} />));
    expect(shadow.adoptedStyleSheets.length).toBe(count);
  });
});
