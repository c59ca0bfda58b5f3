/**
 * At most this many store notifications reach widgets in one animation frame; the rest wait for the next frames, in
 * the order they came. A page with 500 cart pills, all shown when the cart arrives, paints them over ten frames rather
 * than in one long frame (what a shown pill costs to lay out and paint is in docs/performance.md, "Many widgets on a
 * page": 50 keep a frame near 10 ms). A page with a few widgets never waits.
 */
export const PER_FRAME = 50;

interface Budget {
  /** Notifications still allowed in this frame. */
  left: number;
  /** Subscriptions waiting for a later frame (a Set keeps their order and holds each once). */
  waiting: Set<() => void>;
  /** The requested frame, 0 if none. */
  frame: number;
}

// The notifications delivered in this animation frame: a frame is the page's, whichever runtime renders into it.
let budget: Budget | undefined;

/** Asks for the next frame, which starts a new budget and hands it to the listeners waiting, in order. */
function nextFrame(b: Budget) {
  b.frame ||= requestAnimationFrame(() => {
    b.frame = 0;
    b.left = PER_FRAME;
    for (const call of b.waiting) {
      if (!b.left) break;
      b.left--;
      b.waiting.delete(call);
      call();
    }
    // Another frame while anything waits, or to give back what this one used.
    if (b.waiting.size || b.left < PER_FRAME) nextFrame(b);
  });
}

/**
 * Wraps a store's `subscribe` so its notifications share the page's frame budget: within budget a listener is called
 * at once (as the store calls it); past it, once in a later frame. The component then reads the store's state as it is
 * by then, so a late notification never shows an old value. (A hidden tab runs no frames: its waiting widgets catch up
 * when it is shown.)
 */
export function withinFrameBudget(subscribe: (listener: () => void) => () => void) {
  return (listener: () => void): (() => void) => {
    // This subscription's own call: what waits is the subscription, even if one listener were given twice.
    const call = () => listener();
    const off = subscribe(() => {
      const b = (budget ||= { left: PER_FRAME, waiting: new Set(), frame: 0 });
      if (b.left && !b.waiting.size) {
        b.left--;
        call();
      } else b.waiting.add(call);
      nextFrame(b);
    });
    return () => {
      off();
      budget?.waiting.delete(call);
    };
  };
}
