import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { PER_FRAME, withinFrameBudget } from './frameBudget';
import { useStore } from './useStore';

// Frames on demand: requestAnimationFrame callbacks run when the test says a frame passed.
let frames: FrameRequestCallback[] = [];
const frame = () => {
  const due = frames;
  frames = [];
  due.forEach((fn) => fn(performance.now()));
};
/** Runs frames until none is asked for (the budget gives back what it used one frame later). */
const settle = () => {
  for (let i = 0; frames.length && i < 100; i++) frame();
};
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
});
afterEach(() => {
  settle();
  vi.unstubAllGlobals();
});

describe('withinFrameBudget (hundreds of widgets changing at once render over several frames)', () => {
  it(`calls ${PER_FRAME} listeners at once and the rest in later frames, in order, each once`, () => {
    const store = createStore(() => ({ n: 0 }));
    const subscribe = withinFrameBudget(store.subscribe);
    const called: number[] = [];
    for (let i = 0; i < 120; i++) subscribe(() => called.push(i));
    store.setState({ n: 1 });
    expect(called).toEqual([...Array(PER_FRAME).keys()]);
    frame();
    expect(called.length).toBe(2 * PER_FRAME);
    frame();
    expect(called).toEqual([...Array(120).keys()]);
  });

  it('a change while listeners wait: the waiting are called once, those already called are called again after them', () => {
    const store = createStore(() => ({ n: 0 }));
    const subscribe = withinFrameBudget(store.subscribe);
    const called: number[] = [];
    for (let i = 0; i < 120; i++) subscribe(() => called.push(i));
    store.setState({ n: 1 });
    store.setState({ n: 2 });
    expect(called.length).toBe(PER_FRAME);
    settle();
    const first = [...Array(PER_FRAME).keys()];
    expect(called).toEqual([...first, ...Array.from({ length: 120 - PER_FRAME }, (_, i) => PER_FRAME + i), ...first]);
  });

  it('never calls a listener unsubscribed while it waits', () => {
    const store = createStore(() => ({ n: 0 }));
    const subscribe = withinFrameBudget(store.subscribe);
    const called: number[] = [];
    const offs = Array.from({ length: PER_FRAME + 2 }, (_, i) => subscribe(() => called.push(i)));
    store.setState({ n: 1 });
    offs[PER_FRAME]!();
    settle();
    expect(called).toEqual([...[...Array(PER_FRAME).keys()], PER_FRAME + 1]);
  });

  it('one function subscribed twice waits twice; unsubscribing one leaves the other waiting', () => {
    const a = createStore(() => ({ n: 0 }));
    const b = createStore(() => ({ n: 0 }));
    let fillers = 0;
    for (let i = 0; i < PER_FRAME; i++) withinFrameBudget(a.subscribe)(() => fillers++);
    let calls = 0;
    const listener = () => calls++;
    const offA = withinFrameBudget(a.subscribe)(listener);
    withinFrameBudget(b.subscribe)(listener);
    a.setState({ n: 1 });
    b.setState({ n: 1 });
    expect([fillers, calls]).toEqual([PER_FRAME, 0]);
    offA();
    settle();
    expect(calls).toBe(1);
  });

  it('a page with a few widgets never waits: a change reaches them in the same task', () => {
    const store = createStore(() => ({ n: 0 }));
    const subscribe = withinFrameBudget(store.subscribe);
    const called: number[] = [];
    for (let i = 0; i < 5; i++) subscribe(() => called.push(i));
    for (let n = 1; n <= 3; n++) {
      store.setState({ n });
      expect(called.length).toBe(5 * n);
      settle();
    }
  });

  it('widgets that wait show the store as it is when their frame comes, never an older value', () => {
    const store = createStore(() => ({ quantity: 0 }));
    const host = document.createElement('div');
    function Count() {
      return <i>{useStore(store, (s) => s.quantity)}</i>;
    }
    const root = createRoot(host);
    act(() =>
      root.render(
        <>
          {Array.from({ length: 2 * PER_FRAME + 10 }, (_, i) => (
            <Count key={i} />
          ))}
        </>,
      ),
    );
    const shown = () => [...host.querySelectorAll('i')].map((i) => i.textContent);
    act(() => store.setState({ quantity: 1 }));
    expect(shown().filter((t) => t == '1').length).toBe(PER_FRAME);
    act(() => store.setState({ quantity: 2 }));
    // The first ones follow at once; the others wait for their frame and then show 2 directly.
    expect(shown().filter((t) => t == '2').length).toBe(0);
    act(() => frame());
    expect(shown().filter((t) => t == '2').length).toBe(PER_FRAME);
    act(() => settle());
    expect(new Set(shown())).toEqual(new Set(['2']));
    act(() => root.unmount());
  });
});
