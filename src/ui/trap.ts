import { createFocusTrap } from 'focus-trap';

/**
 * Keeps Tab and Shift+Tab inside `container` (shadow DOM included) until the returned function is called. Loaded on
 * demand (`import('./trap')` from Dialog) so focus-trap stays out of the page's initial JS. Escape and focus
 * return are left to the caller; clicks outside are blocked.
 */
export function trapFocus(container: HTMLElement): () => void {
  const trap = createFocusTrap(container, {
    initialFocus: false, // the caller has already moved focus in
    fallbackFocus: container,
    escapeDeactivates: false,
    returnFocusOnDeactivate: false,
    tabbableOptions: { getShadowRoot: true },
  }).activate();
  return () => void trap.deactivate();
}
