import { registerStrings } from '../registry';

/**
 * The audio player: its region, controls, seek slider and track list (the SDK's own: spec 001 §2 names an "audio
 * player" among the rendered widgets, no wording; docs/strings.md "Decisions"). Named unlike the widget (`audio`), as
 * every area is (docs/strings.md).
 */
export const audioPlayerStrings = {
  audioRegion: 'Audio player',
  audioPlay: 'Play',
  audioPause: 'Pause',
  audioPrevious: 'Previous track',
  audioNext: 'Next track',
  audioSeek: 'Seek',
  audioPosition: '{time} of {duration}',
  audioTracks: 'Tracks',
  audioUntitled: 'Track {number}',
  audioUnavailable: 'This track could not be played.',
  audioCaptions: 'Captions',
} as const;

registerStrings(audioPlayerStrings);
