import '../i18n/strings/status';
import { displayPrice, subscriptionTerms, type Product, type ProductVariant } from '../product';
import { subscriptionPriceText } from '../product/subscriptionPrice';
import { useMoney } from './money';
import { useT } from './strings';

export interface PriceProps {
  product: Product;
  /** The chosen variant, or null (nothing chosen: "from" the lowest price when prices vary). */
  variant: ProductVariant | null;
  className?: string;
  /** `compare-at-price` inside it carries `${part prefix}compare-at-price`. */
  part?: string;
}

/**
 * A product's price as every widget shows it (docs/widgets/product-status.md, "Price" and "Subscriptions"): the
 * variant's (or "from" the lowest), the regular price struck through while on sale, a subscription's period and span,
 * "Unavailable" for no price or a plan that cannot be read. Money as the site shows it (`useMoney`). Parts: the paragraph (`part`),
 * `compare-at-price`.
 */
export function Price({ product, variant, className = 'price', part = 'price' }: PriceProps) {
  const t = useT();
  const format = useMoney();
  const price = displayPrice(product, variant);
  const money = (cents: number) => format(cents, product.currency);
  const amount = price.cents === null ? '' : price.from ? t('priceFrom', { price: money(price.cents) }) : money(price.cents);
  // A subscription's period and span; null: its plan cannot be read, or there is no price: "Unavailable".
  const terms = amount ? subscriptionTerms(product) : null;
  return (
    <p part={part} className={className} data-unavailable={terms === null || undefined}>
      {terms === null ? t('priceUnavailable') : terms ? subscriptionPriceText(t, amount, terms) : amount}
      {terms !== null && price.compareAtCents !== null && (
        <s part="compare-at-price" className="compare">
          <span className="sf-visually-hidden">{t('regularPrice')} </span>
          {money(price.compareAtCents)}
        </s>
      )}
    </p>
  );
}
