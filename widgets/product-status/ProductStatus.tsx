import { formatMoney } from '../../src/money';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/product';
import '../../src/i18n/strings/status';
import { badge, displayPrice, resolveVariant, scarcity, type ProductStore } from '../../src/product';
import { httpUrl } from '../../src/input/url';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStoreFields } from '../../src/ui/useStore';

/** `loading`: product not here yet (fallback shows); `ready`: rendered; `error`: given up (fallback shows). */
export type ProductStatusState = 'loading' | 'ready' | 'error';

/** Only http(s) images from product data are shown (the one URL checker, src/input/url.ts): data: and script URLs are not. */
export const safeImageUrl = (url: string): string | null => httpUrl(url, location.href)?.href ?? null;

export interface ProductStatusProps {
  store: ProductStore;
  showImage: boolean;
  fail: (reason: unknown) => void;
  onState: (state: ProductStatusState) => void;
}

export function ProductStatus({ store, showImage, fail, onState }: ProductStatusProps) {
  const t = useT();
  const { status, product, error, chosen } = useStoreFields(store, ['status', 'product', 'error', 'chosen']);
  useWidgetState(onState, status, fail, status == 'error', error);
  if (!product) return <Fallback />;

  const variant = resolveVariant(product, chosen);
  const kind = badge(product);
  const price = displayPrice(product, variant);
  const left = scarcity(product, variant);
  const money = (cents: number) => formatMoney(cents, product.currency);
  const image = showImage && variant?.mainImage ? safeImageUrl(variant.mainImage.assetUrl) : null;
  const soldOutText = product.merchandising.customSoldOutText || t('soldOut');

  return (
    <div className="sf-root status" part="status" data-state={status} data-badge={kind ?? 'none'}>
      {kind && (
        <span part="badge" className="badge" data-badge={kind}>
          {kind === 'sold-out' ? soldOutText : t('sale')}
        </span>
      )}
      <p part="price" className="price">
        {price.from ? t('priceFrom', { price: money(price.cents) }) : money(price.cents)}
        {price.compareAtCents !== null && (
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
      {image && <img part="image" className="image" src={image} alt={variant?.mainImage?.altText ?? ''} />}
    </div>
  );
}
