import { act } from 'preact/test-utils';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './Dialog';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A widget-like shadow root with a trigger button that opens the dialog; returns what the tests press and read. */
function page(props: Partial<DialogProps> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const onClose = vi.fn();
  let open: (on: boolean) => void = () => {};
  function Page() {
    const [on, setOn] = useState(false);
    open = setOn;
    return (
      <>
        <button id="trigger" onClick={() => setOn(true)}>
          Open
        </button>
        <button id="other">Other</button>
        {on && (
          <Dialog
            onClose={() => {
              onClose();
              setOn(false);
            }}
            {...props}
          >
            <p>Body</p>
            <button id="inside">Inside</button>
          </Dialog>
        )}
      </>
    );
  }
  root = createRoot(shadow);
  act(() => root!.render(<Page />));
  const $ = <T extends Element = HTMLElement>(s: string) => shadow.querySelector<T & HTMLElement>(s);
  return {
    shadow,
    $,
    onClose,
    open: (on = true) => {
      act(() => open(on));
    },
  };
}

describe('Dialog', () => {
  it('is named by its visible title (aria-labelledby), else by label; carries role, aria-modal, data-state and aria-busy', () => {
    const titled = page({ title: 'Unable to Add Item', role: 'alertdialog', state: 'loading', busy: true });
    titled.open();
    const d = titled.$('[part=dialog]')!;
    expect(d.getAttribute('role')).toBe('alertdialog');
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(titled.shadow.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe('Unable to Add Item');
    expect(d.hasAttribute('aria-label')).toBe(false);
    expect(d.getAttribute('data-state')).toBe('loading');
    expect(d.getAttribute('aria-busy')).toBe('true');
    act(() => root!.unmount());
    root = null;

    const labelled = page({ label: 'More about paying in instalments with Afterpay' });
    labelled.open();
    const l = labelled.$('[part=dialog]')!;
    expect(l.getAttribute('role')).toBe('dialog');
    expect(l.getAttribute('aria-label')).toBe('More about paying in instalments with Afterpay');
    expect(l.hasAttribute('aria-labelledby')).toBe(false);
    expect(labelled.$('[part=dialog-title]')).toBeNull();
  });

  it('moves focus in as it opens (the close button when it has one, else the first button) and back to the opener as it closes', () => {
    const { shadow, $, open } = page({ closeButton: true });
    $('#trigger')!.focus();
    open();
    expect(shadow.activeElement).toBe($('[part=dialog-close]'));
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect($('[part=dialog]')).toBeNull();
    expect(shadow.activeElement).toBe($('#trigger'));

    const plain = page();
    plain.$('#trigger')!.focus();
    plain.open();
    expect(plain.shadow.activeElement).toBe(plain.$('#inside'));
  });

  it('returns focus where returnFocus says, even when nothing had focus as it opened (Safari does not focus a clicked button)', () => {
    let target: HTMLElement | null = null;
    const { shadow, $, open } = page({ closeButton: true, returnFocus: () => target });
    target = $('#other');
    (document.activeElement as HTMLElement | null)?.blur();
    open();
    act(() => $('[part=dialog-close]')!.click());
    expect($('[part=dialog]')).toBeNull();
    expect(shadow.activeElement).toBe(target);
  });

  it('closes on a click outside only when dismissOnBackdrop is set, and never on a press that started inside', () => {
    const kept = page();
    kept.open();
    const backdrop = kept.$('[part=backdrop]')!;
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    backdrop.click();
    expect(kept.onClose).not.toHaveBeenCalled();
    act(() => root!.unmount());
    root = null;

    const dismissable = page({ dismissOnBackdrop: true });
    dismissable.open();
    const b = dismissable.$('[part=backdrop]')!;
    // A drag from inside the dialog out to the backdrop is not a click outside.
    dismissable.$('#inside')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    b.click();
    expect(dismissable.onClose).not.toHaveBeenCalled();
    b.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    b.click();
    expect(dismissable.onClose).toHaveBeenCalledTimes(1);
  });

  it('hidden: rendered but not shown (no focus, no Escape); it opens, focus in and back to the opener, once shown', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const onClose = vi.fn();
    let show: (on: boolean) => void = () => {};
    let close: () => void = () => {};
    function Page() {
      const [shown, setShown] = useState(false);
      const [open, setOpen] = useState(true);
      show = setShown;
      close = () => setOpen(false);
      return (
        <>
          <button id="trigger">Open</button>
          {open && (
            <Dialog hidden={!shown} title="Newsletter" closeButton onClose={onClose}>
              <button id="inside">Inside</button>
            </Dialog>
          )}
        </>
      );
    }
    root = createRoot(shadow);
    act(() => root!.render(<Page />));
    shadow.querySelector<HTMLElement>('#trigger')!.focus();
    expect(shadow.querySelector('.sf-backdrop')!.hasAttribute('hidden')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(shadow.activeElement!.id).toBe('trigger');
    act(() => show(true));
    expect(shadow.querySelector('.sf-backdrop')!.hasAttribute('hidden')).toBe(false);
    expect(shadow.activeElement!.getAttribute('part')).toBe('dialog-close');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => close());
    expect(shadow.activeElement!.id).toBe('trigger');
  });

  it('stops listening for Escape once closed', () => {
    const { onClose, open } = page();
    open();
    open(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
