import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { productItem } from '../../src/data/products';
import { checkoutMinimumCents } from '../../src/cart/checkoutMinimum';
import { quantityProblem, removeEntry, setEntryFields, setEntryQuantity } from '../../src/cart/entries';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/product/quantityRule';
import { useT } from '../../src/ui/strings';
import { clipText, TEXT_MAX } from '../../src/input/clipText';
import '../../src/i18n/strings/errors';
import '../../src/i18n/strings/cart';
import { useMoney } from '../../src/ui/money';
import { formBackend } from '../../src/forms/backend';
import { loadAdditionalFields } from '../../src/ui/forms/loadAdditionalFields';
import { LazyAlertDialog } from '../../src/ui/LazyAlertDialog';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { navigate } from '../../src/ui/navigate';
import { Picture } from '../../src/ui/Picture';
import { useStore } from '../../src/ui/useStore';
import { track } from '../../src/telemetry/analytics';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { ImageData } from '../../src/media/image';
import type { CartEntry } from '../../src/types';
import { answersOf, entryPicture, fieldTitles, hasAnswers, variantText } from './lineDetails';
import { widgetSettings } from '../../src/settings/widgetSettings';

/**
 * - `loading`: the cart is loading (the element's fallback shows).
 * - `empty`: no entries (or no cart at all): "You have nothing in your shopping cart."
 * - `ready`: the entries, the subtotal and the checkout button.
 * - `below-minimum`: as ready, with the checkout-minimum message; the checkout button is disabled.
 * - `updating`: a cart change is in flight (this widget's or another's); the cart shown is optimistic.
 * - `error`: the cart could not be loaded (one console error, the fallback shows).
 */
export type CartWidgetState = 'loading' | 'empty' | 'ready' | 'below-minimum' | 'updating' | 'error';

export interface CartProps {
  checkoutUrl: string;
  rt: Runtime;
  fail: (reason: unknown) => void;
  onState: (state: CartWidgetState) => void;
}

/**
 * The entries' pictures by entry id, as their products arrive: asked for in one request for all of them (the calls of
 * one effect are gathered: src/data/products.ts), never one per entry. A product that cannot be had has no picture.
 */
function usePictures(rt: Runtime, entries: CartEntry[]): Record<string, ImageData | null> {
  const [pictures, setPictures] = useState<Record<string, ImageData | null>>({});
  const wanted = entries.filter((e) => !(e.id in pictures));
  useEffect(() => {
    let live = true;
    for (const entry of wanted)
      productItem(rt, entry.itemId).then(
        (item) => live && setPictures((all) => ({ ...all, [entry.id]: entryPicture(entry, item) })),
        () => live && setPictures((all) => ({ ...all, [entry.id]: null })),
      );
    return () => {
      live = false;
    };
  }, [wanted.map((e) => e.id).join()]); // eslint-disable-line react-hooks/exhaustive-deps -- the entries' ids stand for the list, a new array each render
  return pictures;
}

/** The field titles of every product in `entries` that has answers, by item id, as they arrive. */
function useFieldTitles(rt: Runtime, entries: CartEntry[]): Record<string, Record<string, string>> {
  const [titles, setTitles] = useState<Record<string, Record<string, string>>>({});
  const wanted = [...new Set(entries.filter(hasAnswers).map((e) => e.itemId))].filter((id) => !titles[id]);
  useEffect(() => {
    let live = true;
    for (const id of wanted) void fieldTitles(rt, id).then((t) => live && setTitles((all) => ({ ...all, [id]: t })));
    return () => {
      live = false;
    };
  }, [wanted.join()]); // eslint-disable-line react-hooks/exhaustive-deps -- the item ids stand for the list, a new array each render
  return titles;
}

interface Alert {
  /** Which failure this is (a new alert dialog for each, announced as it opens). */
  key: number;
  title: string;
  message: string;
  /** The entry and control to focus when the alert closes. */
  entryId: string;
  part: 'input' | 'remove' | 'edit';
}

