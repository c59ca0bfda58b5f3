import type { ProductItem } from '../types';
import type { Api } from './client';

/** `GET /api/commerce/products/{id}`: an assumption of the SDK (the spec shows no such endpoint); see docs. */
export function fetchProduct(api: Api, id: string): Promise<ProductItem> {
  return api.request<ProductItem>('GET', `/api/commerce/products/${encodeURIComponent(id)}`);
}
