/**
 * What the SDK uses of React, on preact's core and hooks. The shipped build (rollup.config.mjs) and the unit tests
 * (vitest.config.ts) resolve `react` to this module and `react-dom/client` to ./client.ts; Storybook and theme
 * authors' apps render the same components with real React.
 *
 * Why not preact/compat: it costs ≈ 1.4 KB gzip of the product page's 20 KB budget (docs/architecture.md, "Size")
 * for what the widgets do not use (forwardRef, memo, Children, portals, Suspense, React's event renaming). The
 * components are written so both renderers agree: `onInput` for text fields (React's onChange fires per keystroke,
 * the DOM's only on commit), `onChange` only on selects, checkboxes and radios, string styles. A name missing here
 * fails the build and the unit tests, and tests/unit/boundaries.test.ts lists what shipped code may import.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export { Component } from 'preact';
export { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

/**
 * React's `useSyncExternalStore` (client rendering only): renders with the store's snapshot, and again whenever a
 * change makes `getSnapshot` return a different value (`Object.is`), including a change between render and subscribe.
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [, rerender] = useState(0);
  // What this render showed, and how to read the store now: read by the listener, which outlives renders.
  const shown = useRef({ value, getSnapshot });
  useLayoutEffect(() => {
    shown.current = { value, getSnapshot };
  });
  useLayoutEffect(() => {
    const check = () => {
      const { value: then, getSnapshot: now } = shown.current;
      if (!Object.is(then, now())) rerender((n) => n + 1);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
