export { createCart, selectTotalQuantity, type Cart, type CartStore, type CartState, type CartStatus } from './store';
export { addToCart, writeCart, addFromPage, type CartAddInput } from './writes';
export { shouldLoadCart, isAuthenticated, CART_COOKIES } from './shouldLoadCart';
