import '../../src/i18n/strings/product';
import '../../src/i18n/strings/status';
import { badge, resolveVariant, type ProductStore } from '../../src/product';
import { Picture } from '../../src/ui/Picture';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { Badge } from '../../src/ui/Badge';
import { Price } from '../../src/ui/Price';
import { Scarcity } from '../../src/ui/Scarcity';
import { useStoreFields } from '../../src/ui/useStore';

/** `loading`: product not here yet (fallback shows); `ready`: rendered; `error`: given up (fallback shows). */
export type ProductStatusState = 'loading' | 'ready' | 'error';

export interface ProductStatusProps {
  store: ProductStore;
  showImage: boolean;
  /** The picture's `sizes` (`data-image-sizes`): how wide it shows. */
  imageSizes: string;
  fail: (reason: unknown) => void;
  onState: (state: ProductStatusState) => void;
}

export function ProductStatus({ store, showImage, imageSizes, fail, onState }: ProductStatusProps) {
  const { status, product, error, chosen } = useStoreFields(store, ['status', 'product', 'error', 'chosen']);
  useWidgetState(onState, status, fail, status == 'error', error);
  if (!product) return <Fallback />;

  const variant = resolveVariant(product, chosen);
  const kind = badge(product);
  // The chosen variant's main image, else the product's first (only http(s) pictures were parsed: src/media/image.ts).
  const image = showImage ? (variant?.mainImage ?? product.images[0] ?? null) : null;

  return (
    <div className="sf-root status" part="status" data-state={status} data-badge={kind ?? 'none'}>
      <Badge product={product} />
      <Price product={product} variant={variant} />
      <Scarcity product={product} variant={variant} />
      {image && <Picture part="image" className="image" image={image} sizes={imageSizes} />}
    </div>
  );
}
