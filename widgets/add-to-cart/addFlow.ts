/**
 * What happens when the add button is pressed (spec 000 §4, §5, §7, §8): the checks, then the add, subscription,
 * gift-card or express-checkout path, the hand-off to the additional-fields lightbox, and the failure's alert text.
 * It changes nothing on screen itself: it returns what happened (./machine.ts, `AddOutcome`), and the component's
 * reducer decides what shows. Loaded by AddToCart.tsx on the first sign of intent (the pointer over the button, or
 * focus on it) or press, so a product page does not load it up front (docs/performance.md, "Size").
 */
import { isStorefrontError } from '../../src/api/errors';
import { startSubscription } from '../../src/api/subscription';
import { addToCart } from '../../src/cart/writes';
import '../../src/i18n/strings/errors';
import '../../src/i18n/strings/product-add';
import { effectivePrice, resolveVariant, type Product, type ProductStore } from '../../src/product';
import { validateAdd } from '../../src/product/validateAdd';
import { formBackend } from '../../src/forms/backend';
import { stockAllowsForm } from '../../src/forms/stockCheck';
import { loadAdditionalFields } from '../../src/ui/forms/loadAdditionalFields';
import { navigate } from '../../src/ui/navigate';
import { flushVisits, track } from '../../src/telemetry/analytics';
import { visitIfMain } from '../../src/telemetry/pageVisit';
import { recordButtonClick } from '../../src/telemetry/census';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { AddToCartUrls } from './attributes';
import type { AddOutcome } from './machine';

/** The failure alert: the alert dialog, loaded with the first failure. */
export { LazyAlertDialog as Alert } from '../../src/ui/LazyAlertDialog';

/** What a press works on. */
export interface AddPress {
  rt: Runtime;
  store: ProductStore;
  urls: AddToCartUrls;
  /** The button: focus goes back to it as the lightbox closes. */
  button: () => HTMLElement | null;
}

/** Units of this item and sku already in the cart. */
const inCart = ({ cart }: Runtime, itemId: string, sku: string | null) =>
  (cart.store.getState().cart?.entries ?? []).reduce((n, e) => (e.itemId == itemId && e.chosenVariant?.sku == sku ? n + e.quantity : n), 0);

const NAVIGATED: AddOutcome = { kind: 'navigated' };
/** The additional-fields answers sent when there are none (spec 000 §7: a JSON string; docs/embed-contract.md). */
const NO_ANSWERS = '{}';

/** One press of the button: the checks' outcome at once, and what follows in its `next`. Never rejects. */
export function runAdd(p: Product, { rt, store, urls, button }: AddPress): AddOutcome {
  const { expressCheckout } = rt.config;
  const { t } = rt;
  // The product's visit, if it still waits for the page to be interactive (or was not noticed yet: the after-load work
  // watches the products, src/telemetry/pageVisit.ts): before the add's event, and before a press that leaves the page
  // (express checkout, a subscription) could lose it. Once per product: a visit sent already is not sent again.
  visitIfMain(rt, p);
  flushVisits(rt);
  // The census's count of the press (spec 001 §7 button-click): sent, never awaited, whatever the press comes to.
  recordButtonClick(rt);
  const { chosen, quantity, denominationCents } = store.getState();
  const picked = resolveVariant(p, chosen);
  const check = validateAdd(p, { chosen, quantity, denominationCents, quantityInCart: picked ? inCart(rt, p.id, picked.sku) : 0 }, t);
  if (!check.ok) return { kind: 'invalid', message: check.message };
  const { variant } = check;
  const gift = p.kind == 'gift-card';
  const failTitle = t(expressCheckout ? 'unableToPurchaseItem' : 'unableToAddItem');
  const failed = (title: string, e: unknown): AddOutcome => ({
    kind: 'failed',
    title,
    message: isStorefrontError(e) ? e.message : t('unknownError'),
  });

  // Adds (or subscribes, or goes to checkout) with these answers; rejects with the request's error.
  // The answers as a JSON string, always (spec 000 §7): `"{}"` for a product without a form.
  const commit = async (additionalFields: string): Promise<AddOutcome> => {
    if (p.isSubscribable) {
      const cartToken = await startSubscription(rt.api, { itemId: p.id, sku: variant.sku, qty: check.quantity, additionalFields });
      navigate(urls.subscription, { cartToken });
      return NAVIGATED;
    }
    await addToCart(rt.cart, { itemId: p.id, sku: variant.sku, quantity: check.quantity, additionalFields });
    const priceCents = effectivePrice(variant);
    const fields = { item_id: p.id, item_title: p.name, priceCents, currency_code: p.currency, quantity: check.quantity };
    track(rt, 'add-to-cart', { productId: p.id, sku: variant.sku, quantity: check.quantity, priceCents, currency: p.currency }, fields);
    // From a card of a product list (its element has data-list: a collection's card), a "click and add" too (spec 001 §7).
    const root = button()?.getRootNode();
    const list = root instanceof ShadowRoot ? root.host.getAttribute('data-list') : null;
    if (list) track(rt, 'click-and-add', { productId: p.id, sku: variant.sku, quantity: check.quantity, list }, fields);
    if (!expressCheckout) return { kind: 'added' };
    navigate(urls.checkout);
    return NAVIGATED;
  };

  const next = async (): Promise<AddOutcome> => {
    const formId = !gift && p.additionalFieldsFormId;
    if (formId) {
      // Spec 000 §2, §5: the stock check, then the form in a lightbox; its save adds the item with the answers.
      try {
        // The stock check and the lightbox's code in parallel: the form opens only if the check passes.
        const [allowed, m] = await Promise.all([
          stockAllowsForm(rt, p.id, variant.sku, inCart(rt, p.id, variant.sku)),
          loadAdditionalFields(),
        ]);
        if (!allowed) return { kind: 'invalid', message: t('notEnoughStock') };
        let closed!: (outcome: AddOutcome) => void;
        const done = new Promise<AddOutcome>((resolve) => (closed = resolve));
        // A save's outcome; the lightbox itself shows a failed save, and stays open.
        let saved: AddOutcome = { kind: 'dismissed' };
        const close = m.openAdditionalFields({
          backend: formBackend(rt, formId, p.additionalFieldsForm),
          label: p.name,
          saveFailTitle: failTitle,
          onSave: (answers) => commit(answers).then((outcome) => void (saved = outcome)),
          onClose: () => closed(saved),
          returnFocus: button,
          t,
        });
        return { kind: 'form-opened', close, next: done };
      } catch (e) {
        return failed(failTitle, e);
      }
    }
    try {
      if (!gift) return await commit(NO_ANSWERS);
      navigate(urls.giftCard, { itemId: p.id, amount: check.denominationCents! });
      return NAVIGATED;
    } catch (e) {
      return failed(gift ? t('unableToPurchaseGiftCard') : failTitle, e);
    }
  };
  return { kind: 'adding', next: next() };
}
