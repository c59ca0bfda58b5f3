import { fetchProduct } from '../api/products';
import type { ProductItem } from '../types';
import type { DataSource } from './source';

/**
 * A product item (`GET /api/commerce/products/{id}`), fetched once per runtime however many widgets ask for it (the
 * product widgets' shared context, the cart's titles and Edit button); a failure is forgotten, so a later call retries.
 */
export const productItem = (rt: DataSource, id: string): Promise<ProductItem> => rt.once(`product ${id}`, () => fetchProduct(rt.api, id));
