import type { ProductStore } from './context';

/**
 * Puts a restock form in its product context for as long as it is mounted (the count `restockForms` that the rule
 * `restockReplacesAdd`, ./restock.ts, reads); returns the function that takes it out. Only the restock form calls it,
 * so it travels in that widget's chunk.
 */
export function placeRestockForm(store: ProductStore): () => void {
  const count = (by: number) => store.setState((s) => ({ restockForms: (s.restockForms ?? 0) + by }));
  count(1);
  return () => count(-1);
}
