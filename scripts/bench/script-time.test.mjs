import { describe, expect, it } from 'vitest';
import { joinComparisons, figure, scriptFromTrace } from './script-time.mjs';

const URL_ = 'http://127.0.0.1:1/bench/product';
// A renderer main thread (1:10), another thread of it (1:11) and another process (2:10); ts and dur in µs.
const ev = (name, ts, dur, thread = [1, 10], args) => ({ name, ph: 'X', pid: thread[0], tid: thread[1], ts, dur, ...(args && { args }) });
const parse = ev('ParseHTML', 1000, 500, [1, 10], { beginData: { url: URL_ } });

describe('scriptFromTrace', () => {
  it('adds the top-level script events of the thread that parsed the page, microtask checkpoints included', () => {
    const events = [parse, ev('EvaluateScript', 2000, 3000), ev('TimerFire', 10_000, 2000), ev('RunMicrotasks', 20_000, 4000)];
    expect(scriptFromTrace(events, URL_)).toBe(9);
  });

  it('counts a script event inside another once (a function call inside a timer, a checkpoint inside a task)', () => {
    const events = [parse, ev('TimerFire', 10_000, 2000), ev('FunctionCall', 10_100, 1500), ev('RunMicrotasks', 11_700, 200)];
    expect(scriptFromTrace(events, URL_)).toBe(2);
  });

  it('leaves out the style and layout a script forces, as ScriptDuration does (nested ones once)', () => {
    const events = [
      parse,
      ev('FunctionCall', 10_000, 5000),
      ev('UpdateLayoutTree', 11_000, 1000),
      ev('Layout', 12_000, 1500),
      ev('UpdateLayoutTree', 12_200, 300),
    ];
    expect(scriptFromTrace(events, URL_)).toBe(2.5);
  });

  it('ignores other threads, other processes, events before the page was parsed and rendering outside script', () => {
    const events = [
      ev('EvaluateScript', 500, 400), // the previous page
      parse,
      ev('EvaluateScript', 2000, 1000, [1, 11]),
      ev('EvaluateScript', 2000, 1000, [2, 10]),
      ev('Layout', 3000, 5000),
      ev('RunMicrotasks', 9000, 1000),
    ];
    expect(scriptFromTrace(events, URL_)).toBe(1);
  });

  it("on the thread's clock: adds CPU time, and still reads nesting on the wall clock", () => {
    const cpu = (e, tdur) => ({ ...e, tdur });
    const events = [
      parse,
      // A 5 ms timer of 2 ms CPU (the thread descheduled meanwhile): the function call it makes after 3 ms is inside it.
      cpu(ev('TimerFire', 10_000, 5000), 2000),
      cpu(ev('FunctionCall', 13_000, 1500), 1000),
      cpu(ev('Layout', 13_500, 500), 300),
      cpu(ev('RunMicrotasks', 20_000, 4000), 3500),
    ];
    expect(scriptFromTrace(events, URL_, { clock: 'thread' })).toBe(5.2);
    expect(scriptFromTrace(events, URL_)).toBe(8.5);
  });

  it('says so when the trace never parsed the page', () => {
    expect(() => scriptFromTrace([ev('EvaluateScript', 2000, 1000)], URL_)).toThrow(
      /no HTML parsing of http:\/\/127\.0\.0\.1:1\/bench\/product/,
    );
  });
});

describe('joinComparisons', () => {
  it('takes two samples together: medians and ratios over all the visits, not an average of the two ratios', () => {
    const a = { scriptDuration: figure([30, 32, 34], [20, 20, 20]), allScript: figure([40, 44, 48], [20, 22, 24]) };
    const b = { scriptDuration: figure([20, 22, 24], [20, 21, 22]), allScript: figure([30, 32, 34], [20, 20, 20]) };
    expect(a.scriptDuration.ratio).toBe(1.6);
    const both = joinComparisons(a, b);
    expect(both.scriptDuration.ours).toEqual([30, 32, 34, 20, 22, 24]);
    // Medians of six: (24 + 30) / 2 = 27 and 20; of the two ratios' average (1.6 + 1.048) / 2 it is not.
    expect(both.scriptDuration.oursMs).toBe(27);
    expect(both.scriptDuration.buyButtonMs).toBe(20);
    expect(both.scriptDuration.ratio).toBe(1.35);
    expect(both.allScript.ratio).toBeCloseTo(37 / 20, 10);
  });
});
