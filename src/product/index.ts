export { addButtonLabel, soldOutText } from './buttonLabel';
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
export { PERIODS_PER_YEAR, subscriptionTerms, type SubscriptionTerms } from './subscription';
export { restockReplacesAdd, restockWanted, soldOutFor } from './restock';
export { parseProductAttributes, productAttributes, productDetailAttributes } from './attributes';
export {
  createProductContexts,
  type ProductContext,
  type ProductContexts,
  type ProductStore,
  type ProductSource,
  type ProductState,
  type ProductStatus,
} from './context';
export { QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP, showQuantity } from './quantityRule';
export { choiceStatus, missingOptions, resolveVariant } from './selection';
export type { Chosen } from './selection';
export type { Merchandising, Product, ProductKind, ProductOption, ProductVariant } from './types';
// validateAdd.ts is imported directly, not through here: it carries the add messages,
// which a product page loads only with the add button's press code (widgets/add-to-cart/addFlow.ts).
