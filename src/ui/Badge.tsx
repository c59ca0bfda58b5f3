import '../i18n/strings/product';
import '../i18n/strings/status';
import { badge, soldOutText, type Product } from '../product';
import { useT } from './strings';

/**
 * A product's badge as every widget shows it (docs/widgets/product-status.md, "Badge priority"): sold out (the store's
 * `customSoldOutText`, else "sold out"), else sale, else nothing. Part `badge`, with `data-badge` sold-out | sale.
 */
export function Badge({ product, className = 'badge' }: { product: Product; className?: string }) {
  const t = useT();
  const kind = badge(product);
  if (!kind) return null;
  return (
    <span part="badge" className={className} data-badge={kind}>
      {kind === 'sold-out' ? soldOutText(product, t) : t('sale')}
    </span>
  );
}
