/**
 * What happens when the add button is pressed (spec 000 §4, §5, §7, §8): the checks, then the add, subscription,
 * gift-card or express-checkout path, the hand-off to the additional-fields lightbox, and the failure alerts.
 * Loaded by AddToCart.tsx on the first sign of intent (the pointer over the button, or focus on it) or press, so a
 * product page does not load it up front (docs/architecture.md, "Size").
 */
import { isStorefrontError } from '../../src/api/errors';
import { startSubscription } from '../../src/api/subscription';
import { addToCart } from '../../src/cart/writes';
import { t } from '../../src/i18n';
import '../../src/i18n/strings/product-add';
import { effectivePrice, resolveVariant, type Product, type ProductStore } from '../../src/product';
import { validateAdd } from '../../src/product/validateAdd';
import { formBackend } from '../../src/forms/backend';
import { stockAllowsForm } from '../../src/forms/stockCheck';
import { loadAdditionalFields } from '../../src/ui/forms/loadAdditionalFields';
import { navigate } from '../../src/ui/navigate';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { AddToCartUrls } from './attributes';
import { ADDED_AFTER_MS, ADDED_FOR_MS, IDLE_AFTER_ERROR_MS } from './timing';

/** The failure alert: the alert dialog, loaded with the first failure. */
export { LazyAlertDialog as Alert } from '../../src/ui/LazyAlertDialog';

/** What the button lends the flow. */
export interface AddControls {
  rt: Runtime;
  store: ProductStore;
  urls: AddToCartUrls;
  /** The message next to the button. */
  say(message: string): void;
  /** Opens the failure alert. */
  alert(title: string, message: string): void;
  /** Shows `adding` (clicks do nothing) or `added`. */
  show(phase: 'adding' | 'added'): void;
  /** Back to `idle`: the button can be pressed again. */
  idle(): void;
  /** Runs `fn` after `ms`, unless the widget has been unmounted by then. */
  later(ms: number, fn: () => void): void;
  /** The additional-fields lightbox's close function while it is open, null once it has closed. */
  formOpen(close: (() => void) | null): void;
  /** The button: focus goes back to it as the lightbox closes. */
  button(): HTMLElement | null;
}

/** Units of this item and sku already in the cart. */
const inCart = ({ cart }: Runtime, itemId: string, sku: string | null) =>
  (cart.store.getState().cart?.entries ?? []).reduce((n, e) => (e.itemId == itemId && e.chosenVariant?.sku == sku ? n + e.quantity : n), 0);

/** One press of the button, from the checks to the state the button ends in. Never rejects. */
export async function runAdd(p: Product, c: AddControls): Promise<void> {
  const { rt, store, urls } = c;
  const { expressCheckout } = rt.config;
  const { chosen, quantity, denominationCents } = store.getState();
  const picked = resolveVariant(p, chosen);
  const check = validateAdd(p, { chosen, quantity, denominationCents, quantityInCart: picked ? inCart(rt, p.id, picked.sku) : 0 });
  if (!check.ok) {
    c.say(check.message);
    return c.idle();
  }
  c.show('adding');
  const { variant } = check;
  const gift = p.kind == 'gift-card';
  const fail = (title: string, e: unknown) => {
    c.alert(title, isStorefrontError(e) ? e.message : t('unknownError'));
    c.later(IDLE_AFTER_ERROR_MS, c.idle);
  };
  // Adds (or subscribes, or goes to checkout) with these answers; rejects with the request's error.
  const commit = async (additionalFields: string | null): Promise<void> => {
    if (p.isSubscribable) {
      const cartToken = await startSubscription(rt.api, { itemId: p.id, sku: variant.sku, qty: check.quantity, additionalFields });
      navigate(urls.subscription, { cartToken });
    } else {
      await addToCart(rt.cart, { itemId: p.id, sku: variant.sku, quantity: check.quantity, additionalFields });
      rt.emit('add-to-cart', { productId: p.id, sku: variant.sku, quantity: check.quantity, priceCents: effectivePrice(variant), currency: p.currency });
      if (!expressCheckout)
        return c.later(ADDED_AFTER_MS, () => {
          c.show('added');
          c.later(ADDED_FOR_MS, c.idle);
        });
      navigate(urls.checkout);
    }
    // Leaving the page: if the visitor comes back (back/forward cache), the button is usable again.
    c.later(IDLE_AFTER_ERROR_MS, c.idle);
  };
  const failTitle = t(expressCheckout ? 'unableToPurchaseItem' : 'unableToAddItem');
  if (p.additionalFieldsFormId && !gift) {
    // Spec 000 §2, §5: the stock check, then the form in a lightbox; its save adds the item with the answers.
    try {
      // The stock check and the lightbox's code in parallel: the form opens only if the check passes.
      const [allowed, m] = await Promise.all([stockAllowsForm(rt, p.id, variant.sku, inCart(rt, p.id, variant.sku)), loadAdditionalFields()]);
      const close = allowed
        ? m.openAdditionalFields({
            backend: formBackend(rt, p.additionalFieldsFormId, p.additionalFieldsForm),
            label: p.name,
            saveFailTitle: failTitle,
            onSave: commit,
            onClose: (saved) => {
              c.formOpen(null);
              // Closed without saving: the button can be pressed again. After a save, commit has scheduled the states.
              if (!saved) c.idle();
            },
            returnFocus: c.button,
          })
        : null;
      c.formOpen(close);
      if (!close) {
        c.say(t('notEnoughStock'));
        c.idle();
      }
    } catch (e) {
      fail(failTitle, e);
    }
    return;
  }
  try {
    if (gift) {
      navigate(urls.giftCard, { itemId: p.id, amount: check.denominationCents! });
      c.later(IDLE_AFTER_ERROR_MS, c.idle);
    } else await commit(null);
  } catch (e) {
    fail(gift ? t('unableToPurchaseGiftCard') : failTitle, e);
  }
}
