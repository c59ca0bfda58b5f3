import { describe, expect, it } from 'vitest';
import type { ErrorReportEntry } from '../api/errorReports';
import { createErrorQueue, ERROR_LIMITS, type ErrorQueueDeps } from './errorQueue';

/** A reporter on a fake clock; `sent` records each batch, `fail` makes the next sends reject. */
function setup(over: Partial<ErrorQueueDeps> = {}) {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let id = 0;
  const sent: { entries: ErrorReportEntry[]; keepalive: boolean; at: number }[] = [];
  let fail: Error | null = null;
  const reporter = createErrorQueue({
    send: (entries, keepalive) => {
      sent.push({ entries: structuredClone(entries), keepalive, at: now });
      return fail ? Promise.reject(fail) : Promise.resolve();
    },
    retryAfter: (e) => (e as { retryAfterMs?: number }).retryAfterMs ?? null,
    version: '9.9.9',
    pageUrl: () => 'https://shop.example/p/tee',
    now: () => now,
    later: (fn, ms) => {
      const t = { at: now + ms, fn, id: ++id };
      timers.push(t);
      return () => void (timers = timers.filter((x) => x !== t));
    },
    ...over,
  });
  /** Moves the clock on, running the timers that come due (and the promise callbacks they start). */
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = next.at;
      next.fn();
      await Promise.resolve();
      await Promise.resolve();
    }
    now = end;
  };
  return { reporter, sent, advance, failNext: (e: Error | null) => (fail = e), at: () => now };
}

const error = (message: string, stack?: string) => ({ event: 'error', message, stack });

describe('error reporter: no secret of a URL (docs/security.md, "No secrets in telemetry")', () => {
  it("a URL's secret parameters in a message, a stack or an element are REDACTED; the rest of the text as it was", async () => {
    const { reporter, sent, advance } = setup();
    reporter.report({
      event: 'error',
      message: 'Checkout failed at https://shop.example/cart?cartToken=sekrit-cart&step=2#token=sekrit-hash (retry)',
      stack:
        'Error: x\n    at go (https://cdn.example/storefront.js?key=sekrit-key:1:20)\n    at https://shop.example/p?email=a%40b.c&q=1:3:4',
      element: '<div data-sf-widget="cart" id="main-cart">',
    });
    await advance(1000);
    const [entry] = sent[0]!.entries;
    expect(entry!.data).toMatchObject({
      message: 'Checkout failed at https://shop.example/cart?cartToken=REDACTED&step=2#token=REDACTED (retry)',
      stack: 'Error: x\n    at go (https://cdn.example/storefront.js?key=REDACTED\n    at https://shop.example/p?email=REDACTED&q=1:3:4',
      element: '<div data-sf-widget="cart" id="main-cart">',
    });
    expect(JSON.stringify(sent)).not.toMatch(/sekrit|a%40b\.c/);
  });

  it('a message cut at its limit is redacted, and still within it', async () => {
    const { reporter, sent, advance } = setup();
    // Cut at the limit inside the secret (`?token=ab|cd`), then redacted: longer than the limit, so cut again.
    const message = 'x'.repeat(ERROR_LIMITS.message - 10) + ' ?token=abcd&email=c';
    reporter.report(error(message));
    await advance(1000);
    expect(sent[0]!.entries[0]!.data['message']).toBe('x'.repeat(ERROR_LIMITS.message - 10) + ' ?token=RE');
  });
});

