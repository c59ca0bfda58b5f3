import { useLayoutEffect, useRef, useState } from 'react';
import '../../src/i18n/strings/audio-player';
import { loadOnce } from '../../src/runtime/loadOnce';
import type { Runtime } from '../../src/runtime/types';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useT } from '../../src/ui/strings';
import { Bars, clock, PauseIcon, PlayIcon, Seek, SkipButton } from './controls';
import type { Playlist, Track } from './playlist';

export { clock };

/**
 * - `empty`: no track to play (none given, or none with an http(s) URL): the fallback shows;
 * - `idle`: the player, nothing played yet (no audio byte loaded: `preload="none"`, the source set at the first Play);
 * - `playing`, `paused`;
 * - `error`: the current track could not be played (its message shows; the other tracks still can be).
 */
export type AudioState = 'empty' | 'idle' | 'playing' | 'paused' | 'error';

export interface AudioProps {
  rt: Pick<Runtime, 'api' | 'config' | 'settings' | 'emit'>;
  /** The widget's element: what the `audio-play` event names, so the page's other players pause. */
  element: HTMLElement;
  playlist: Playlist;
  /** `data-label`: the player's name, else the playlist's title, else "Audio player". */
  label: string | null;
  fail: (reason: unknown) => void;
  onState: (state: AudioState) => void;
}

/** What every player listens to on `document`: another player started (`storefront:audio-play`), so this one pauses. */
export const PLAY_EVENT = 'storefront:audio-play';

/** The first play's census call (spec 001 §3 audio 20) loads with it, with the after-load chunk's other telemetry. */
const loadTelemetry = loadOnce(() => import('../../src/telemetry/onDemand'));

const finite = (n: number | null | undefined): n is number => typeof n == 'number' && Number.isFinite(n) && n > 0;

/** The browser's media controls (the Media Session API), where it has them. */
const mediaSession = (): MediaSession | null => ('mediaSession' in navigator ? navigator.mediaSession : null);

const ACTIONS = ['play', 'pause', 'previoustrack', 'nexttrack', 'seekto', 'seekbackward', 'seekforward'] as const;
/** Hands the media session this player's actions (none: every action let go). */
function setActions(session: MediaSession, handlers: Partial<Record<(typeof ACTIONS)[number], MediaSessionActionHandler>>): void {
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, handlers[action] ?? null);
    } catch {
      // An action this browser does not know.
    }
  }
}

/**
 * A player of the SDK's own over one `<audio preload="none">`: play and pause, previous and next, a seek slider
 * (`role=slider`, "1:05 of 3:20"; the arrow keys move it 5 s, Space plays and pauses), the track list with the current
 * track marked `aria-current`, the browser's media controls (Media Session), and one player playing at a time on the
 * page. Its first play is counted by the census (RecordHit, event 20). docs/widgets/audio.md.
 */
