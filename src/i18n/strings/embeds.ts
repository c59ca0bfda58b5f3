import { registerStrings } from '../registry';

/**
 * Embedded videos (the video widget, a gallery's video items: src/ui/VideoFacade.tsx): the Play button, the player's
 * title and the link a refused player leaves (the SDK's own: the spec names the Video, not its controls' words;
 * docs/strings.md "Decisions"). Named so that no chunk is named like a widget.
 */
export const embedStrings = {
  videoPlay: 'Play video',
  videoPlayOf: 'Play video: {title}',
  videoPlayer: 'Video player',
  videoPlayerOf: 'Video player: {title}',
  videoWatch: 'Watch the video',
  videoWatchOn: 'Watch on {provider}',
} as const;

registerStrings(embedStrings);
