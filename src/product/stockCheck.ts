import type { StockResult } from '../types';

/**
 * Spec 000 §5 "Stock check for forms": passes if any result is unlimited, or its qtyInStock exceeds the quantity
 * already in the cart. Pass the results for the item and variant being added; no results never pass.
 */
export const passesStockCheck = (results: StockResult[], quantityInCart: number): boolean =>
  results.some((r) => r.unlimited || r.qtyInStock > quantityInCart);
