import type { ImageData } from '../media/image';
import type { SubscriptionPlan } from '../types';

/** Product type by code: physical 1, digital 2, service 3, gift card 4, paywall 5 (spec 001 §3 "Product type"). */
export type ProductKind = 'physical' | 'digital' | 'service' | 'gift-card' | 'paywall';

/** A variant as `parseProduct` normalizes it: prices in cents of the product's currency. */
export interface ProductVariant {
  /** The platform's variant id; '' when the data has none. */
  id: string;
  sku: string | null;
  /** Null: neither the variant nor its product has a usable price; the variant cannot be bought, its price is "Unavailable". */
  priceCents: number | null;
  /** The sale price while `onSale`; always null when not on sale. */
  salePriceCents: number | null;
  onSale: boolean;
  unlimited: boolean;
  /** Whole units, never negative. */
  qtyInStock: number;
  /** Option name → value. */
  attributes: Record<string, string>;
  /** The variant's main image (spec 001 §2 "Product blocks"), parsed (src/media/image.ts); null when none is usable. */
  mainImage: ImageData | null;
}

/** A variant option ("Size") and its values in first-seen order. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** Merchandising context (spec 001 §3), every field filled. */
export interface Merchandising {
  restockNotificationViews: string[];
  restockNotificationMessages: { buttonText: string; CTAText: string; placeholderText: string; mailingListDescription: string };
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
  scarcityEnabled: boolean;
  scarcityTemplateViews: string[];
  /** As configured, e.g. "Only {quantity} left!"; '' when not set. */
  scarcityText: string;
  scarcityShownByDefault: boolean;
  customSoldOutText: string;
}

/** A product item (spec 001 §3) as `parseProduct` returns it. */
export interface Product {
  id: string;
  name: string;
  /** The description as sent (HTML, at most DESCRIPTION_MAX characters), '' when none: shown only through the sanitiser (src/html/sanitizeHtml.ts). */
  description: string;
  kind: ProductKind;
  /** Never empty. */
  variants: ProductVariant[];
  /** The product's pictures (`images`, an assumption: docs/embed-contract.md), the usable ones in order; may be empty. */
  images: ImageData[];
  /** variantOptionOrdering first, then other attribute names in first-seen order; options with no values dropped. */
  options: ProductOption[];
  /** The product-level on-sale flag (spec 001 §4: digital products use it; never true for gift cards). */
  onSale: boolean;
  /** Only physical and service products can be subscribable (spec 001 §5 "Instalment messaging"). */
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  additionalFieldsFormId: string | null;
  /** The form's definition when the product item carries it (`additionalFieldsForm`): used instead of fetching it. */
  additionalFieldsForm?: unknown;
  /** Set only when useCustomAddButtonText is true and the text is not blank. */
  customAddButtonText: string | null;
  /** Gift cards: the denominations on offer, in cents. */
  denominations: number[];
  /** Upper-case ISO 4217 code of the product's money. */
  currency: string;
  merchandising: Merchandising;
}
