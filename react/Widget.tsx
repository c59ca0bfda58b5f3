/** The host element every widget component renders, and the factory that makes a component from a widget's declaration. */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Declaration } from '../src/attributes/declare';
import type { WidgetMount } from '../src/runtime/createRuntime';
import { toAttributes, type HostAttributes } from './props';
import { useStorefront } from './provider';
import { declarationOf, WIDGETS, type WidgetName } from './widgets';

/** What every widget component takes besides its own options. */
export interface WidgetComponentProps {
  /** Shown until the widget renders, and again if it fails (the drop-in build's fallback content). */
  children?: ReactNode;
  /** The host element's id. */
  id?: string;
  /** The host element's class (the widget itself is in its shadow root: style it through custom properties and parts). */
  className?: string;
}

/** A widget's host element: its options as data attributes, read by the widget's own parser (the same rules as the drop-in build). */
function Widget({
  name,
  mount,
  attrs,
  scripts,
  children,
  id,
  className,
}: WidgetComponentProps & { name: string; mount: WidgetMount } & HostAttributes) {
  const rt = useStorefront();
  const ref = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([attrs, scripts]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!rt || !el) return;
    let unmount: (() => void) | undefined;
    let live = true;
    // React may not unmount a root while it renders, so the widget's own root is made and unmounted just after the
    // commit, in order: a re-mount with new options unmounts the old root first (microtasks run first in, first out).
    queueMicrotask(() => {
      if (!live) return;
      try {
        unmount = mount(el, rt);
        // As the drop-in loader announces its mounts (the census counts the buttons a page mounts later by it).
        rt.emit('widget-mounted', { element: el, widget: name });
      } catch (error) {
        rt.report(el, error);
      }
    });
    return () => {
      live = false;
      queueMicrotask(() => unmount?.());
    };
    // `key` stands for attrs: a new object every render, the same options.
  }, [rt, name, mount, key]);
  // `data-sf-react`, not `data-sf-widget`: a drop-in loader on the same page leaves this element to React.
  return (
    <div ref={ref} data-sf-react={name} id={id} className={className} {...attrs}>
      {children}
      {scripts.map((s) => (
        <script key={s.id} type="application/json" id={s.id} dangerouslySetInnerHTML={{ __html: s.json }} />
      ))}
    </div>
  );
}

/** A widget's component: its declared props (or a refinement of them), plus what every widget component takes. */
export type WidgetComponent<P> = ((props: P & WidgetComponentProps) => ReactNode) & { displayName: string };

/**
 * The component of the widget `name`: its props are its declaration's (react/props.ts), written back as the host
 * element's attributes and read by the widget's own parser, as on a drop-in page. `P` narrows the declared props where
 * the types can say more (one of two product sources is required, say).
 */
export function widgetComponent<P>(name: WidgetName, displayName: string): WidgetComponent<P> {
  const { mount, attributes } = WIDGETS[name] as unknown as { mount: WidgetMount; attributes: Declaration };
  const Component = ({ children, id, className, ...props }: P & WidgetComponentProps) => {
    const jsonId = 'sf' + useId().replace(/[^\w-]/g, '');
    const host = toAttributes(attributes, props, jsonId, declarationOf);
    return (
      <Widget name={name} mount={mount} id={id} className={className} {...host}>
        {children}
      </Widget>
    );
  };
  return Object.assign(Component, { displayName });
}
