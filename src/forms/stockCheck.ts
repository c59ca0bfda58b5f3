import { fetchStock } from '../api/stock';
import type { DataSource } from '../data/source';
import type { StockResult } from '../types';

/**
 * Spec 000 §5 "Stock check for forms": passes if any result is unlimited, or its qtyInStock exceeds the quantity
 * already in the cart. Pass the results for the item and variant being added; no results never pass.
 */
export const passesStockCheck = (results: StockResult[], quantityInCart: number): boolean =>
  results.some((r) => r.unlimited || r.qtyInStock > quantityInCart);

/**
 * The stock check before an additional-fields form opens: `GET …/inventory/stock/?itemId=` (never cached: stock
 * moves), then passesStockCheck on the results for this variant (results without a sku count for every variant).
 */
export async function stockAllowsForm(rt: DataSource, itemId: string, sku: string | null, quantityInCart: number): Promise<boolean> {
  const results = await fetchStock(rt.api, itemId);
  return passesStockCheck(
    results.filter((r) => r.sku == null || sku == null || r.sku == sku),
    quantityInCart,
  );
}