export function Cart({ checkoutUrl, rt, fail, onState }: CartProps) {
  const t = useT();
  const formatMoney = useMoney();
  const { currency } = rt.config;
  const { status, cart, error, recalculating } = useStore(rt.cart.store, (s) => s);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  // Failures waiting to be shown, oldest first: one alert at a time, the next when it closes, so a second failure
  // never hides the first (two changes can fail together: docs/security.md, "Chaos on the cart").
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const alert = alerts[0] ?? null;
  const alertKeys = useRef(0);
  const root = useRef<HTMLElement>(null);
  // The entry whose additional-fields form is opening or open (one at a time), and how to close its lightbox.
  const titles = useFieldTitles(rt, cart?.entries ?? []);
  const pictures = usePictures(rt, cart?.entries ?? []);
  const [editing, setEditing] = useState<string | null>(null);
  const opening = useRef(false); // set at once: a double click opens one form
  const closeForm = useRef<(() => void) | null>(null);
  useLayoutEffect(() => () => closeForm.current?.(), []);

  // A title is shown, named in labels and sent in analytics: cut like every platform text (src/input/clipText.ts).
  const entries = (cart?.entries ?? []).map((e) => (e.title.length > TEXT_MAX ? { ...e, title: clipText(e.title) } : e));
  const minimum = checkoutMinimumCents(widgetSettings(rt.settings).checkoutMinimumCents, currency);
  const below = minimum > 0 && (cart?.subtotalCents ?? 0) < minimum;
  const state: CartWidgetState =
    status == 'loading' || status == 'error'
      ? status
      : !entries.length
        ? 'empty'
        : recalculating
          ? 'updating'
          : below
            ? 'below-minimum'
            : 'ready';
  useWidgetState(onState, state, fail, status == 'error', error);
  // The visitor saw a cart with something in it: once per page (its analytics event too).
  const viewed = status == 'ready' && entries.length > 0;
  useEffect(() => {
    const c = rt.cart.store.getState().cart;
    if (viewed && c)
      void rt.once(
        'view-cart',
        // A promise as `once` takes, settled as the event is sent (a throw rejects it: a later view tries again).
        () =>
          new Promise<void>((resolve) => {
            track(
              rt,
              'view-cart',
              { cartId: c.id, totalQuantity: c.totalQuantity, subtotalCents: c.subtotalCents },
              { priceCents: c.subtotalCents, quantity: c.totalQuantity },
            );
            resolve();
          }),
      );
  }, [viewed, rt]);
  if (status == 'loading' || status == 'error') return <Fallback />;

  const control = (entryId: string, part: Alert['part']) =>
    [...(root.current?.querySelectorAll<HTMLElement>(`[part~=${part}]`) ?? [])].find((el) => el.dataset.entry == entryId);
  const edit = (set: typeof setDrafts, id: string, value: string | null) =>
    set((all) => {
      const next = { ...all };
      if (value === null) delete next[id];
      else next[id] = value;
      return next;
    });
  const failed = (title: string, entryId: string, part: Alert['part']) => (e: unknown) =>
    setAlerts((shown) => [
      ...shown,
      { key: ++alertKeys.current, title, message: isStorefrontError(e) ? e.message : t('unknownError'), entryId, part },
    ]);

  /** Checks and sends the input's text (on Enter and on blur); an unchanged quantity sends nothing. */
  const commit = (entry: CartEntry, typed: string) => {
    const quantity = typed.trim() ? Number(typed) : NaN;
    const problem = quantityProblem(quantity, t);
    edit(setProblems, entry.id, problem);
    if (problem) return;
    edit(setDrafts, entry.id, null);
    if (quantity != entry.quantity)
      setEntryQuantity(rt.cart, entry.id, quantity).catch(failed(t('unableToUpdateQuantity'), entry.id, 'input'));
  };

  /**
   * Opens the entry's additional-fields form (its product's additionalFieldsFormId) with its answers; a save PUTs
   * them. "Unable to open form" when the product or the form's code cannot be had; "Unable to update form" in the
   * form when the save fails.
   */
  const editFields = async (entry: CartEntry) => {
    if (opening.current) return;
    opening.current = true;
    setEditing(entry.id);
    const done = () => {
      closeForm.current = null;
      opening.current = false;
      setEditing(null);
    };
    try {
      const [product, m] = await Promise.all([productItem(rt, entry.itemId), loadAdditionalFields()]);
      const { additionalFieldsFormId: formId, additionalFieldsForm: definition } = product.structuredContent ?? {};
      if (!formId) throw new Error(`product "${entry.itemId}" has no additional-fields form`);
      closeForm.current = m.openAdditionalFields({
        backend: formBackend(rt, formId, definition),
        label: entry.title,
        answers: entry.additionalFields,
        saveFailTitle: t('unableToUpdateForm'),
        onSave: (answers) => setEntryFields(rt.cart, entry, answers).then(() => {}),
        onClose: done,
        returnFocus: () => control(entry.id, 'edit') ?? root.current,
        t,
      });
    } catch (e) {
      if (!isStorefrontError(e)) console.error('[storefront] cart:', e);
      done();
      failed(t('unableToOpenForm'), entry.id, 'edit')(e);
    }
  };

  const remove = (entry: CartEntry, index: number) => {
    // The row leaves at once (optimistically): focus moves to the next row's remove button, else the previous one's,
    // else the cart itself.
    const buttons = root.current?.querySelectorAll<HTMLElement>('[part~=remove]');
    (buttons?.[index + 1] ?? buttons?.[index - 1] ?? root.current)?.focus();
    edit(setDrafts, entry.id, null);
    edit(setProblems, entry.id, null);
    removeEntry(rt.cart, entry.id).then(
      () =>
        track(
          rt,
          'remove-from-cart',
          { entryId: entry.id, productId: entry.itemId, sku: entry.chosenVariant?.sku ?? null, quantity: entry.quantity },
          {
            item_id: entry.itemId,
            item_title: entry.title,
            priceCents: entry.purchasePriceCents,
            quantity: entry.quantity,
          },
        ),
      failed(t('unableToRemoveItem'), entry.id, 'remove'),
    );
  };

  return (
    <section ref={root} className="sf-root cart" part="cart" data-state={state} aria-label={t('cartRegion')} tabIndex={-1}>
      {!entries.length ? (
        <p part="empty" className="empty">
          {t('cartEmpty')}
        </p>
      ) : (
        <>
          <ul part="entries" className="entries" aria-busy={state == 'updating'}>
            {entries.map((entry, i) => {
              const id = `sf-e${i}`;
              const variant = variantText(entry);
              const answers = answersOf(entry.additionalFields);
              const problem = problems[entry.id];
              return (
                <li key={entry.id} part="entry" className="entry">
                  {pictures[entry.id] ? (
                    <Picture part="picture" className="picture" image={pictures[entry.id]!} sizes="64px" widths="thumbnail" />
                  ) : (
                    // Its place, kept while the picture comes (or when there is none): the line never moves.
                    <span part="picture" className="picture" />
                  )}
                  <div className="about">
                    <p id={`${id}-title`} part="title" className="title">
                      {entry.title}
                    </p>
                    {variant && (
                      <p part="variant" className="detail">
                        {variant}
                      </p>
                    )}
                    {answers.length > 0 && (
                      <ul part="answers" className="detail answers">
                        {answers.map(([id, given], j) => {
                          const label = titles[entry.itemId]?.[id] ?? id;
                          // An empty answer: "N/A", or the site's no-answer text (spec 001 §8).
                          const answer = given || t('noAnswer');
                          return <li key={j}>{label ? `${label}: ${answer}` : answer}</li>;
                        })}
                      </ul>
                    )}
                    {hasAnswers(entry) && (
                      <button
                        type="button"
                        part="edit"
                        className="edit"
                        data-entry={entry.id}
                        aria-label={t('cartEditItem', { title: entry.title })}
                        aria-disabled={editing ? true : undefined}
                        onClick={() => void editFields(entry)}
                      >
                        {t('cartEdit')}
                      </button>
                    )}
                  </div>
                  <label part="quantity" className="quantity">
                    <span>{t('cartQuantity')}</span>
                    <input
                      part="input"
                      data-entry={entry.id}
                      type="number"
                      inputMode="numeric"
                      min={QUANTITY_MIN}
                      max={QUANTITY_MAX}
                      step={1}
                      value={drafts[entry.id] ?? String(entry.quantity)}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={`${id}-title` + (problem ? ` ${id}-message` : '')}
                      onChange={(e) => edit(setDrafts, entry.id, e.currentTarget.value)}
                      onKeyDown={(e) => e.key == 'Enter' && commit(entry, e.currentTarget.value)}
                      onBlur={(e) => commit(entry, e.currentTarget.value)}
                    />
                  </label>
                  <p part="price" className="price">
                    <span part="line-price">{formatMoney(entry.subTotal, currency)}</span>
                    <span part="unit-price" className="detail">
                      {t('cartUnitPrice', { price: formatMoney(entry.purchasePriceCents, currency) })}
                    </span>
                  </p>
                  <button
                    type="button"
                    part="remove"
                    className="remove"
                    data-entry={entry.id}
                    aria-label={t('cartRemoveItem', { title: entry.title })}
                    onClick={() => remove(entry, i)}
                  >
                    {t('cartRemove')}
                  </button>
                  <p id={`${id}-message`} part="message" className="message" role="alert">
                    {problem}
                  </p>
                </li>
              );
            })}
          </ul>
          <div part="summary" className="summary" aria-busy={state == 'updating'}>
            <p className="subtotal">
              <span>{t('cartSubtotal')}</span> <span part="subtotal">{formatMoney(cart!.subtotalCents, currency)}</span>
            </p>
            {below && (
              <p id="sf-cart-minimum" part="minimum" className="minimum">
                {t('checkoutMinimum', { subtotal: formatMoney(minimum, currency) })}
              </p>
            )}
            <button
              type="button"
              part="checkout"
              className="checkout"
              aria-disabled={below || undefined}
              aria-describedby={below ? 'sf-cart-minimum' : undefined}
              onClick={() => below || navigate(checkoutUrl)}
            >
              {t('cartCheckout')}
            </button>
          </div>
        </>
      )}
      {alert && (
        <LazyAlertDialog
          key={alert.key}
          title={alert.title}
          message={alert.message}
          onClose={() => setAlerts((shown) => shown.slice(1))}
          returnFocus={() => control(alert.entryId, alert.part) ?? root.current}
        />
      )}
    </section>
  );
}
