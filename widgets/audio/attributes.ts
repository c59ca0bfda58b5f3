import { json, text } from '../../src/attributes/declare';

/** One track of `data-audio-json`, as a page writes it. */
export interface AudioTrackItem {
  /** Shown as text. */
  title: string;
  artist?: string;
  /** An http(s) URL or a path (resolved against the page); anything else leaves the track out. */
  url: string;
  /** Seconds, or `m:ss` text: shown before the file is loaded (the file's own length wins once it is). */
  duration?: number | string; /**
   * The track's captions: a WebVTT file's http(s) URL or path (same origin, or served with CORS), shown as the track
   * plays (for music: what it sounds like). Loaded with the track, never before Play.
   */
  captions?: string;
}

/** What `data-audio-json` names: the playlist (or the list of tracks alone). At most 60 tracks are played. */
export interface AudioPlaylistItem {
  /** The playlist's (album's) title: shown above the track, the player's name. */
  title?: string;
  tracks: AudioTrackItem[];
}

/** The audio player's attributes (docs/widgets/audio.md). */
export const attributes = {
  /**
   * A selector of a `<script type="application/json">` holding `{ title?, tracks: [{ title, artist?, url, duration?,
   * captions? }] }` (the prop: the object). At most 60 tracks; see "The tracks" above.
   */
  audio: json<AudioPlaylistItem>('data-audio-json'),
  /**
   * The player's accessible name.
   * @default the playlist's title, else "Audio player"
   */
  label: text(),
};
