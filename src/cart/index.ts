export {
  cartStore,
  startCart,
  loadCart,
  refreshCart,
  addToCart,
  applyCart,
  writeCart,
  setCartEmitter,
  selectTotalQuantity,
  type CartState,
  type CartStatus,
} from './store';
export { shouldLoadCart, isAuthenticated, CART_COOKIES } from './shouldLoadCart';
