import { mount as mountAddToCart } from '../../widgets/add-to-cart/index';
import { mount as mountQuantity } from '../../widgets/quantity/index';
import { mount as mountSiteForm } from '../../widgets/site-form/index';
import { mount as mountVariantPicker } from '../../widgets/variant-picker/index';
import type { Runtime, WidgetMount } from '../../src/runtime/types';
import type { Unmount } from '../../src/types';

/** The widgets a unit test may mount inside another's shadow root, as the loader would (here, not in a widget's folder: widgets never import each other). */
export const NESTABLE: Record<string, WidgetMount> = {
  'add-to-cart': mountAddToCart,
  quantity: mountQuantity,
  'site-form': mountSiteForm,
  'variant-picker': mountVariantPicker,
};

/**
 * Sets `rt.nested` as the loader does, for the widgets of NESTABLE named in `names`; an element of any other widget is
 * handed to `other` (default: left with its fallback). Returns the names mounted, in order, and their unmount functions.
 */
export function nestWidgets(rt: Runtime, names: string[], other: (el: HTMLElement) => void = () => {}) {
  const mounted = new Map<HTMLElement, Unmount>();
  const seen: string[] = [];
  rt.nested = {
    // A promise, as the loader's mount is: settled once mounted, rejected by a throw.
    mount: (el) =>
      new Promise<void>((done) => {
        const name = el.getAttribute('data-sf-widget')!;
        seen.push(name);
        if (names.includes(name) && NESTABLE[name]) mounted.set(el, NESTABLE[name](el, rt));
        else other(el);
        done();
      }),
    unmount: (el) => mounted.get(el)?.(),
  };
  return { seen, mounted };
}