describe('error reporter (spec 000 §9)', () => {
  it('sends debounced by 1 s: errors half a second apart go in one batch, 1 s after the last', async () => {
    const { reporter, sent, advance } = setup();
    reporter.report(error('a'));
    await advance(500);
    reporter.report(error('b'));
    await advance(999);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at).toBe(1500);
    expect(sent[0]!.entries.map((e) => e.data['message'])).toEqual(['a', 'b']);
    expect(sent[0]!.keepalive).toBe(false);
  });

  it('a steady stream (one error every 500 ms) is still sent every 5 s', async () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 12; i++) {
      reporter.report(error(`e${i % 3}`));
      await advance(500);
    }
    expect(sent.map((s) => s.at)).toEqual([ERROR_LIMITS.maxWaitMs]);
  });

  it('each entry: the event, a timestamp, and message, stack, widget, element, SDK version, page URL and count', async () => {
    const { reporter, sent, advance } = setup();
    await advance(42);
    reporter.report({
      event: 'widget-error',
      message: 'cart: product "x" could not be loaded',
      stack: 'Error: …',
      widget: 'cart',
      element: '<div data-sf-widget="cart">',
    });
    await advance(1000);
    expect(sent[0]!.entries).toEqual([
      {
        event: 'widget-error',
        timestamp: 42,
        data: {
          message: 'cart: product "x" could not be loaded',
          stack: 'Error: …',
          widget: 'cart',
          element: '<div data-sf-widget="cart">',
          sdkVersion: '9.9.9',
          pageUrl: 'https://shop.example/p/tee',
          count: 1,
        },
      },
    ]);
  });

  it('the same error repeated in a burst is sent once, with its count', async () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 50; i++) reporter.report(error('boom', 'at x.js:1'));
    reporter.report(error('boom', 'at y.js:2'));
    await advance(1000);
    expect(sent[0]!.entries.map((e) => [e.data['stack'], e.data['count']])).toEqual([
      ['at x.js:1', 50],
      ['at y.js:2', 1],
    ]);
  });

  it('holds at most 10; what arrives while full is counted and dropped, and the count goes in the next batch', async () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 25; i++) reporter.report(error(`e${i}`));
    await advance(1000);
    expect(sent[0]!.entries).toHaveLength(10);
    expect(sent[0]!.entries.map((e) => e.data['message'])).toEqual(Array.from({ length: 10 }, (_, i) => `e${i}`));
    expect(sent[0]!.entries[0]!.data['dropped']).toBe(15);
    reporter.report(error('later'));
    await advance(1000);
    expect(sent[1]!.entries[0]!.data['dropped']).toBeUndefined();
  });

  it('cuts stacks at 5,000 characters (and messages at 1,000)', async () => {
    const { reporter, sent, advance } = setup();
    reporter.report(error('m'.repeat(3000), 's'.repeat(20_000)));
    await advance(1000);
    expect((sent[0]!.entries[0]!.data['stack'] as string).length).toBe(5000);
    expect((sent[0]!.entries[0]!.data['message'] as string).length).toBe(1000);
  });

  it('sends at most 20 batches per page: a burst of 1,000 errors over a minute', async () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 1000; i++) {
      reporter.report(error(`e${i}`, 'x'.repeat(6000)));
      if (i % 10 == 9) await advance(1100);
    }
    await advance(60_000);
    expect(sent).toHaveLength(20);
    for (const batch of sent) {
      expect(batch.entries.length).toBeLessThanOrEqual(10);
      for (const e of batch.entries) expect((e.data['stack'] as string).length).toBeLessThanOrEqual(5000);
    }
    reporter.flush(true);
    expect(sent).toHaveLength(20);
  });

  it('a 429 pauses sending for its Retry-After, then sends what it held; another failure is dropped', async () => {
    const { reporter, sent, advance, failNext } = setup();
    failNext(Object.assign(new Error('429'), { retryAfterMs: 30_000 }));
    reporter.report(error('a'));
    await advance(1000);
    expect(sent).toHaveLength(1);
    failNext(null);
    reporter.report(error('b'));
    await advance(10_000);
    expect(sent).toHaveLength(1);
    await advance(21_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.at).toBe(31_000);
    expect(sent[1]!.entries.map((e) => e.data['message'])).toEqual(['a', 'b']);

    failNext(new Error('500'));
    reporter.report(error('c'));
    await advance(1000);
    failNext(null);
    reporter.report(error('d'));
    await advance(1000);
    expect(sent.slice(2).map((s) => s.entries.map((e) => e.data['message']))).toEqual([['c'], ['d']]);
  });

  it('the page being hidden sends the queue at once with keepalive, within 60 KB', async () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 10; i++) reporter.report(error(`e${i}`, 'é'.repeat(5000)));
    reporter.flush(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.keepalive).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(sent[0]!.entries)).length).toBeLessThanOrEqual(ERROR_LIMITS.keepaliveBytes);
    // What did not fit is counted as dropped in the batch itself.
    expect(sent[0]!.entries.length + (sent[0]!.entries[0]!.data['dropped'] as number)).toBe(10);
    await advance(5000);
    expect(sent).toHaveLength(1);
  });

  it("never throws, whatever it is given, and a send that throws is not its caller's problem", async () => {
    const { reporter, advance } = setup({ send: () => Promise.reject(new Error('offline')) });
    expect(() => reporter.report({ event: 'error', message: null as unknown as string, stack: undefined })).not.toThrow();
    await advance(1000);
    expect(() => reporter.flush(true)).not.toThrow();
  });
});
