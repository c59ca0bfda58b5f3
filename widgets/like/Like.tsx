import { useEffect, useRef, useState } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { setLiked } from '../../src/api/posts';
import '../../src/i18n/strings/posts';
import { likeCount } from '../../src/posts/counts';
import { loadPost, type PostData, type PostSource } from '../../src/posts/post';
import type { Runtime } from '../../src/runtime/types';
import { safeLocalStorage } from '../../src/storage/safeStorage';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useT } from '../../src/ui/strings';
import { createLikeController, type LikeController, type LikeView } from './coalesce';
import { widgetSettings } from '../../src/settings/widgetSettings';

/**
 * - `loading`: the Post is being fetched (`data-post-id`; the fallback shows).
 * - `hidden`: the site's settings do not turn liking on (`simpleLikingEnabled`): nothing shows.
 * - `idle`: the button and the count.
 * - `sending`: the visitor's last state is on its way (the button stays pressable: presses are coalesced).
 * - `error`: the last send failed; the button and count are back where the platform is, with the message.
 * - `failed`: the Post could not be had; given up (the fallback shows).
 */
export type LikeState = 'loading' | 'hidden' | 'idle' | 'sending' | 'error' | 'failed';

export interface LikeProps {
  rt: Pick<Runtime, 'api' | 'once' | 'settings' | 'config'>;
  source: PostSource;
  fail: (reason: unknown) => void;
  onState: (state: LikeState) => void;
}

/** The key this browser remembers its like of a post under ('1' liked; absent not). */
export const likedKey = (postId: string) => `sf-liked:${postId}`;

export function Like({ rt, source, fail, onState }: LikeProps) {
  const t = useT();
  const enabled = widgetSettings(rt.settings).simpleLikingEnabled === true;
  const [post, setPost] = useState<PostData | null>('post' in source ? source.post : null);
  const [error, setError] = useState<unknown>(null);
  const [view, setView] = useState<LikeView | null>(null);
  const [message, setMessage] = useState('');
  const control = useRef<{ postId: string; made: LikeController } | null>(null);

  useEffect(() => {
    if (!enabled || post) return;
    let live = true;
    loadPost(rt, source).then(
      (p) => live && setPost(p),
      (e: unknown) => live && setError(e),
    );
    return () => void (live = false);
  }, [enabled, post, rt, source]);

  // Made on the first press (a press may come before any effect has run), for this post; stopped on unmount.
  const controllerOf = (p: PostData): LikeController => {
    if (control.current?.postId == p.id) return control.current.made;
    control.current?.made.dispose();
    const key = likedKey(p.id);
    const made = createLikeController({
      liked: safeLocalStorage.getItem(key) == '1',
      count: p.likeCount,
      send: (liked) =>
        setLiked(rt.api, p.id, liked).then((answer) => {
          const n = answer?.likeCount;
          return typeof n == 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
        }),
      onChange: setView,
      onSaved: (liked) => (liked ? safeLocalStorage.setItem(key, '1') : safeLocalStorage.removeItem(key)),
      // The API rejects with its typed errors, whose message is ready to show: no answer is the catalogue's "Please
      // check your internet connection." (src/api/errors.ts), which is also said of anything else (the errors' strings
      // area stays off the page's first screen).
      onError: (e) => setMessage(isStorefrontError(e) ? e.message : t('offline')),
    });
    control.current = { postId: p.id, made };
    return made;
  };
  useEffect(
    () => () => {
      control.current?.made.dispose();
      control.current = null;
    },
    [],
  );

  // Before the first press the view is the post's: the count and this browser's remembered like.
  const shown: LikeView | null =
    view ?? (post && enabled ? { liked: safeLocalStorage.getItem(likedKey(post.id)) == '1', count: post.likeCount, sending: false } : null);
  const state: LikeState = !enabled
    ? 'hidden'
    : error
      ? 'failed'
      : !shown
        ? 'loading'
        : shown.sending
          ? 'sending'
          : message
            ? 'error'
            : 'idle';
  useWidgetState(onState, state, fail, !!error, error);

  if (!enabled) return null;
  if (!shown) return <Fallback />;
  return (
    <div part="root" className="sf-root like">
      <button
        type="button"
        part="button"
        className="button"
        aria-pressed={shown.liked}
        onClick={() => {
          setMessage('');
          controllerOf(post!).press();
        }}
      >
        <svg part="icon" className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
        {t('likeButton')}
      </button>
      <span part="count" className="count" aria-live="polite">
        {likeCount(shown.count, t, rt.config.locale)}
      </span>
      <p part="message" className="message" role="alert">
        {message}
      </p>
    </div>
  );
}
