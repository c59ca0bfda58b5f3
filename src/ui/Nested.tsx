import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ProductSource } from '../product/context';
import type { Runtime } from '../runtime/types';

export interface NestedProps {
  rt: Runtime;
  /** The widget's name (`data-sf-widget`). */
  widget: string;
  /** Its other attributes (`data-product-id`, …); an undefined value is left out. */
  attrs: Record<string, string | undefined>;
  /** Its fallback: shown until it renders, and for good where no one mounts it (rt.nested absent). */
  children?: ReactNode;
  /** Parts of its shadow root that the host page may style through this widget's (`exportparts`). */
  exportparts?: string;
  className?: string;
}

/**
 * A widget element inside another widget's shadow root, mounted and unmounted with it through `rt.nested`: how a
 * widget composes others (a collection card's price and add button are product-status and add-to-cart elements)
 * without importing them (docs/architecture.md, "Boundaries": widgets never import each other). Give it a `key` that changes with what it
 * shows (the product): a fresh element then mounts, the old one unmounts.
 */
export function Nested({ rt, widget, attrs, children, exportparts, className }: NestedProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const nested = rt.nested;
    if (!el || !nested) return;
    void nested.mount(el);
    return () => nested.unmount(el);
  }, [rt]);
  return (
    <div ref={ref} data-sf-widget={widget} exportparts={exportparts} className={className} {...attrs}>
      {children}
    </div>
  );
}

/**
 * The attributes that name the same product (and scope) on a nested element: what a widget hands the product widgets
 * it renders in its shadow root (a product element's parts, a quick view's product element). Here, with Nested, not in
 * src/product: only the widgets that nest others carry it.
 */
export const productElementAttributes = (source: ProductSource, scope: string): Record<string, string | undefined> => ({
  ...(source.kind == 'id' ? { 'data-product-id': source.id } : { 'data-product-json': source.selector }),
  'data-sf-scope': scope || undefined,
});
