import type { Translate } from '../i18n';
import '../i18n/strings/product';
import type { Product } from './types';

/**
 * The add button's label (spec 000 §9): the custom label when set; else Subscribe for a subscribable product; else
 * Purchase under express checkout or for a gift card (neither adds to the cart: the visitor goes to checkout or the
 * gift-card page); else Add to Cart, in `t`'s words (the runtime's: the site's overrides on the defaults).
 */
export const addButtonLabel = (p: Product, t: Translate, { expressCheckout = false }: { expressCheckout?: boolean } = {}): string =>
  p.customAddButtonText ?? t(p.isSubscribable ? 'subscribe' : expressCheckout || p.kind == 'gift-card' ? 'purchase' : 'addToCart');

/**
 * What a sold-out product (or chosen variant) shows, on its badge and its add button: the store's `customSoldOutText`
 * when set, else "sold out" in `t`'s words (spec 001 §3 "Merchandising context", §8).
 */
export const soldOutText = (p: Product, t: Translate): string =>
  p.merchandising.customSoldOutText.trim() ? p.merchandising.customSoldOutText : t('soldOut');
