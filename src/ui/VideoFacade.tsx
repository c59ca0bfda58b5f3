import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { Player, Vetted } from '../media/oembed';
import type { VideoData } from '../media/video';
import { loadOnce } from '../runtime/loadOnce';
import { Picture, type PictureLoading } from './Picture';
import { useT } from './strings';
import { stylesheet } from './stylesheet';
import { videoFacadeCss } from './videoFacadeCss';
import '../i18n/strings/embeds';

/**
 * - `idle`: the poster and its Play button; nothing of the provider is loaded;
 * - `starting`: pressed, the player being vetted (the vetting code loads from the SDK's own origin);
 * - `playing`: the provider's player, in an iframe built from the vetted URL, autoplaying, focused;
 * - `refused`: the oEmbed was not one allow-listed iframe: the poster links to the video's page, or shows alone.
 */
export type VideoState = 'idle' | 'starting' | 'playing' | 'refused';

export interface VideoFacadeProps {
  video: VideoData;
  /** The poster's `sizes` (how wide the facade shows). */
  sizes: string;
  loading?: PictureLoading;
  /** Told each time the player is inserted; `first`: the first time for this facade (the census counts that one). */
  onPlay?: (first: boolean) => void;
  /** Told once when the oEmbed is refused: why, and whether the poster links to the video's page instead. */
  onRefused?: (reason: string, linked: boolean) => void;
  onState?: (state: VideoState) => void;
  /** False: a playing video goes back to its poster (a gallery slide no longer shown); its sound stops with it. */
  active?: boolean;
  /** False: no title over the poster (a gallery shows its items' titles as its captions say). Default true. */
  showTitle?: boolean;
}

/** The vetting code (DOMPurify through the page's one instance): loaded with the first sign of intent, never up front. */
const loadVetting = loadOnce(() => import('../media/oembed'));

/** A `<link rel="preconnect">` to the player's origin, once per page: the press then waits for no connection. */
function preconnect(origin: string): void {
  const head = document.head;
  if (!head || [...head.querySelectorAll('link[rel=preconnect]')].some((l) => (l as HTMLLinkElement).href.startsWith(origin))) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  head.append(link);
}

/**
 * The one video facade (docs/widgets/video.md): the poster through the one picture component, sized by the player's
 * shape so that nothing moves, and a Play button named after the video. Nothing is asked of the provider until the
 * press (a preconnect on hover or focus); the oEmbed's HTML is vetted then (src/media/oembed.ts) and the player inserted
 * from the vetted URL only, autoplaying, focused. Shared by the video widget and the gallery's video items.
 */
export function VideoFacade({
  video,
  sizes,
  loading = 'lazy',
  onPlay,
  onRefused,
  onState,
  active = true,
  showTitle = true,
}: VideoFacadeProps) {
  const t = useT();
  const [state, setState] = useState<VideoState>('idle');
  const [player, setPlayer] = useState<Player | null>(null);
  const vetted = useRef<Promise<Vetted> | null>(null);
  const plays = useRef(0);
  const refusedOnce = useRef(false);
  const focusAfter = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => onState?.(state), [state, onState]);
  // Its CSS comes with it (a layout effect runs before the first paint), adopted by the shadow root it renders in, as
  // the Dialog's: a widget whose items may be videos (a gallery) carries none of it until one shows.
  useLayoutEffect(() => {
    const shadow = root.current!.getRootNode();
    const sheet = stylesheet(videoFacadeCss);
    if (shadow instanceof ShadowRoot && !shadow.adoptedStyleSheets.includes(sheet))
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  }, []);

  const refuse = (reason: string) => {
    // Refused while its button has focus (the intent was a focus): focus moves to what replaces the button.
    const here = root.current;
    if (here && here.contains((here.getRootNode() as Document | ShadowRoot).activeElement)) focusAfter.current = true;
    if (!refusedOnce.current) onRefused?.(reason, !!video.page);
    refusedOnce.current = true;
    setState('refused');
  };
  /** Vets the oEmbed once (the code loads on the first call); a refusal shows at once. */
  const vet = () =>
    (vetted.current ??= loadVetting().then(
      (m) => m.vetOembed(video.html),
      (error: unknown) => {
        vetted.current = null; // offline for a moment: the next intent tries again
        throw error;
      },
    ));
  const intent = () =>
    void vet().then(
      (v) => (v.ok ? preconnect(v.player.origin) : refuse(v.reason)),
      () => {},
    );
  const press = () => {
    focusAfter.current = true;
    setState('starting');
    vet().then(
      (v) => {
        if (!v.ok) return refuse(v.reason);
        setPlayer(v.player);
        setState('playing');
        onPlay?.(plays.current++ == 0);
      },
      // The vetting code could not be fetched: back to the poster; the next press tries again.
      () => {
        focusAfter.current = false;
        setState('idle');
      },
    );
  };

  // The player takes focus as it is inserted (the press moved the visitor there); a refusal moves focus from the
  // button that went to what replaced it.
  useLayoutEffect(() => {
    const to = !focusAfter.current ? null : state == 'playing' ? frame.current : state == 'refused' ? (link.current ?? root.current) : null;
    if (!to) return;
    focusAfter.current = false;
    to.focus();
  }, [state]);
  // A slide no longer shown: back to the poster, which stops the player (its sound with it).
  if (!active && state == 'playing') setState('idle');

  const { title, provider, poster, overlay, ratio } = video;
  const style = { '--sf-video-ratio': ratio, backgroundColor: poster?.colour ?? undefined } as CSSProperties;
  const titled = overlay && showTitle && !!title;
  /**
   * The poster, and with `overlay` a scrim and the title over it: the same in every state but `playing`. `named`: the
   * title is part of the name of what holds it (a link, whose name is its text; the button's is its label).
   */
  const face = (named = false) => (
    <>
      {poster && <Picture part="poster" className="video-poster" image={poster} sizes={sizes} loading={loading} />}
      {overlay && <span className="video-scrim" />}
      {titled ? (
        <span part="title" className="video-title" aria-hidden={named ? undefined : 'true'}>
          {title}
        </span>
      ) : (
        named && title && <span className="sf-visually-hidden">{title}</span>
      )}
    </>
  );
  return (
    <div
      ref={root}
      part="video"
      className="video"
      style={style}
      data-state={state}
      data-overlay={overlay ? undefined : 'false'}
      tabIndex={state == 'refused' && !video.page ? -1 : undefined}
    >
      {state == 'playing' && player ? (
        <iframe
          ref={frame}
          part="player"
          className="video-player"
          src={player.src}
          title={title ? t('videoPlayerOf', { title }) : t('videoPlayer')}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : state == 'refused' ? (
        video.page ? (
          // Named by its text, the label first ("Watch on YouTube Repotting a fern"): what it says is what it is called.
          <a ref={link} part="link" className="video-cover" href={video.page}>
            <span part="watch" className="video-watch">
              {provider ? t('videoWatchOn', { provider }) : t('videoWatch')}
            </span>
            {face(true)}
          </a>
        ) : (
          face()
        )
      ) : (
        <button
          type="button"
          part="play"
          className="video-cover"
          aria-label={title ? t('videoPlayOf', { title }) : t('videoPlay')}
          aria-busy={state == 'starting' ? 'true' : undefined}
          onPointerEnter={intent}
          onFocus={intent}
          onClick={state == 'starting' ? undefined : press}
        >
          {face()}
          <span part="play-icon" className="video-play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
