// The like button's presses, coalesced (docs/widgets/like.md): the visitor's last word is sent once they stop pressing
// for SETTLE_MS, at most one request is in flight, and nothing is sent when they end where the platform already is.
// Framework-free, so that the rule is tested with a fake clock (like.test.tsx).

/** How long the presses must rest before the state they left is sent. */
export const SETTLE_MS = 400;

export interface LikeView {
  /** What the visitor sees: their last press (optimistic). */
  liked: boolean;
  /** The count shown: the platform's last count, moved by one where the visitor's state differs from the platform's. */
  count: number;
  /** A request is in flight. */
  sending: boolean;
}

export interface LikeOptions {
  /** Whether this browser liked the post (remembered), and the post's count (which includes that like). */
  liked: boolean;
  count: number;
  /** Sends the state; resolves with the platform's new count (or undefined when its answer has none). */
  send: (liked: boolean) => Promise<number | undefined>;
  /** Told every change of the view. */
  onChange: (view: LikeView) => void;
  /** A send that failed: the view is back at the platform's state (rolled back). */
  onError: (error: unknown) => void;
  /** A send that succeeded: remember `liked` for this browser. */
  onSaved: (liked: boolean) => void;
}

export interface LikeController {
  press(): void;
  view(): LikeView;
  /** Stops the timer (an answer still in flight is ignored). */
  dispose(): void;
}

export function createLikeController({ liked, count, send, onChange, onError, onSaved }: LikeOptions): LikeController {
  // The platform's state as last confirmed, and the visitor's wish.
  let saved = liked;
  let savedCount = count;
  let wish = liked;
  let sending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gone = false;

  const view = (): LikeView => ({ liked: wish, count: Math.max(0, savedCount + (wish == saved ? 0 : wish ? 1 : -1)), sending });
  const changed = () => !gone && onChange(view());

  const flush = () => {
    timer = undefined;
    if (gone || sending || wish == saved) return;
    const sent = wish;
    sending = true;
    changed();
    send(sent).then(
      (answer) => {
        if (gone) return;
        sending = false;
        saved = sent;
        savedCount = answer ?? savedCount + (sent ? 1 : -1);
        onSaved(sent);
        changed();
        // The visitor pressed again while this was in flight: their newer wish goes next.
        if (wish != saved) schedule();
      },
      (error: unknown) => {
        if (gone) return;
        sending = false;
        wish = saved;
        changed();
        onError(error);
      },
    );
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };

  return {
    press() {
      wish = !wish;
      changed();
      schedule();
    },
    view,
    dispose() {
      gone = true;
      clearTimeout(timer);
    },
  };
}
