import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import type { Runtime, WidgetMount } from '../runtime/createRuntime';
import { mountWidget, type WidgetControls } from './mountWidget';

/** One widget, declared in its `widgets/<name>/index.tsx` as `export const mount = defineWidget({ … })`. */
export interface WidgetDefinition<A> {
  /** Its `data-sf-widget` value, the same as its folder's name. */
  name: string;
  /**
   * `'runtime'`: built into the runtime chunk, for widgets nearly every shop page shows (the page loads no chunk of
   * the widget's own). Left out: a chunk of its own, loaded when the page has one. The build reads this from the
   * source (rollup.config.mjs), so write it as a string literal.
   */
  chunk?: 'runtime';
  /**
   * `'near'` (a widget with a chunk of its own only): an element below the window mounts, and its chunk loads, once the
   * visitor scrolls within half a screen of it; one within that half screen before any scroll, as it comes into view
   * (docs/architecture.md, "How a page loads").
   * Left out: it mounts when found, wherever it is (a popup's timer, a purchase tag, the account's state do not wait
   * for a scroll). Content whose height is known only once it has come (the reviews) waits too: the page holds about
   * its height meanwhile. The build reads this from the source too: a string literal.
   */
  mountWhen?: 'near';
  /** The widget's CSS, adopted after the base sheet (minified at build time: scripts/build/css-minify.mjs). */
  styles: string;
  /**
   * Reads the element's attributes (and takes what they name from the runtime, e.g. the product's shared state) into
   * the widget component's props. Throws on bad input: the loader reports it once, naming the element, and the
   * owner's fallback content stays.
   */
  attributes: (el: HTMLElement, rt: Runtime) => A;
  /** The widget's component: rendered with what `attributes` returned, plus `fail` and `onState` (WidgetProps). */
  render: ComponentType<A & WidgetProps>;
}

/** What every widget component is given besides its own props. */
export interface WidgetProps {
  /** Gives up on the widget after it rendered: one console error naming the element, and the fallback shows again. */
  fail: WidgetControls['fail'];
  /** Reflects the widget's state onto the element as `data-sf-state` (for host CSS and tests). */
  onState: WidgetControls['reflect'];
}

/**
 * Makes a widget's mount function from its declaration: the attributes are read first, then it renders into the
 * element's shadow root (mountWidget: the base and widget stylesheets, the fallback until it renders and again if it
 * fails, one report per failure).
 */
export const defineWidget =
  <A extends object>({ name, styles, attributes, render: Widget }: WidgetDefinition<A>): WidgetMount =>
  (el, rt) => {
    const props = attributes(el, rt);
    return mountWidget(el, rt, { name, css: styles, render: ({ fail, reflect }) => <Widget {...props} fail={fail} onState={reflect} /> });
  };

/**
 * What every widget component does with its state and its failure, written once: `state` reflected onto the element
 * (`onState`, as `data-sf-state`) before paint, and, when `failed`, `fail(error)` once after render (one console
 * error naming the element; the fallback shows again).
 */
export function useWidgetState<S extends string>(
  onState: (state: S) => void,
  state: S,
  fail: (reason: unknown) => void,
  failed: boolean,
  error?: unknown,
): void {
  useLayoutEffect(() => onState(state), [state, onState]);
  useEffect(() => {
    if (failed) fail(error);
  }, [failed, error, fail]);
}
