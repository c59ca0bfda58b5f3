// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, TONE_PATH, toneHandlers, toneSeconds, toneVtt, toneWav, TUNES } from './tones';

const ask = (path: string, headers: Record<string, string> = {}) =>
  getResponse(toneHandlers(), new Request(`http://127.0.0.1:4173${path}`, { headers }));

describe('the audio tunes (/media/audio/<name>.wav)', () => {
  it('each is a 16-bit mono PCM WAV of its length, its samples in range and not silent', () => {
    for (const name of Object.keys(TUNES)) {
      const wav = toneWav(name)!;
      const view = new DataView(wav.buffer);
      const text = (at: number) => String.fromCharCode(...wav.slice(at, at + 4));
      expect([text(0), text(8), text(12), text(36)], name).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
      expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([
        1,
        1,
        SAMPLE_RATE,
        16,
      ]);
      expect(view.getUint32(4, true), name).toBe(wav.length - 8);
      expect(view.getUint32(40, true) / 2 / SAMPLE_RATE, name).toBeCloseTo(toneSeconds(name), 3);
      expect(toneSeconds(name), name).toBeGreaterThanOrEqual(8);
      let loudest = 0;
      for (let at = 44; at < wav.length; at += 2) loudest = Math.max(loudest, Math.abs(view.getInt16(at, true)));
      expect(loudest, name).toBeGreaterThan(5000);
      expect(loudest, name).toBeLessThan(32767);
    }
    expect(toneWav('nope')).toBeNull();
    expect(toneWav('constructor')).toBeNull();
  });

  it('served whole, or a range of it (206), cached; no such file or a range past its end refused', async () => {
    const whole = (await ask(`${TONE_PATH}morning-mist.wav`))!;
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toContain('max-age');
    const body = new Uint8Array(await whole.arrayBuffer());
    expect(body).toEqual(toneWav('morning-mist'));

    const part = (await ask(`${TONE_PATH}morning-mist.wav`, { range: 'bytes=0-43' }))!;
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-43/${body.length}`]);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(body.slice(0, 44));
    const rest = (await ask(`${TONE_PATH}morning-mist.wav`, { range: 'bytes=100-' }))!;
    expect([rest.status, (await rest.arrayBuffer()).byteLength]).toEqual([206, body.length - 100]);
    const last = (await ask(`${TONE_PATH}morning-mist.wav`, { range: 'bytes=-10' }))!;
    expect(new Uint8Array(await last.arrayBuffer())).toEqual(body.slice(-10));
    const past = (await ask(`${TONE_PATH}morning-mist.wav`, { range: `bytes=${body.length}-` }))!;
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${body.length}`]);

    expect((await ask(`${TONE_PATH}no-such-tune.wav`))!.status).toBe(404);
    expect((await ask(`${TONE_PATH}morning-mist.mp3`))!.status).toBe(404);
  });

  it('the captions of each, WebVTT: their cues one after another over the tune, to its end', async () => {
    expect(toneVtt('forest-floor')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n♪ Low, slow bells in a minor key ♪\n\n00:00:05.000 --> 00:00:10.000\n♪ A step up, and a sigh ♪\n',
    );
    for (const name of Object.keys(TUNES))
      expect(toneVtt(name), name).toContain(`--> 00:00:${String(toneSeconds(name)).padStart(2, '0')}.000\n`);
    const answer = (await ask(`${TONE_PATH}window-fog.vtt`))!;
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/vtt; charset=utf-8']);
    expect(await answer.text()).toBe(toneVtt('window-fog'));
    expect((await ask(`${TONE_PATH}nope.vtt`))!.status).toBe(404);
  });
});
