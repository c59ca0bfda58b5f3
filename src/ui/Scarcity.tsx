import '../i18n/strings/status';
import { scarcity, type Product, type ProductVariant } from '../product';
import { useT } from './strings';

/**
 * The scarcity message as every widget shows it (docs/widgets/product-status.md, "Scarcity"): the store's
 * `scarcityText` (else the catalogue's) with `{quantity}` replaced, or nothing. Part `scarcity`.
 */
export function Scarcity({
  product,
  variant,
  className = 'scarcity',
}: {
  product: Product;
  variant: ProductVariant | null;
  className?: string;
}) {
  const t = useT();
  const left = scarcity(product, variant);
  if (left === null) return null;
  return (
    <p part="scarcity" className={className}>
      {(product.merchandising.scarcityText || t('scarcityDefault')).replace(/\{quantity\}/g, String(left))}
    </p>
  );
}
