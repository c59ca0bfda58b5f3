/**
 * Moves focus to the first control marked invalid under `root` (fields render in form order, so the first in document
 * order is the first invalid field) and returns it; null when there is none. Call it after the errors have rendered.
 */
export function focusFirstInvalid(root: ParentNode): HTMLElement | null {
  const el = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
  return el;
}
