import { clipText } from '../../src/input/clipText';
import { ConfigError } from '../../src/input/configError';
import { isObj } from '../../src/input/isObj';
import { httpUrl } from '../../src/input/url';

/** The most tracks a player shows (spec 001 §9 "Limits: … tracks per album 60"); the rest are left out, with one warning. */
export const MAX_TRACKS = 60;

/** A track as the player uses it: checked, its URL absolute and http(s). */
export interface Track {
  /** '' when the data has none (the player shows "Track 2"). */
  title: string;
  artist: string;
  /** Absolute, http(s) only (checked: no `javascript:`, `data:`, `blob:` …). */
  url: string;
  /** Seconds, from the data (the file's own, once it is loaded, wins); null when the data gives none. */
  duration: number | null;
  /** The WebVTT file of its captions, absolute and http(s); null for none. */
  captions: string | null;
}

export interface Playlist {
  title: string;
  tracks: Track[];
}

/** The data's own `duration`: seconds (a number), or `m:ss` / `h:mm:ss` text; anything else is none. */
export function parseDuration(value: unknown): number | null {
  if (typeof value == 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value != 'string') return null;
  const m = /^\s*(?:(\d{1,3}):)?(\d{1,3}):([0-5]\d)\s*$/.exec(value);
  if (!m) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  return seconds > 0 ? seconds : null;
}

const text = (v: unknown) => (typeof v == 'string' ? clipText(v.trim()) : '');

/** "track 2" or "track 1, 4": the tracks `numbers` name, and the verb for them. */
const named = (numbers: number[], one: string, many: string) => `track ${numbers.join(', ')} ${numbers.length == 1 ? one : many}`;

/**
 * The `data-audio-json` object (`{ title?, tracks: [{ title, artist?, url, duration?, captions? }] }`, or the list of
 * tracks alone) parsed once, at the edge. Not a list of tracks: a ConfigError (the loader logs it, the fallback stays).
 * A track whose URL is not http(s) (`javascript:`, `data:`, missing) is left out, and so is every track after the 60th;
 * captions whose URL is not http(s) are dropped: `warn` gets one sentence for each of the three. `base`: what a
 * relative URL resolves against (the page).
 */
export function parsePlaylist(raw: unknown, source: string, warn: (message: string) => void, base: string = document.baseURI): Playlist {
  const list: unknown = Array.isArray(raw) ? raw : isObj(raw) ? raw.tracks : undefined;
  if (!Array.isArray(list)) throw new ConfigError(`the audio JSON in ${source} has no list of tracks ("tracks")`, 'data-audio-json');
  const json = `the audio JSON in ${source}`;
  if (list.length > MAX_TRACKS)
    warn(`${json} has ${list.length} tracks: the first ${MAX_TRACKS} are played (at most ${MAX_TRACKS} tracks a player)`);
  const refused: number[] = [];
  const uncaptioned: number[] = [];
  const tracks: Track[] = [];
  list.slice(0, MAX_TRACKS).forEach((item: unknown, i) => {
    const track = isObj(item) ? item : {};
    const url = typeof track.url == 'string' && track.url.trim() ? httpUrl(track.url.trim(), base) : null;
    if (!url) return void refused.push(i + 1);
    const given = typeof track.captions == 'string' ? track.captions.trim() : '';
    const captions = given ? httpUrl(given, base) : null;
    if (given && !captions) uncaptioned.push(i + 1);
    tracks.push({
      title: text(track.title),
      artist: text(track.artist),
      url: url.href,
      duration: parseDuration(track.duration),
      captions: captions?.href ?? null,
    });
  });
  if (refused.length) warn(`${json}: ${named(refused, 'left out, its URL is', 'left out, their URLs are')} not http(s)`);
  if (uncaptioned.length)
    warn(
      `${json}: ${named(uncaptioned, 'without captions, its captions URL is', 'without captions, their captions URLs are')} not http(s)`,
    );
  return { title: isObj(raw) ? text(raw.title) : '', tracks };
}
