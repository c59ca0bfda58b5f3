import { useEffect, useRef, useState, type ComponentType } from 'react';
import '../../src/i18n/strings/posts';
import { commentCount } from '../../src/posts/counts';
import { commentsShown, loadPost, type PostData, type PostSource } from '../../src/posts/post';
import type { Runtime } from '../../src/runtime/types';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useT } from '../../src/ui/strings';
import type { AreaProps, AreaState } from './Area';
import type { CommentsMode } from './attributes';
import { widgetSettings } from '../../src/settings/widgetSettings';

/**
 * - `loading`: the Post is being fetched (`data-post-id`; the fallback shows).
 * - `hidden`: comments are off for the site (`commentsEnabled: false`) or not shown for this post (spec 001 §4): nothing.
 * - `link`: the comment link.
 * - `waiting`: an area not scrolled near yet: the fallback shows, nothing of the area is loaded.
 * - then the area's own: `loading-comments`, `idle`, `submitting`, `pending`, `published`, `invalid`, `error`, `disqus`.
 * - `failed`: the Post or the area's code could not be had; given up (the fallback shows).
 */
export type CommentsState = 'loading' | 'hidden' | 'link' | 'waiting' | AreaState | 'failed';

export interface CommentsProps {
  rt: Runtime;
  source: PostSource;
  mode: CommentsMode;
  /** The widget's element: the area loads once it is within one screen of the viewport. */
  el: Element;
  fail: (reason: unknown) => void;
  onState: (state: CommentsState) => void;
}

/** The area's code: loaded once the area is near, never before (nothing of it on the page's first screen). */
const loadArea = loadOnce(() => import('./Area').then((m) => m.Area as ComponentType<AreaProps>));

/** Calls `near` once `el` is within one screen of the viewport (at once where IntersectionObserver is missing). */
function whenNear(el: Element, near: () => void): () => void {
  if (typeof IntersectionObserver == 'undefined') {
    near();
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        near();
      }
    },
    { rootMargin: '100% 0px' },
  );
  io.observe(el);
  return () => io.disconnect();
}

export function Comments({ rt, source, mode, el, fail, onState }: CommentsProps) {
  const t = useT();
  const enabled = widgetSettings(rt.settings).commentsEnabled !== false;
  const [post, setPost] = useState<PostData | null>('post' in source ? source.post : null);
  const [error, setError] = useState<unknown>(null);
  const [Area, setArea] = useState<ComponentType<AreaProps> | null>(null);
  const [areaState, setAreaState] = useState<AreaState | null>(null);
  const shown = !!post && commentsShown(post);
  const areaWanted = enabled && shown && mode == 'area';
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  useEffect(() => {
    if (!enabled || post) return;
    loadPost(rt, source).then(
      (p) => mounted.current && setPost(p),
      (e: unknown) => mounted.current && setError(e),
    );
  }, [enabled, post, rt, source]);
  useEffect(() => {
    if (!areaWanted) return;
    return whenNear(el, () => {
      loadArea().then(
        (A) => mounted.current && setArea(() => A),
        (e: unknown) => mounted.current && setError(e),
      );
    });
  }, [areaWanted, el]);

  const state: CommentsState = !enabled
    ? 'hidden'
    : error
      ? 'failed'
      : !post
        ? 'loading'
        : !shown
          ? 'hidden'
          : mode == 'link'
            ? 'link'
            : Area && areaState
              ? areaState
              : 'waiting';
  useWidgetState(onState, state, fail, !!error, error);

  if (state == 'hidden') return null;
  if (!post || error) return <Fallback />;
  if (mode == 'link') {
    const href = `${post.fullUrl ? post.fullUrl.replace(/#.*$/, '') : ''}#comments`;
    return (
      <a part="link" className="sf-root comment-link" href={href}>
        {commentCount(post.publicCommentCount, t, rt.config.locale)}
      </a>
    );
  }
  return Area ? <Area rt={rt} post={post} el={el} onState={setAreaState} /> : <Fallback />;
}
