import { configureApi } from '../api/client';
import { setCartEmitter, startCart } from '../cart/store';
import { loadSiteSettings } from '../settings/siteSettings';
import type { WidgetContext } from '../types';

let context: WidgetContext | null = null;

/**
 * Sets the shared runtime up from the loader's context, once per page: API root, event bus, site settings, and the
 * cart (which loads now if the spec's rule holds). Every widget's mount calls it; only the first call does anything.
 */
export function initRuntime(ctx: WidgetContext): void {
  if (context) return;
  context = ctx;
  configureApi({ apiRoot: ctx.config.apiRoot });
  setCartEmitter(ctx.emit);
  loadSiteSettings(ctx.config.settings);
  startCart();
}

/** The context the runtime was started with (null before the first mount). */
export const getRuntimeContext = (): WidgetContext | null => context;

/** Test hook. */
export function resetRuntimeForTests(): void {
  context = null;
}
