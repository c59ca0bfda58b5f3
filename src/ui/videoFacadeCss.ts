/**
 * The video facade's CSS (./VideoFacade.tsx), which adopts it into the shadow root it renders in, after the widget's own.
 * Custom properties: --sf-video-radius, --sf-video-background (behind the poster until it is there), --sf-video-scrim
 * (over the poster with `overlay`), --sf-video-play-size, --sf-video-play-background, --sf-video-play-color,
 * --sf-video-focus-color, --sf-video-title-color. Set from the Video: --sf-video-ratio (the player's shape).
 * Parts: video (carries data-state and, without overlay, data-overlay="false"), poster, title, play, play-icon,
 * player, link, watch.
 */
export const videoFacadeCss = `
.video {
  position: relative; display: block; width: 100%; aspect-ratio: var(--sf-video-ratio, 16 / 9); overflow: hidden;
  border-radius: var(--sf-video-radius, 0); background-color: var(--sf-video-background, #1a1a1a);
}
.video:focus { outline: none; }
.video-cover {
  position: absolute; inset: 0; display: block; width: 100%; height: 100%; margin: 0; padding: 0; border: 0;
  background: none; color: inherit; font: inherit; text-decoration: none; cursor: pointer;
}
.video-poster { position: absolute; inset: 0; display: block; width: 100%; height: 100%; object-fit: cover; }
.video-scrim {
  position: absolute; inset: 0; pointer-events: none;
  background: var(--sf-video-scrim, linear-gradient(to bottom, rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0) 45%, rgba(0, 0, 0, 0.15)));
}
.video-title {
  position: absolute; z-index: 1; top: 0; left: 0; right: 0; padding: 0.9em 1em; text-align: start;
  color: var(--sf-video-title-color, #fff); font-weight: 600; font-size: 1.05em; line-height: 1.3;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.5);
}
.video-play {
  position: absolute; z-index: 1; top: 50%; left: 50%; transform: translate(-50%, -50%);
  display: flex; align-items: center; justify-content: center;
  width: var(--sf-video-play-size, 68px); height: var(--sf-video-play-size, 68px); border-radius: 50%;
  background: var(--sf-video-play-background, rgba(17, 17, 17, 0.8)); color: var(--sf-video-play-color, #fff);
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.3); transition: transform 0.15s, background-color 0.15s;
}
.video-play svg { width: 45%; height: 45%; margin-left: 6%; }
.video-cover:hover .video-play { transform: translate(-50%, -50%) scale(1.08); }
.video-cover:focus-visible { outline: none; }
.video-cover:focus-visible .video-play { outline: 3px solid var(--sf-video-focus-color, #fff); outline-offset: 3px; }
.video-cover:focus-visible::before {
  content: ""; position: absolute; z-index: 1; inset: 0; pointer-events: none;
  box-shadow: inset 0 0 0 3px var(--sf-video-focus-color, #2563eb); border-radius: inherit;
}
.video[data-state="starting"] .video-play { opacity: 0.7; }
.video-watch {
  position: absolute; z-index: 1; left: 50%; bottom: 1em; transform: translateX(-50%); white-space: nowrap;
  padding: 0.5em 1em; border-radius: 999px; background: var(--sf-video-play-background, rgba(17, 17, 17, 0.8));
  color: var(--sf-video-play-color, #fff); font-weight: 600; font-size: 0.95em;
}
.video-cover:hover .video-watch { text-decoration: underline; }
.video-player { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
@media (prefers-reduced-motion: reduce) { .video-play { transition: none; } }
`;
