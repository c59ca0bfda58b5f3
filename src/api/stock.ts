import type { StockResponse, StockResult } from '../types';
import type { Api } from './client';

/**
 * `GET /api/commerce/inventory/stock/?itemId=` (spec 000 §7): the stock of each of the item's variants, for the stock
 * check before an additional-fields form opens. Rejects with the usual typed errors.
 */
export async function fetchStock(api: Api, itemId: string): Promise<StockResult[]> {
  const body = await api.request<StockResponse | null>('GET', '/api/commerce/inventory/stock/', { searchParams: { itemId } });
  return Array.isArray(body?.results) ? body.results : [];
}
