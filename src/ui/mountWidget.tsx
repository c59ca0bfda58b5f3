import { Component, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { messageOf } from '../input/messageOf';
import type { Translate } from '../i18n';
import type { Unmount, WidgetContext } from '../types';
import { MoneyContext, type MoneyFormat } from './money';
import { StringsContext } from './strings';
import { baseCss, stylesheet } from './stylesheet';

export interface WidgetControls {
  /**
   * Gives up on the widget after it rendered (e.g. its product could not be loaded): one console error naming the
   * element and `reason`, and the element's fallback content shows again. Later calls do nothing.
   */
  fail: (reason: unknown) => void;
  /** Reflects the widget's state onto the element as `data-sf-state` (for host CSS and tests); removed on unmount. */
  reflect: (state: string) => void;
}

export interface MountOptions {
  /** The widget's name, for error messages. */
  name: string;
  /** The widget's CSS (constructable stylesheets, after the base sheet). */
  css: string;
  render: (controls: WidgetControls) => ReactNode;
}

/** Present on the element while its own content (the fallback) shows: the element is then laid out and styled as the
 * page styles it (its box, its `min-height`, inherited fonts), as before the SDK ran (baseCss). */
export const FALLBACK_ATTRIBUTE = 'data-sf-fallback';

/** The element a shadow-root node belongs to, or null outside one (a story rendering a widget into the page). */
const hostOf = (node: Node | null) => {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
};

/**
 * Shows the element's own content (the site owner's fallback) from inside the shadow root, e.g. while loading, and
 * marks the element with `data-sf-fallback` meanwhile, so the fallback keeps the page's layout and fonts: the swap
 * to the widget is then the only change a visitor sees, and none at all when the page reserved the widget's size.
 */
export const Fallback = () => {
  const ref = useRef<HTMLSlotElement>(null);
  useLayoutEffect(() => {
    const host = hostOf(ref.current);
    host?.setAttribute(FALLBACK_ATTRIBUTE, '');
    return () => host?.removeAttribute(FALLBACK_ATTRIBUTE);
  }, []);
  return <slot ref={ref} />;
};

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a widget's render errors so one broken widget never takes the page's others down. */
class Boundary extends Component<BoundaryProps, { failed?: boolean }> {
  // React leaves `state` null unless it is set here (preact gives {}); Storybook renders with React.
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return !this.state.failed && this.props.children;
  }
}

/**
 * Renders a widget into an open shadow root on `el`; `ctx` (the page's runtime) is where its failures are reported, and
 * its strings (`ctx.t`) are what the widget's components read with `useT()` (./strings.ts). Until it renders, and again if it fails or is unmounted, the element's own content (the fallback) shows. Returns the
 * unmount function.
 */
export function mountWidget(
  el: HTMLElement,
  ctx: WidgetContext & { t: Translate; money?: MoneyFormat },
  { name, css, render }: MountOptions,
): Unmount {
  const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [stylesheet(baseCss), stylesheet(css)];
  shadow.replaceChildren();
  el.removeAttribute(FALLBACK_ATTRIBUTE);
  const root = createRoot(shadow);
  let alive = true;
  /** Unmounts, then shows the host's light-DOM children (the site owner's fallback content) through the shadow root. */
  const end = () => {
    root.unmount();
    // Appended, not put in place of the widget's nodes: React (not preact) defers an unmount asked for while it renders
    // (a React parent unmounting this widget, as Storybook and the React components do) and removes the nodes itself
    // later; had they been removed here, it would throw "The node to be removed is not a child of this node".
    shadow.append(document.createElement('slot'));
    el.setAttribute(FALLBACK_ATTRIBUTE, '');
  };
  /** Reports `${name}${what}<the reason's message>` once, then (outside the render that failed) shows the fallback. */
  const giveUp = (what: string, reason: unknown) => {
    if (alive) {
      alive = false;
      ctx.report(el, new Error(name + what + messageOf(reason), { cause: reason }));
      queueMicrotask(end);
    }
  };
  const controls: WidgetControls = {
    fail: (reason) => giveUp(': ', reason),
    reflect: (state) => el.setAttribute('data-sf-state', state),
  };
  const widget = (
    <StringsContext.Provider value={ctx.t}>
      <Boundary onError={(error) => giveUp(' failed while rendering: ', error)}>{render(controls)}</Boundary>
    </StringsContext.Provider>
  );
  root.render(ctx.money ? <MoneyContext.Provider value={ctx.money}>{widget}</MoneyContext.Provider> : widget);
  return () => {
    if (alive) {
      alive = false;
      end();
      el.removeAttribute('data-sf-state');
    }
  };
}
