import type { ProductItem } from '../types';
import { request } from './client';

/** `GET /api/commerce/products/{id}`: an assumption of the SDK (the spec shows no such endpoint); see docs. */
export function fetchProduct(id: string): Promise<ProductItem> {
  return request<ProductItem>('GET', `/api/commerce/products/${encodeURIComponent(id)}`);
}
