export { addButtonLabel } from './buttonLabel';
export {
  badge,
  displayPrice,
  effectivePrice,
  hasVariants,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isVariantSoldOut,
  scarcity,
  totalStock,
  tracksStock,
} from './derivedState';
export { parseProduct } from './parseProduct';
export { parseProductAttributes, productContext, type ProductContext, type ProductStore, type ProductSource, type ProductState, type ProductStatus } from './context';
export { QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP, showQuantity } from './quantityRule';
export { choiceStatus, missingOptions, resolveVariant } from './selection';
export type { Chosen } from './selection';
export type { Merchandising, Product, ProductKind, ProductOption, ProductVariant } from './types';
export { parseQuantity, validateAdd } from './validateAdd';
export type { AddCheck, AddCheckReason, AddRequest } from './validateAdd';
