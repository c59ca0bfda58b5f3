// The player's controls: the seek slider, the previous and next buttons, and their icons.
import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import '../../src/i18n/strings/audio-player';
import type { Translate } from '../../src/i18n';

/** Seconds the arrow keys move the seek slider; Page Up and Page Down move it 30. */
const STEP = 5;
const PAGE = 30;

/** `65` → `1:05`, `3725` → `1:02:05`. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/**
 * The seek slider (the WAI-ARIA slider pattern): its value the position in seconds, its text "1:05 of 3:20"; the arrow
 * keys move it 5 s, Page Up and Page Down 30 s, Home and End to either end, Space plays and pauses; a press or a drag
 * on it seeks. Without a length (none in the data, the file not loaded yet) it is disabled.
 */
export function Seek({
  position,
  length,
  t,
  seek,
  seekBy,
  toggle,
  previous,
  next,
}: {
  position: number;
  length: number;
  t: Translate;
  seek: (to: number) => void;
  /** Seconds on (or back) from where the player is: keys pressed faster than it renders add up. */
  seekBy: (seconds: number) => void;
  toggle: () => void;
  /** The previous and next buttons on either side (a player of one track has none). */
  previous: ReactNode;
  next: ReactNode;
}) {
  const at = Math.min(position, length || position);
  const dragging = useRef(false);
  const onKey = (e: KeyboardEvent) => {
    const by: Record<string, number> = {
      ArrowRight: STEP,
      ArrowUp: STEP,
      ArrowLeft: -STEP,
      ArrowDown: -STEP,
      PageUp: PAGE,
      PageDown: -PAGE,
    };
    if (e.key == ' ') toggle();
    else if (e.key == 'Home') seek(0);
    else if (e.key == 'End') seek(length);
    else if (by[e.key] !== undefined) seekBy(by[e.key]!);
    else return;
    e.preventDefault();
  };
  const toTime = (e: PointerEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return box.width ? ((e.clientX - box.left) / box.width) * length : 0;
  };
  const down = (e: PointerEvent<HTMLElement>) => {
    if (!length || e.button) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    seek(toTime(e));
  };
  const move = (e: PointerEvent<HTMLElement>) => dragging.current && seek(toTime(e));
  const up = () => void (dragging.current = false);
  const total = length ? clock(length) : '--:--';
  return (
    <div className="seek-row">
      {previous}
      <span part="time" className="time" aria-hidden="true">
        {clock(at)}
      </span>
      <div
        role="slider"
        part="seek"
        className="seek"
        tabIndex={0}
        aria-label={t('audioSeek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(length)}
        aria-valuenow={Math.floor(at)}
        aria-valuetext={length ? t('audioPosition', { time: clock(at), duration: total }) : clock(at)}
        aria-disabled={length ? undefined : 'true'}
        style={{ '--sf-audio-progress': length ? at / length : 0 } as CSSProperties}
        onKeyDown={onKey}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        <span className="rail" aria-hidden="true">
          <span className="fill" />
          <span className="knob">
            <span className="thumb" />
          </span>
        </span>
      </div>
      <span part="length" className="time" aria-hidden="true">
        {total}
      </span>
      {next}
    </div>
  );
}

export function SkipButton({
  part,
  label,
  disabled,
  onPress,
}: {
  part: 'previous' | 'next';
  label: string;
  disabled: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      part={part}
      className="skip-button"
      aria-label={label}
      aria-disabled={disabled ? 'true' : undefined}
      onClick={onPress}
    >
      {part == 'previous' ? <PreviousIcon /> : <NextIcon />}
    </button>
  );
}

const Icon = ({ d }: { d: string }) => (
  <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);
export const PlayIcon = () => <Icon d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.9-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z" />;
export const PauseIcon = () => <Icon d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />;
export const PreviousIcon = () => (
  <Icon d="M6 5h2v14H6zM19 5.5v13a.8.8 0 0 1-1.24.66L9.5 13.1a1.3 1.3 0 0 1 0-2.2l8.26-6.06A.8.8 0 0 1 19 5.5z" />
);
export const NextIcon = () => (
  <Icon d="M16 5h2v14h-2zM5 5.5v13a.8.8 0 0 0 1.24.66l8.26-6.06a1.3 1.3 0 0 0 0-2.2L6.24 4.84A.8.8 0 0 0 5 5.5z" />
);
/** The current track's mark while it plays: three bars that rise and fall (still under reduced motion). */
export const Bars = () => (
  <span className="bars">
    <span />
    <span />
    <span />
  </span>
);
