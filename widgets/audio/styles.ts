/**
 * Custom properties: --sf-audio-background (#fff), --sf-audio-color (#1a1a1a), --sf-audio-muted (secondary text,
 * #5c605e), --sf-audio-accent (the play button, the slider's fill, the current track: #1a1a1a),
 * --sf-audio-accent-color (the play button's icon, #fff), --sf-audio-border (#e4e4e0), --sf-audio-radius (12px),
 * --sf-audio-current-background (the current track's row), --sf-audio-focus-color (#2563eb), --sf-audio-error-color
 * (#b00020), --sf-audio-rail (the slider's track, #e4e4e0), --sf-audio-captions-background (#f4f4f1),
 * --sf-audio-list-height (the track list's rows' height before it scrolls: 6 tracks, 264px).
 * Parts: player (carries data-state), play, album, title, artist, error, previous, next, time, seek, length, captions, tracks,
 * track (the current one also `current`).
 *
 * Every row has a fixed height, so the player's height depends only on its track count (docs/widgets/audio.md):
 * a page can hold its place exactly while the fallback shows.
 */
export const audioCss = `
.player {
  display: block; padding: 16px; overflow: hidden; container-type: inline-size;
  background: var(--sf-audio-background, #fff); color: var(--sf-audio-color, #1a1a1a);
  border: 1px solid var(--sf-audio-border, #e4e4e0); border-radius: var(--sf-audio-radius, 12px);
  --sf-audio-tint: var(--sf-audio-accent, #1a1a1a);
}
.head { display: flex; align-items: center; gap: 14px; height: 56px; }
.play {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 56px; height: 56px; padding: 0;
  border: 0; border-radius: 50%; cursor: pointer;
  background: var(--sf-audio-accent, #1a1a1a); color: var(--sf-audio-accent-color, #fff);
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.18); transition: transform 0.15s ease;
}
.play:hover { transform: scale(1.05); }
.play:active { transform: scale(0.96); }
.play .icon { width: 28px; height: 28px; }
.play:not([data-playing]) .icon { margin-left: 3px; }
.now { flex: 1; min-width: 0; display: flex; flex-direction: column; justify-content: center; }
.now p { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.album { font-size: 12px; line-height: 16px; letter-spacing: 0.06em; text-transform: uppercase; color: var(--sf-audio-muted, #5c605e); }
.title { font-size: 17px; line-height: 22px; font-weight: 600; }
.artist { font-size: 14px; line-height: 18px; color: var(--sf-audio-muted, #5c605e); }
.error { color: var(--sf-audio-error-color, #b00020); }
.skip-button {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: 50%; background: none; color: inherit; cursor: pointer;
}
.skip-button:hover { background: rgba(0, 0, 0, 0.06); }
.skip-button[aria-disabled] { opacity: 0.35; cursor: default; background: none; }
.skip-button .icon { width: 20px; height: 20px; }

.seek-row { display: flex; align-items: center; gap: 8px; height: 40px; margin-top: 12px; }
.time { flex: none; min-width: 2.4em; font-size: 12px; line-height: 16px; color: var(--sf-audio-muted, #5c605e); font-variant-numeric: tabular-nums; }
.time[part=length] { text-align: end; }
.seek { flex: 1; position: relative; height: 32px; display: flex; align-items: center; cursor: pointer; touch-action: none; border-radius: 4px; }
.seek[aria-disabled] { cursor: default; }
.rail { position: relative; width: 100%; height: 4px; border-radius: 2px; background: var(--sf-audio-rail, #e4e4e0); }
.fill {
  position: absolute; inset: 0 auto 0 0; width: 100%; border-radius: 2px; background: var(--sf-audio-tint);
  transform-origin: left; transform: scaleX(var(--sf-audio-progress, 0));
}
/* The thumb's carrier spans the rail and moves by a transform (a change of \`left\` as it plays would count as a layout
   shift). */
.knob { position: absolute; inset: 0; transform: translateX(calc(var(--sf-audio-progress, 0) * 100%)); pointer-events: none; }
.thumb {
  position: absolute; top: 50%; left: 0; width: 14px; height: 14px; margin: -7px 0 0 -7px;
  border-radius: 50%; background: var(--sf-audio-tint); box-shadow: 0 0 0 3px var(--sf-audio-background, #fff);
  transition: transform 0.15s ease;
}
.seek:hover .thumb, .seek:focus-visible .thumb { transform: scale(1.2); }
.seek[aria-disabled] .thumb { display: none; }

/* The current cue of the track's captions: two lines, always their height (the player never grows as they come). */
.captions {
  display: flex; align-items: center; gap: 10px; height: 52px; margin-top: 10px; padding: 0 12px;
  border-radius: 8px; background: var(--sf-audio-captions-background, #f4f4f1);
}
.cc {
  flex: none; padding: 1px 4px; border: 1px solid currentColor; border-radius: 3px;
  font-size: 10px; line-height: 12px; font-weight: 700; letter-spacing: 0.04em; color: var(--sf-audio-muted, #5c605e);
}
.cue {
  flex: 1; margin: 0; max-height: 40px; overflow: hidden; white-space: pre-line; text-align: center;
  font-size: 14px; line-height: 20px;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
}
.tracks {
  list-style: none; margin: 16px -16px -16px; padding: 4px 8px; overflow-y: auto; position: relative; scrollbar-width: thin;
  /* Rows of 44 px; six show, then it scrolls. */
  box-sizing: content-box; max-height: var(--sf-audio-list-height, 264px);
  border-top: 1px solid var(--sf-audio-border, #e4e4e0);
}
.track {
  display: flex; align-items: center; gap: 12px; width: 100%; height: 44px; padding: 0 8px;
  border: 0; border-radius: 8px; background: none; color: inherit; font: inherit; text-align: start; cursor: pointer;
}
.track:hover { background: rgba(0, 0, 0, 0.04); }
.track[aria-current] { background: var(--sf-audio-current-background, rgba(0, 0, 0, 0.06)); }
.number { flex: none; width: 20px; font-size: 13px; color: var(--sf-audio-muted, #5c605e); text-align: center; font-variant-numeric: tabular-nums; }
.track-text { flex: 1; min-width: 0; display: flex; align-items: baseline; gap: 8px; white-space: nowrap; overflow: hidden; }
.track-title { font-size: 15px; line-height: 20px; overflow: hidden; text-overflow: ellipsis; }
/* Marked by colour and a faux bold (a shadow): a real bold would widen the title and move the artist beside it. */
.track[aria-current] .track-title { color: var(--sf-audio-current-color, var(--sf-audio-tint)); text-shadow: 0.35px 0 0 currentColor, -0.35px 0 0 currentColor; }
.track-artist { flex: none; max-width: 45%; font-size: 13px; color: var(--sf-audio-muted, #5c605e); overflow: hidden; text-overflow: ellipsis; }
.track-length { flex: none; font-size: 13px; color: var(--sf-audio-muted, #5c605e); font-variant-numeric: tabular-nums; }
.bars { display: inline-flex; align-items: flex-end; gap: 2px; height: 14px; }
.bars span { width: 3px; height: 100%; border-radius: 1px; background: var(--sf-audio-tint); transform-origin: bottom; animation: sf-audio-bar 0.9s ease-in-out infinite alternate; }
.bars span:nth-child(2) { animation-delay: -0.3s; }
.bars span:nth-child(3) { animation-delay: -0.6s; }
@keyframes sf-audio-bar { from { transform: scaleY(0.3); } to { transform: scaleY(1); } }
@media (prefers-reduced-motion: reduce) { .bars span { animation: none; transform: scaleY(0.7); } }
.play:focus-visible, .skip-button:focus-visible, .seek:focus-visible, .track:focus-visible {
  outline: 3px solid var(--sf-audio-focus-color, #2563eb); outline-offset: 2px;
}
.track:focus-visible { outline-offset: -3px; }
/* A narrow player (a phone) shows the tracks' titles alone. */
@container (max-width: 432px) { .track-artist { display: none; } }
`;
