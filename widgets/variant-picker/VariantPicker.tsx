import type { Translate } from '../../src/i18n';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/product';
import { choiceStatus, hasVariants, type Chosen, type Product, type ProductContext } from '../../src/product';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStoreFields } from '../../src/ui/useStore';
import type { PickerStyle } from './attributes';

/**
 * - `loading`: the product is not here yet (the fallback shows).
 * - `ready`: one control per option.
 * - `none`: the product has no variants to choose (one variant, or digital): nothing is rendered.
 * - `error`: the product could not be had (one console error, the fallback shows).
 */
export type VariantPickerState = 'loading' | 'ready' | 'none' | 'error';

export interface VariantPickerProps {
  store: ProductContext['store'];
  choose: (option: string, value: string | null) => void;
  pickerStyle: PickerStyle;
  fail: (reason: unknown) => void;
  onState: (state: VariantPickerState) => void;
}

/** A choice's text: the value, with the reason when it resolves to no variant or a sold-out one ("M — sold out"). */
export function choiceText(
  p: Product,
  chosen: Chosen,
  option: string,
  value: string,
  t: Translate,
): { text: string; status: ReturnType<typeof choiceStatus> } {
  const status = choiceStatus(p, chosen, option, value);
  const reason = status === 'sold-out' ? t('soldOut') : status === 'unavailable' ? t('choiceUnavailable') : '';
  return { text: reason ? t('choiceMarked', { value, reason }) : value, status };
}

/*
 * The dropdown's empty choice: "Select {variantName}" (`selectVariant`, "Select Size"); for a gift card, whose option is
 * its value (the platform names a gift card's variants "Value"), "Select Value" (`selectValue`), the select text the
 * platform gives a gift card when the site's strings have none for it (docs/strings.md, "Which text wins").
 */
export function VariantPicker({ store, choose, pickerStyle, fail, onState }: VariantPickerProps) {
  const t = useT();
  const { status, product, error, chosen } = useStoreFields(store, ['status', 'product', 'error', 'chosen']);
  // Ids and radio names need only be unique in the picker's own shadow root (one picker per root).
  const id = 'sf-vp-';
  const state: VariantPickerState = status !== 'ready' ? status : hasVariants(product!) ? 'ready' : 'none';
  useWidgetState(onState, state, fail, status == 'error', error);
  if (state === 'loading' || state === 'error') return <Fallback />;
  if (state === 'none') return null;
  const p = product!;

  return (
    <div className="sf-root picker" part="picker" data-state={state} data-style={pickerStyle}>
      {p.options.map(({ name, values }, i) => {
        const current = chosen[name] ?? '';
        return pickerStyle === 'dropdown' ? (
          <div className="field" part="field" key={name}>
            <label part="label" htmlFor={id + i}>
              {name}
            </label>
            <select id={id + i} part="select" value={current} onChange={(e) => choose(name, e.currentTarget.value || null)}>
              <option value="">{t(p.kind == 'gift-card' ? 'selectValue' : 'selectVariant', { variantName: name })}</option>
              {values.map((value) => {
                const c = choiceText(p, chosen, name, value, t);
                return (
                  <option key={value} value={value} data-status={c.status}>
                    {c.text}
                  </option>
                );
              })}
            </select>
          </div>
        ) : (
          <fieldset part="fieldset" key={name}>
            <legend part="label">{name}</legend>
            {values.map((value) => {
              const c = choiceText(p, chosen, name, value, t);
              return (
                <label key={value} className="choice" part="choice" data-status={c.status}>
                  <input type="radio" name={id + i} value={value} checked={current === value} onChange={() => choose(name, value)} />
                  {c.text}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
