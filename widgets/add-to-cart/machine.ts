import { ADDED_AFTER_MS, ADDED_FOR_MS, IDLE_AFTER_ERROR_MS } from './timing';

/**
 * Add-to-cart's states in one place (spec 000 §4 "Add-to-cart button"). A press runs the press code (./addFlow.ts),
 * which returns what happened as an `AddOutcome`; the component feeds each outcome, and each tick of the clock, to
 * `reduceAdd`, the one owner of the button's phase, its message and its alert.
 */
export type AddPhase = 'idle' | 'adding' | 'added';

export interface AddView {
  phase: AddPhase;
  /** Pressed and not back to idle yet: a press does nothing (also while the checks run, the button still idle). */
  busy?: boolean;
  /** The message next to the button ('' for none). */
  message: string;
  /** The failure alert, while it is open. */
  alert?: { title: string; message: string } | null;
  /** What the clock does next: after `[0]` ms, the event `[1]`. */
  timer?: [ms: number, tick: 'show-added' | 'idle'] | null;
}

/**
 * What a press came to. `next` is what follows: `adding` ends in another outcome once the request (or the form's
 * stock check) has answered; `form-opened` ends when the additional-fields lightbox closes (`dismissed` when closed
 * without a save, else the save's outcome).
 */
export type AddOutcome =
  /** A check of spec 000 §5 failed (or the stock for the form, or the press's code could not load): its message. */
  | { kind: 'invalid'; message: string }
  /** The checks passed; the request is on its way. */
  | { kind: 'adding'; next: Promise<AddOutcome> }
  /** The additional-fields lightbox is open; `close` closes it (the widget is going). */
  | { kind: 'form-opened'; close: () => void; next: Promise<AddOutcome> }
  /** In the cart: "Added!" follows. */
  | { kind: 'added' }
  /** Leaving for checkout, the subscription page or the gift-card page. */
  | { kind: 'navigated' }
  /** The request failed: an alert (spec 000 §8). */
  | { kind: 'failed'; title: string; message: string }
  /** The lightbox closed without a save. */
  | { kind: 'dismissed' };

export type AddEvent = AddOutcome | { kind: 'press' | 'show-added' | 'idle' | 'alert-closed' };

export const initialAdd: AddView = { phase: 'idle', message: '' };

export function reduceAdd(s: AddView, e: AddEvent): AddView {
  switch (e.kind) {
    case 'press':
      return { ...s, busy: true, message: '', alert: null };
    case 'adding':
      return { ...s, phase: 'adding' };
    case 'added':
      // Spec 000 §4: Added! 1 s after success, idle 2 s after that.
      return { ...s, timer: [ADDED_AFTER_MS, 'show-added'] };
    case 'show-added':
      return { ...s, phase: 'added', timer: [ADDED_FOR_MS, 'idle'] };
    case 'failed':
      // Idle 1 s after an error; the alert stays until it is closed.
      return { ...s, alert: e, timer: [IDLE_AFTER_ERROR_MS, 'idle'] };
    case 'navigated':
      // Leaving the page: should the visitor come back (back/forward cache), the button is usable again.
      return { ...s, timer: [IDLE_AFTER_ERROR_MS, 'idle'] };
    case 'alert-closed':
      return { ...s, alert: null };
    case 'form-opened':
      return s;
    case 'invalid':
    case 'dismissed':
    case 'idle':
      return { ...s, phase: 'idle', busy: false, timer: null, message: e.kind == 'invalid' ? e.message : s.message };
  }
}
