// The mock platform's audio: short tunes of sine tones, made as WAV files when asked for (nothing on disk), served at
// `/media/audio/<name>.wav` (their captions, WebVTT, at `/media/audio/<name>.vtt`) from the Node server and the MSW worker in Storybook alike. They stand in for a site's
// audio files on /journal, in the audio player's stories and in its tests (docs/mock-platform.md).
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Where the tunes are served: `/media/audio/<name>.wav`. */
export const TONE_PATH = '/media/audio/';

/** Samples a second: plenty for tones under 1 kHz, and small files (16 KB a second). */
export const SAMPLE_RATE = 8000;

/** Each tune: its notes (Hz), one after another, each `beat` seconds; its captions, one cue after another, evenly. */
interface Tune {
  notes: number[];
  beat: number;
  captions: string[];
}

const A4 = 440;
/** The note `n` semitones from A4. */
const note = (n: number) => A4 * 2 ** (n / 12);

/** The tunes by name, with the player's demo titles in mind. */
export const TUNES: Record<string, Tune> = {
  // A major, up and down: 12 s.
  'morning-mist': {
    notes: [0, 4, 7, 12, 7, 4, 0, 4, 7, 12, 16, 12, 7, 4, 0, -5].map(note),
    beat: 0.75,
    captions: [
      '♪ Soft bells climb a bright chord ♪',
      '♪ …and drift back down ♪',
      '♪ Climbing higher this time ♪',
      '♪ …settling low, like mist on glass ♪',
    ],
  },
  // D minor, slower: 10 s.
  'forest-floor': {
    notes: [-7, -4, 0, -4, -7, -2, 1, -2].map(note),
    beat: 1.25,
    captions: ['♪ Low, slow bells in a minor key ♪', '♪ A step up, and a sigh ♪'],
  },
  // A pentatonic, quick: 8 s.
  'window-fog': {
    notes: [0, 2, 4, 7, 9, 12, 9, 7, 4, 2, 0, 4, 7, 9, 12, 7].map(note),
    beat: 0.5,
    captions: ['♪ Quick bells skip up the scale ♪', '♪ …and tumble back ♪', '♪ Up once more ♪', '♪ …and stop ♪'],
  },
};

/** The tune `name` as a 16-bit mono PCM WAV file, or null when there is no such tune. */
export function toneWav(name: string): Uint8Array | null {
  const tune = Object.hasOwn(TUNES, name) ? TUNES[name] : undefined;
  if (!tune) return null;
  const perNote = Math.round(tune.beat * SAMPLE_RATE);
  const samples = perNote * tune.notes.length;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the format chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample
  view.setUint16(34, 16, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  tune.notes.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      const s = i / SAMPLE_RATE;
      // A soft bell: a quick rise, then a decay; the octave above, quieter, for some colour.
      const envelope = Math.min(1, s / 0.02) * Math.exp((-3 * s) / tune.beat);
      const wave = Math.sin(2 * Math.PI * hz * s) + 0.25 * Math.sin(4 * Math.PI * hz * s);
      view.setInt16(44 + (n * perNote + i) * 2, Math.round(9000 * envelope * wave), true);
    }
  });
  return bytes;
}

/** `12.5` → `00:00:12.500`, WebVTT's time. */
const vttTime = (seconds: number) => new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23);

/** The tune `name`'s captions as a WebVTT file (its cues evenly over its length), or null when there is no such tune. */
export function toneVtt(name: string): string | null {
  const tune = Object.hasOwn(TUNES, name) ? TUNES[name] : undefined;
  if (!tune) return null;
  const each = (tune.notes.length * tune.beat) / tune.captions.length;
  const cues = tune.captions.map((text, i) => `${vttTime(i * each)} --> ${vttTime((i + 1) * each)}\n${text}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** A tune's length in seconds (what a page's `duration` says of it). */
export const toneSeconds = (name: string): number => TUNES[name]!.notes.length * TUNES[name]!.beat;

/**
 * `GET /media/audio/<name>.vtt`: its captions. `GET /media/audio/<name>.wav`: the tune, with `Range: bytes=a-b` answered 206 (as a media server does: the browser
 * asks for ranges of media); 404 for no such tune. Cached a day (they never change).
 */
export function toneHandlers(): HttpHandler[] {
  return [
    http.get<{ file: string }>(`*${TONE_PATH}:file`, ({ request, params }) => {
      const [, name, type] = /^([a-z0-9-]+)\.(wav|vtt)$/.exec(params.file) ?? [];
      const captions = name && type == 'vtt' ? toneVtt(name) : null;
      if (captions)
        return new HttpResponse(captions, {
          headers: { 'content-type': 'text/vtt; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        });
      const wav = name && type == 'wav' ? toneWav(name) : null;
      if (!wav) return new HttpResponse('No such audio file.', { status: 404, headers: { 'content-type': 'text/plain' } });
      const headers = { 'content-type': 'audio/wav', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400' };
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
      if (!range || (!range[1] && !range[2])) return new HttpResponse(wav, { headers });
      const size = wav.length;
      // `bytes=a-b`, `bytes=a-` (to the end) or `bytes=-n` (the last n).
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1;
      if (start >= size || start > end)
        return new HttpResponse(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
      return new HttpResponse(wav.slice(start, end + 1), {
        status: 206,
        headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}` },
      });
    }),
  ];
}
