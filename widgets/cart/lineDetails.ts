// What a cart line shows besides its numbers: the answers of its additional-fields form and their titles, the
// variant's text and the picture, each read from data the platform's users typed (the hooks that load them: Cart.tsx).
import { formDefinition } from '../../src/data/forms';
import { productItem } from '../../src/data/products';
import { clipText } from '../../src/input/clipText';
import { isObj } from '../../src/input/isObj';
import { parseImage, type ImageData } from '../../src/media/image';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { CartEntry, ProductItem } from '../../src/types';

/**
 * The additional-fields answers (a JSON string) as `[field id, text]` pairs to show as text (labelled with the fields'
 * titles once the form's definition has come: useFieldTitles); lists joined with ", ", maps
 * (likert) as "question: answer; …"; an empty answer as '' (the summary shows the no-answer text, "N/A", for it).
 * Text that is not a JSON object is shown as it is (nothing when it is empty).
 */
export function answersOf(json: string | null): [string, string][] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [['', clipText(json)]];
  }
  if (!value || typeof value != 'object' || Array.isArray(value))
    return [['', clipText(text(value))]].filter(([, a]) => a) as [string, string][];
  return Object.entries(value).map(([key, answer]): [string, string] => [key, clipText(text(answer))]);
}
const text = (a: unknown): string =>
  Array.isArray(a)
    ? a.map(text).filter(Boolean).join(', ')
    : a && typeof a == 'object'
      ? Object.entries(a)
          .map(([k, v]) => `${k}: ${text(v)}`)
          .join('; ')
      : typeof a == 'string'
        ? a
        : a == null
          ? ''
          : // What else JSON holds: a number or a boolean.
            JSON.stringify(a);

/**
 * Whether an entry carries additional-fields answers (its form can be edited): not null, and not the `"{}"` the SDK
 * sends for an item without a form (spec 000 §7: always a JSON string; docs/embed-contract.md).
 */
export const hasAnswers = (e: CartEntry): boolean => e.additionalFields != null && e.additionalFields.trim() != '{}';

export const variantText = (e: CartEntry) =>
  clipText(
    Object.entries(e.chosenVariant?.attributes ?? {})
      .map(([k, v]) => `${k}: ${v}`)
      .join(', '),
  );

/**
 * The titles of the fields of `itemId`'s additional-fields form (its product, then the form's definition), to label
 * saved answers, once per runtime; {} when they cannot be had (the answers then show under their field ids).
 */
export const fieldTitles = (rt: Runtime, itemId: string): Promise<Record<string, string>> =>
  rt.once(`field titles ${itemId}`, () =>
    productItem(rt, itemId)
      .then(
        ({ structuredContent: sc }) =>
          sc?.additionalFieldsForm ?? (sc?.additionalFieldsFormId ? formDefinition(rt, sc.additionalFieldsFormId) : {}),
      )
      .then((form) => {
        const definition: unknown = typeof form == 'string' ? JSON.parse(form) : form;
        const out: Record<string, string> = {};
        const fields: unknown = isObj(definition) ? definition.fields : null;
        if (Array.isArray(fields))
          for (const f of fields as unknown[])
            if (isObj(f) && typeof f.id == 'string' && typeof f.title == 'string' && f.title.trim()) out[f.id] = f.title;
        return out;
      })
      .catch(() => ({})),
  );

/**
 * An entry's picture, from its product: the chosen variant's main image (matched by sku, else by its attributes),
 * else the product's first picture; null when it has none.
 */
export function entryPicture(entry: CartEntry, item: ProductItem): ImageData | null {
  const sc = item.structuredContent;
  const chosen = entry.chosenVariant;
  const same = (a: Record<string, string>, b: Record<string, string> = {}) =>
    Object.keys(a).length > 0 && Object.keys(a).every((k) => a[k] == b[k]);
  const variant = sc?.variants?.find((v) => (chosen?.sku ? v.sku == chosen.sku : same(chosen?.attributes ?? {}, v.attributes)));
  return parseImage(variant?.mainImage) ?? parseImage((item.images ?? sc?.images)?.[0]);
}
