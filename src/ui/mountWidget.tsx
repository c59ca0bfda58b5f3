import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initRuntime } from '../runtime/initRuntime';
import type { Unmount, WidgetContext } from '../types';
import { baseCss, stylesheet } from './stylesheet';

export interface MountOptions {
  /** The widget's name, for error messages. */
  name: string;
  /** The widget's CSS (constructable stylesheets, after the base sheet). */
  css: string;
  render: () => ReactNode;
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a widget's render errors so one broken widget never takes the page's others down. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Shows the host's light-DOM children (the site owner's fallback content) through the shadow root. */
function showFallback(shadow: ShadowRoot) {
  shadow.replaceChildren(document.createElement('slot'));
}

/**
 * Renders a widget into an open shadow root on `el` with the shared runtime started. Until it renders, and again if
 * it fails or is unmounted, the element's own content (the fallback) shows. Returns the unmount function.
 */
export function mountWidget(el: HTMLElement, ctx: WidgetContext, options: MountOptions): Unmount {
  initRuntime(ctx);
  const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [stylesheet(baseCss), stylesheet(options.css)];
  shadow.replaceChildren();
  const root = createRoot(shadow);
  let alive = true;
  const fail = (error: unknown) => {
    if (!alive) return;
    alive = false;
    ctx.report(el, new Error(`${options.name} failed while rendering: ${error instanceof Error ? error.message : String(error)}`, { cause: error }));
    // Unmount outside the render that failed, then let the fallback show again.
    queueMicrotask(() => {
      root.unmount();
      showFallback(shadow);
    });
  };
  root.render(<Boundary onError={fail}>{options.render()}</Boundary>);
  return () => {
    if (!alive) return;
    alive = false;
    root.unmount();
    showFallback(shadow);
  };
}