export function Audio({ rt, element, playlist, label, fail, onState }: AudioProps) {
  const t = useT();
  const { tracks } = playlist;
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<Exclude<AudioState, 'empty'>>('idle');
  const [position, setPosition] = useState(0);
  /** The position as last set, for keys pressed faster than the player renders. */
  const where = useRef(0);
  const moveTo = (seconds: number) => setPosition((where.current = seconds));
  /** The loaded file's own length, once known (it wins over the data's), and its track. */
  const [loadedLength, setLoadedLength] = useState<{ of: number; seconds: number } | null>(null);
  const state: AudioState = tracks.length ? status : 'empty';
  useWidgetState(onState, state, fail, false);

  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLOListElement>(null);
  /** The track whose file the <audio> element has as its source (-1: none yet, or it failed). */
  const loaded = useRef(-1);
  /** The same, for rendering: the captions of the track whose file is the source load with it. */
  const [source, setSource] = useState(-1);
  const [caption, setCaption] = useState<{ of: string; text: string } | null>(null);
  const captionsTrack = useRef<HTMLTrackElement>(null);
  const counted = useRef(false);
  const track: Track | undefined = tracks[index];
  const lengthOf = (i: number) => (loadedLength?.of == i ? loadedLength.seconds : tracks[i]?.duration) || 0;
  const length = lengthOf(index);
  const titleOf = (i: number) => tracks[i]?.title || t('audioUntitled', { number: String(i + 1) });

  /** Plays track `i` from `from` seconds: its file becomes the source (the first bytes load now, never before). */
  const playTrack = (i: number, from = 0) => {
    const a = audio.current;
    const next = tracks[i];
    if (!a || !next) return;
    if (loaded.current != i) {
      a.src = next.url;
      loaded.current = i;
      setSource(i);
    }
    if (from > 0 || a.currentTime) a.currentTime = from;
    setIndex(i);
    moveTo(from);
    a.play().catch(refused);
  };
  /** A play the browser refused: not allowed (autoplay rules) leaves it as it was; an unplayable file is an error. */
  const refused = (error: unknown) => {
    if ((error as Error | null)?.name == 'NotSupportedError') setStatus('error');
  };
  const toggle = () => {
    const a = audio.current;
    if (!a || !track) return;
    if (!a.paused) return a.pause();
    if (loaded.current == index) void a.play().catch(refused);
    else playTrack(index, where.current < length ? where.current : 0);
  };
  /** Track `i`: played at once while playing, else chosen (it loads at the next Play). */
  const go = (i: number) => {
    if (i < 0 || i >= tracks.length) return;
    if (status == 'playing') return playTrack(i);
    setIndex(i);
    moveTo(0);
    // Back to the track whose file is loaded: from its start, as the slider says.
    if (loaded.current == i && audio.current) audio.current.currentTime = 0;
    if (status == 'error') setStatus('paused');
  };
  const seek = (to: number) => {
    if (!length) return;
    const at = Math.min(length, Math.max(0, to));
    moveTo(at);
    if (loaded.current == index && audio.current) audio.current.currentTime = at;
  };

  // The media session's actions reach the latest render's functions.
  const latest = useRef({ toggle, go, seek, index });
  useLayoutEffect(() => {
    latest.current = { toggle, go, seek, index };
  });
  /** The browser's media controls' metadata while they show this player (null once another took them). */
  const metadata = useRef<MediaMetadata | null>(null);

  /** What the `audio-play` and `audio-pause` events tell: the track whose file plays. */
  const detail = () => {
    const i = Math.max(0, loaded.current);
    return { element, index: i, title: titleOf(i), artist: tracks[i]!.artist, url: tracks[i]!.url };
  };
  // The <audio> element's events, as props (attached with the element: a press right after mounting is heard).
  const onPlay = () => {
    setStatus('playing');
    rt.emit('audio-play', detail());
    if (!counted.current) {
      counted.current = true;
      loadTelemetry().then(
        (telemetry) => telemetry.recordAudioPlay(rt),
        () => {},
      );
    }
    const session = mediaSession();
    if (!session) return;
    const { title, artist } = detail();
    if (typeof MediaMetadata == 'function')
      session.metadata = metadata.current = new MediaMetadata({ title, artist, album: playlist.title });
    session.playbackState = 'playing';
    const a = audio.current!;
    setActions(session, {
      play: () => a.paused && latest.current.toggle(),
      pause: () => a.pause(),
      previoustrack: () => latest.current.go(latest.current.index - 1),
      nexttrack: () => latest.current.go(latest.current.index + 1),
      seekto: (d) => d.seekTime != null && latest.current.seek(d.seekTime),
      seekbackward: (d) => latest.current.seek(a.currentTime - (d.seekOffset ?? 10)),
      seekforward: (d) => latest.current.seek(a.currentTime + (d.seekOffset ?? 10)),
    });
  };
  const onPause = () => {
    setStatus((s) => (s == 'error' ? s : 'paused'));
    rt.emit('audio-pause', detail());
    const session = mediaSession();
    if (session && metadata.current && session.metadata == metadata.current) session.playbackState = 'paused';
  };
  const onTime = () => moveTo(audio.current!.currentTime);
  const onLength = () => {
    const seconds = audio.current!.duration;
    if (finite(seconds)) setLoadedLength({ of: loaded.current, seconds });
  };
  const onEnded = () => {
    if (loaded.current + 1 < tracks.length) playTrack(loaded.current + 1);
  };
  const onError = () => {
    // Stopped first (its pause tells which track it was), then the next Play sets the source again.
    audio.current!.pause();
    loaded.current = -1;
    setSource(-1);
    setStatus('error');
  };

  // Another player on the page started: this one pauses. Gone from the page: it stops, and the browser's media controls
  // forget it if they show it. A layout effect: listening from the first render on, let go at once when unmounted.
  useLayoutEffect(() => {
    const a = audio.current;
    const doc = element.ownerDocument;
    const onOther = (e: Event) => (e as CustomEvent<{ element?: unknown } | null>).detail?.element !== element && a?.pause();
    doc.addEventListener(PLAY_EVENT, onOther);
    return () => {
      doc.removeEventListener(PLAY_EVENT, onOther);
      a?.pause();
      const session = mediaSession();
      if (session && metadata.current && session.metadata == metadata.current) {
        session.metadata = null;
        setActions(session, {});
      }
    };
  }, [element]);

  // The current track's captions (a WebVTT file) from when its file is the source: their cues as they come, as text.
  const captionsUrl = source == index ? (track?.captions ?? null) : null;
  useLayoutEffect(() => {
    const cues = captionsTrack.current?.track;
    if (!cues || !captionsUrl) return;
    cues.mode = 'hidden';
    const onCue = () => {
      const active = cues.activeCues;
      const lines: string[] = [];
      for (let i = 0; active && i < active.length; i++) lines.push((active[i] as VTTCue).text.replace(/<[^>]*>/g, ''));
      setCaption({ of: captionsUrl, text: lines.join('\n') });
    };
    cues.addEventListener('cuechange', onCue);
    return () => cues.removeEventListener('cuechange', onCue);
  }, [captionsUrl]);

  // The current track kept in the list's view (the list alone scrolls, never the page).
  useLayoutEffect(() => {
    const box = list.current;
    const row = box?.children[index] as HTMLElement | undefined;
    if (!box || !row) return;
    if (row.offsetTop < box.scrollTop) box.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = row.offsetTop + row.offsetHeight - box.clientHeight;
  }, [index]);

  if (!track) return <Fallback />;
  const cue = caption && caption.of == captionsUrl ? caption.text : '';
  const playing = status == 'playing';
  const name = label ?? (playlist.title || t('audioRegion'));
  const title = titleOf(index);
  const many = tracks.length > 1;
  return (
    <section part="player" className="sf-root player" aria-label={name} data-state={state}>
      <div className="head">
        <button
          type="button"
          part="play"
          className="play"
          aria-label={playing ? t('audioPause') : t('audioPlay')}
          data-playing={playing ? '' : undefined}
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className="now">
          {playlist.title && (
            <p part="album" className="album">
              {playlist.title}
            </p>
          )}
          <p part="title" className="title">
            {title}
          </p>
          {status == 'error' ? (
            <p part="error" className="artist error">
              {t('audioUnavailable')}
            </p>
          ) : (
            track.artist && (
              <p part="artist" className="artist">
                {track.artist}
              </p>
            )
          )}
        </div>
      </div>
      <Seek
        position={position}
        length={length}
        t={t}
        seek={seek}
        seekBy={(by) => seek(where.current + by)}
        toggle={toggle}
        previous={many && <SkipButton part="previous" label={t('audioPrevious')} disabled={index == 0} onPress={() => go(index - 1)} />}
        next={many && <SkipButton part="next" label={t('audioNext')} disabled={index == tracks.length - 1} onPress={() => go(index + 1)} />}
      />
      {tracks.some((item) => item.captions) && (
        <div part="captions" className="captions">
          <span className="cc" aria-hidden="true">
            CC
          </span>
          {/* A node per cue: a cue's text replacing the last one's in the same node would count as a layout shift. */}
          <p key={cue} className="cue">
            {cue}
          </p>
        </div>
      )}
      {many && (
        <ol ref={list} part="tracks" className="tracks" aria-label={t('audioTracks')}>
          {tracks.map((item, i) => (
            <li key={i}>
              <button
                type="button"
                part={i == index ? 'track current' : 'track'}
                className="track"
                aria-current={i == index ? 'true' : undefined}
                onClick={() => (i == index ? toggle() : playTrack(i))}
              >
                <span className="number" aria-hidden="true">
                  {i == index && playing ? <Bars /> : i + 1}
                </span>
                <span className="track-text">
                  <span className="track-title">{titleOf(i)}</span>
                  {item.artist && <span className="track-artist">{item.artist}</span>}
                </span>
                <span className="track-length">{lengthOf(i) ? clock(lengthOf(i)) : ''}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {/* The one audio element: no source until the first Play, so no byte of audio loads before it. */}
      <audio
        ref={audio}
        preload="none"
        onPlay={onPlay}
        onPause={onPause}
        onTimeUpdate={onTime}
        onDurationChange={onLength}
        onEnded={onEnded}
        onError={onError}
      >
        {/* The current track's captions: no source (nothing loads) until its file is the source. */}
        <track ref={captionsTrack} kind="captions" label={t('audioCaptions')} src={captionsUrl ?? undefined} />
      </audio>
      <p className="sf-visually-hidden" role="status">
        {status == 'error' ? t('audioUnavailable') : ''}
      </p>
    </section>
  );
}
