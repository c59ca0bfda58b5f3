import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadOnce } from '../../src/runtime/loadOnce';
import type { Runtime } from '../../src/runtime/types';
import type { OverlayEvent } from '../../src/telemetry/census';
import type { PopupOptions } from './attributes';
import { popupDue, rememberClosed, rememberSubmitted } from './memory';
import { arm, checkoutPath, otherDialogOpen } from './trigger';

/**
 * - `off`: not on this page view (the cart or a checkout page; closed within the last `data-frequency` days, or
 *   submitted, for this `data-version`).
 * - `waiting`: its trigger is armed (a delay, a depth of scroll, the pointer leaving the window).
 * - `opening`: triggered: the form is loading in the hidden overlay (or another dialog is open: it waits for it to close).
 * - `open`: the overlay shows the form. `submitted`: its form was sent; the success text shows.
 * - `closed`: closed (Escape, the close button, a click outside): not again on this page view.
 * - `unavailable`: its form could not be shown: one console error, nothing shows.
 */
export type PopupState = 'off' | 'waiting' | 'opening' | 'open' | 'submitted' | 'closed' | 'unavailable';

export interface PopupProps extends PopupOptions {
  rt: Runtime;
  fail: (reason: unknown) => void;
  onState: (state: PopupState) => void;
}

/** How often the popup looks again whether another dialog has closed, once triggered while one is open. */
export const DIALOG_POLL_MS = 500;

/** The overlay (the one Dialog, the lightbox, a nested site form) loads when the popup is triggered. */
const loadDialog = loadOnce(() => import('./PopupDialog'));
/** The census call loads with the first moment it counts (with the after-load chunk's telemetry). */
const loadRecording = loadOnce(() => import('../../src/telemetry/onDemand'));

/**
 * A site form in an overlay, shown once, on the visitor's terms (docs/widgets/popup.md): when its trigger fires, never
 * on the cart or checkout pages, nor over another open dialog, at most once a page view; closed, it stays away
 * `frequency` days, and never shows again once its form was submitted (the keys of spec 001 §3, kept for `version`).
 * Each moment goes to the census (`POST /api/census/overlay`, `event` shown, closed or submitted). Nothing shows in the
 * element's place.
 */
export function Popup({ rt, source, trigger, version, frequency, newsletter, fail, onState }: PopupProps) {
  const [state, setState] = useState<PopupState>(() =>
    checkoutPath(location.pathname) || !popupDue(version, frequency) ? 'off' : 'waiting',
  );
  useLayoutEffect(() => onState(state), [state, onState]);
  const formId = source.kind == 'id' ? source.id : source.form.id;
  const record = useRef((event: OverlayEvent) => {
    loadRecording().then(
      (telemetry) => telemetry.recordOverlay(rt, event, formId),
      () => {}, // offline: not counted
    );
  });

  // Armed while waiting; when it fires, shown once no other dialog is open.
  useEffect(() => {
    if (state != 'waiting') return;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const disarm = arm(trigger, () => {
      const go = () => {
        if (otherDialogOpen()) poll = setTimeout(go, DIALOG_POLL_MS);
        // Another tab may have closed it or signed up meanwhile.
        else setState(popupDue(version, frequency) ? 'opening' : 'off');
      };
      go();
    });
    return () => {
      disarm();
      clearTimeout(poll);
    };
  }, [state, trigger, version, frequency]);

  /** The form could not be shown: reflected at once (the failure unmounts the widget before another render), one report. */
  const giveUp = (reason: unknown) => {
    setState('unavailable');
    onState('unavailable');
    fail(reason);
  };

  const showing = state == 'opening' || state == 'open' || state == 'submitted';
  useEffect(() => {
    if (!showing) return;
    let live = true;
    let close: (() => void) | null = null;
    const formAttrs = {
      ...(source.kind == 'id' ? { 'data-form-id': source.id } : { 'data-form-json': source.selector }),
      'data-newsletter': newsletter ? '' : undefined,
    };
    loadDialog()
      .then(async ({ openPopupDialog, formTitle }) => ({ openPopupDialog, title: await formTitle(rt, source) }))
      .then(
        ({ openPopupDialog, title }) => {
          if (!live) return;
          close = openPopupDialog({
            rt,
            title,
            formAttrs,
            onShown: () => {
              setState('open');
              record.current('shown');
            },
            onSubmitted: () => {
              rememberSubmitted(version);
              setState('submitted');
              record.current('submitted');
            },
            onClose: () => {
              rememberClosed(version);
              setState('closed');
              record.current('closed');
            },
            onUnavailable: giveUp,
          });
        },
        (reason: unknown) => live && giveUp(reason),
      );
    return () => {
      live = false;
      // After this render: the overlay is a root of its own, which React (not preact) may not unmount while it renders
      // (the popup itself unmounting, in a React theme).
      queueMicrotask(() => close?.());
    };
    // The source and options are read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showing]);

  return null;
}
