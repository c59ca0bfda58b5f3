import { useEffect, useLayoutEffect, useState } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { fetchComments } from '../../src/api/comments';
import '../../src/i18n/strings/discussion';
import type { PostData } from '../../src/posts/post';
import { epochMs, timeSince } from '../../src/posts/relativeTime';
import type { Runtime } from '../../src/runtime/types';
import { stylesheet } from '../../src/ui/stylesheet';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/errors';
import { commentAreaCss } from './areaStyles';
import { parseCommentPage, type CommentData } from './comment';
import { CommentForm, type FormPhase } from './CommentForm';
import { Disqus } from './Disqus';
import { widgetSettings } from '../../src/settings/widgetSettings';

/**
 * The area's states (on the element as `data-sf-state`): `loading-comments` (the first page on its way), `idle` (the
 * list and the form), `invalid` (the form refused what was typed: nothing sent), `submitting`, `pending` (the new
 * comment awaits approval), `published`, `error` (a list or a send failed: the message shows), `disqus` (Disqus's
 * embed instead).
 */
export type AreaState = 'loading-comments' | 'idle' | 'invalid' | 'submitting' | 'pending' | 'published' | 'error' | 'disqus';

export interface AreaProps {
  rt: Runtime;
  post: PostData;
  el: Element;
  onState: (state: AreaState) => void;
}

const HEADING_ID = 'sf-comments-heading';

/** A time's ISO form for `<time datetime>`, or undefined when it is not a date. */
const isoOf = (value: unknown): string | undefined => {
  const ms = epochMs(value);
  const date = ms === null ? null : new Date(ms);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
};

/** Adds the area's sheet to the widget's shadow root (once). */
function adoptAreaSheet(root: ShadowRoot | null): void {
  const sheet = stylesheet(commentAreaCss);
  if (root && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** A Disqus name as Disqus makes them: letters, digits and hyphens (anything else would change the script's host). */
export const disqusName = (value: string | undefined): string | null => (value && /^[a-z0-9-]{1,64}$/i.test(value) ? value : null);

/** The comment area, once it is near: Disqus's embed where the settings name one, else the platform's comments. */
export function Area({ rt, post, el, onState }: AreaProps) {
  const shortname = disqusName(widgetSettings(rt.settings).disqusShortname);
  // The area's sheet joins the element's (the link's came with the widget), before the first paint.
  useLayoutEffect(() => adoptAreaSheet(el.shadowRoot), [el]);
  useLayoutEffect(() => {
    if (shortname) onState('disqus');
  }, [shortname, onState]);
  if (shortname) return <Disqus shortname={shortname} post={post} el={el} />;
  return <PlatformComments rt={rt} post={post} onState={onState} />;
}

function PlatformComments({ rt, post, onState }: Omit<AreaProps, 'el'>) {
  const t = useT();
  const [comments, setComments] = useState<CommentData[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [listing, setListing] = useState(true);
  const [listError, setListError] = useState('');
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [now, setNow] = useState(() => Date.now());

  // A page of comments after `from` (null: the first), added below those shown.
  const load = (from: string | null) => {
    fetchComments(rt.api, post.id, from).then(
      (raw) => {
        const page = parseCommentPage(raw);
        setListing(false);
        if (!page) return setListError(t('unknownError'));
        setNow(Date.now());
        setComments((had) => [...had, ...page.comments.filter((c) => !had.some((h) => h.id == c.id))]);
        setCursor(page.nextCursor);
      },
      (e: unknown) => {
        setListing(false);
        setListError(isStorefrontError(e) ? e.message : t('unknownError'));
      },
    );
  };
  const more = (from: string) => {
    setListing(true);
    setListError('');
    load(from);
  };
  // The first page, once (`listing` starts true).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per post: `load` is this render's closure
  useEffect(() => load(null), [post.id]);

  const first = listing && !comments.length && !listError;
  const state: AreaState = first ? 'loading-comments' : listError && phase == 'idle' ? 'error' : phase;
  useLayoutEffect(() => onState(state), [state, onState]);

  return (
    <section part="area" className="sf-root area" aria-labelledby={HEADING_ID} aria-busy={first || undefined}>
      <h2 id={HEADING_ID} part="heading" className="heading">
        {t('commentsHeading')}
      </h2>
      {!first && !comments.length && !listError && (
        <p part="empty" className="empty">
          {t('commentsNone')}
        </p>
      )}
      <ol part="list" className="list">
        {comments.map((c) => (
          <li key={c.id} part={c.pending ? 'comment pending' : 'comment'} className="comment">
            <p className="meta">
              <span part="author" className="author">
                {c.author}
              </span>{' '}
              <time part="time" className="time" dateTime={isoOf(c.createdOn)}>
                {timeSince(c.createdOn, now, t)}
              </time>
              {c.pending && (
                <span part="pending-mark" className="pending-mark">
                  {t('commentPendingMark')}
                </span>
              )}
            </p>
            <p part="text" className="text">
              {c.text}
            </p>
          </li>
        ))}
      </ol>
      <p part="list-message" className="message" role="alert">
        {listError}
      </p>
      {cursor && (
        <button type="button" part="more" className="more" aria-disabled={listing || undefined} onClick={() => !listing && more(cursor)}>
          {t('commentsLoadMore')}
        </button>
      )}
      {/* The form once the first page is in: shown before it, the list arriving above would push it down. */}
      {!first && (
        <CommentForm
          rt={rt}
          post={post}
          onPhase={setPhase}
          onPosted={(c) => {
            setNow(Date.now());
            setComments((had) => [c, ...had]);
          }}
        />
      )}
    </section>
  );
}
