import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/product';
import '../../src/i18n/strings/status';
import { badge, displayPrice, resolveVariant, scarcity, subscriptionTerms, type ProductStore } from '../../src/product';
import { subscriptionPriceText } from '../../src/product/subscriptionPrice';
import { Picture } from '../../src/ui/Picture';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useMoney } from '../../src/ui/money';
import { useStoreFields } from '../../src/ui/useStore';

/** `loading`: product not here yet (fallback shows); `ready`: rendered; `error`: given up (fallback shows). */
export type ProductStatusState = 'loading' | 'ready' | 'error';

/** The picture's `sizes` unless `data-image-sizes` says otherwise: the widget's full width on a phone, 480 px beyond. */
export const DEFAULT_IMAGE_SIZES = '(max-width: 600px) 100vw, 480px';

export interface ProductStatusProps {
  store: ProductStore;
  showImage: boolean;
  /** The picture's `sizes` (`data-image-sizes`): how wide it shows. */
  imageSizes: string;
  fail: (reason: unknown) => void;
  onState: (state: ProductStatusState) => void;
}

export function ProductStatus({ store, showImage, imageSizes, fail, onState }: ProductStatusProps) {
  const t = useT();
  const format = useMoney();
  const { status, product, error, chosen } = useStoreFields(store, ['status', 'product', 'error', 'chosen']);
  useWidgetState(onState, status, fail, status == 'error', error);
  if (!product) return <Fallback />;

  const variant = resolveVariant(product, chosen);
  const kind = badge(product);
  const price = displayPrice(product, variant);
  const left = scarcity(product, variant);
  const money = (cents: number) => format(cents, product.currency);
  const amount = price.from ? t('priceFrom', { price: money(price.cents) }) : money(price.cents);
  // A subscription's period and span; null: its plan cannot be read, and its price is "Unavailable".
  const terms = subscriptionTerms(product);
  // The chosen variant's main image, else the product's first (only http(s) pictures were parsed: src/media/image.ts).
  const image = showImage ? (variant?.mainImage ?? product.images[0] ?? null) : null;
  const soldOutText = product.merchandising.customSoldOutText || t('soldOut');

  return (
    <div className="sf-root status" part="status" data-state={status} data-badge={kind ?? 'none'}>
      {kind && (
        <span part="badge" className="badge" data-badge={kind}>
          {kind === 'sold-out' ? soldOutText : t('sale')}
        </span>
      )}
      <p part="price" className="price" data-unavailable={terms === null || undefined}>
        {terms === null ? t('priceUnavailable') : terms ? subscriptionPriceText(t, amount, terms) : amount}
        {terms !== null && price.compareAtCents !== null && (
          <s part="compare-at-price" className="compare">
            <span className="sf-visually-hidden">{t('regularPrice')} </span>
            {money(price.compareAtCents)}
          </s>
        )}
      </p>
      {left !== null && (
        <p part="scarcity" className="scarcity">
          {(product.merchandising.scarcityText || t('scarcityDefault')).replace(/\{quantity\}/g, String(left))}
        </p>
      )}
      {image && <Picture part="image" className="image" image={image} sizes={imageSizes} />}
    </div>
  );
}
