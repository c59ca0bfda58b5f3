/**
 * Shared types: the spec's entities (spec 000 §3, spec 001 §3) and the SDK's internal contracts.
 * Every module of the SDK, the mock platform and the tests code against these.
 */

/* ------------------------------------------------------------------ money */

/**
 * The spec's three money shapes (spec 001 §3 "Money"). `value`/`decimalValue`/`amount` are decimal amounts in the
 * currency's major unit, as a string (`'19.99'`) or a number (`19.99`).
 */
export type MoneyInput =
  | { value: string | number; currency: string }
  | { decimalValue: string | number; currencyCode: string }
  | { amount: string | number; currencyCode: string };

/* ------------------------------------------------------------------ cart (spec 000 §3) */

export interface ChosenVariant {
  sku: string | null;
  attributes: Record<string, string>;
}

export interface CartEntry {
  id: string;
  itemId: string;
  quantity: number;
  chosenVariant: ChosenVariant;
  title: string;
  /** Line total in cents (purchasePriceCents × quantity). */
  subTotal: number;
  /** Unit price paid, in cents. */
  purchasePriceCents: number;
  /** The additional-fields answers as a JSON string, or null. */
  additionalFields: string | null;
  /** Product type as the cart sees it (spec 000 §3 enumeration). */
  productType?: CartProductType;
}

export type CartProductType = 'physical' | 'digital' | 'service' | 'gift-card' | 'unknown';

export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: unknown[];
  selectedShippingOption: Record<string, unknown> | null;
  shippingLocation: Record<string, unknown> | null;
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** Body of `POST /api/commerce/shopping-cart/entries` (spec 000 §7). */
export interface AddEntryRequest {
  itemId: string;
  sku: string | null;
  quantity: number;
  /**
   * The additional-fields answers as a JSON string (spec 000 §7: "a JSON string"): `"{}"` when there are none (no
   * form, or nothing to answer), never null.
   */
  additionalFields: string;
}

export interface AddEntryResponse {
  shoppingCart: ShoppingCart;
  newlyAdded: CartEntry;
}

/* ------------------------------------------------------------------ product (spec 001 §3) */

/** Template enumeration: physical 1, digital 2, service 3, gift-card 4; platform adds PAYWALL 5. */
export type ProductTypeCode = 1 | 2 | 3 | 4 | 5;

export interface Variant {
  id?: string;
  sku: string | null;
  /** Money (spec 001 §3: "each with value and currency", any of the three shapes), or whole cents. */
  price?: MoneyInput | number;
  salePrice?: MoneyInput | number;
  priceMoney?: MoneyInput;
  salePriceMoney?: MoneyInput;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  attributes: Record<string, string>;
  optionValues?: { optionName?: string; value: string }[];
  /** Main image of the variant, if any (spec 001 §2 "Product blocks"). */
  mainImage?: ImageItem | null;
}

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  numBillingCycles: number;
}

export interface ProductStructuredContent {
  productType: ProductTypeCode;
  variants: Variant[];
  /** The product's pictures, when the platform puts them here rather than on the item (see ProductItem.images). */
  images?: ImageItem[];
  isSubscribable?: boolean;
  subscriptionPlan?: SubscriptionPlan | null;
  /** The product's own price (spec 000 §3: "price with decimalValue"), for a variant without one: money or cents. */
  price?: MoneyInput | number;
  salePrice?: MoneyInput | number;
  priceMoney?: MoneyInput;
  salePriceMoney?: MoneyInput;
  onSale?: boolean;
  additionalFieldsFormId?: string | null;
  additionalFieldsForm?: unknown;
  useCustomAddButtonText?: boolean;
  customAddButtonText?: string;
  /** Gift cards: the denominations on offer, in cents or money (an SDK extension; see docs). */
  denominations?: (number | MoneyInput)[];
}

/**
 * The spec's Image (spec 001 §3): assetUrl, originalSize ("WxH"), mediaFocalPoint x/y (0–1), colorData with its five
 * averages (hex), altText, title. The platform resizes an asset on `?format=<width>w` (docs/embed-contract.md, "Images").
 */
export interface ImageItem {
  assetUrl: string;
  originalSize?: string;
  mediaFocalPoint?: { x: number; y: number };
  colorData?: {
    topLeftAverage?: string;
    topRightAverage?: string;
    bottomLeftAverage?: string;
    bottomRightAverage?: string;
    centerAverage?: string;
  };
  altText?: string;
  title?: string;
  /** A caption under the title. */
  body?: string;
}

/**
 * The spec's Video (spec 001 §3 "Video": oembed html and providerName, overlay, mainImageId, systemDataId; also
 * assetUrl, colour data, mediaFocalPoint), as the `video` widget and a gallery's video items read it
 * (docs/widgets/video.md). `title`, and `oembed`'s `url`, `width`, `height` and `title` (oEmbed's own fields), are read
 * where present: the spec shows them on no Video.
 */
export interface VideoItem {
  /** The provider's oEmbed answer: `html` is its player (one `<iframe>`, vetted before use), `url` the video's page. */
  oembed: { html: string; providerName?: string; url?: string; width?: number; height?: number; title?: string };
  /** The owner's styling choice of the poster (a scrim and the title over it); the poster shows first either way. */
  overlay?: boolean;
  /** The poster. */
  assetUrl?: string;
  originalSize?: string;
  mediaFocalPoint?: { x: number; y: number };
  colorData?: ImageItem['colorData'];
  mainImageId?: string;
  systemDataId?: string;
  title?: string;
}

/** A gallery item of the media type `video` (spec 001 §3 "Gallery media types"; the field's name is an assumption). */
export interface GalleryVideoItem extends VideoItem {
  mediaType: 'video';
}

export interface ProductItem {
  id: string;
  name?: string;
  collectionId?: string;
  variantOptionOrdering?: string[];
  /**
   * The product's pictures, in order (spec 001 §3 Image). An assumption of the SDK: the spec's Product item names no
   * images (docs/embed-contract.md, "Images"). Read here or in `structuredContent`.
   */
  images?: ImageItem[];
  /**
   * The product's description, HTML (shown through DOMPurify). An assumption of the SDK, like `images`: the spec's
   * Product item names none (docs/embed-contract.md, "Products").
   */
  description?: string;
  /** The product page's URL, as the platform's items of other kinds carry it (spec 001 §3 Post); an assumption here. */
  fullUrl?: string;
  /**
   * The summary of the product's reviews (an assumption of the SDK, docs/embed-contract.md "Reviews"): what a product's
   * `rating` part and a collection's card show, without asking for the reviews.
   */
  reviewSummary?: { average: number; count: number };
  structuredContent: ProductStructuredContent;
  /** Merchandising context (spec 001 §3). */
  merchandising?: Record<string, unknown>;
}

/** `GET commerce/inventory/stock/?itemId=` (spec 000 §7). */
export interface StockResult {
  unlimited: boolean;
  qtyInStock: number;
  sku?: string | null;
  variantId?: string;
}
export interface StockResponse {
  results: StockResult[];
}

/* ------------------------------------------------------------------ SDK contracts */

/** Configuration read from the loader's own `<script>` tag (docs/embed-contract.md, "The script tag"). */
export interface SiteConfig {
  /** API root, no trailing slash; '' means the page's origin. */
  apiRoot: string;
  websiteId: string;
  /** ISO 4217 store currency, upper case. Default USD. */
  currency: string;
  /** BCP 47 locale, e.g. en-US. Default: document language, else en-US. */
  locale: string;
  expressCheckout: boolean;
  customCart: boolean;
  errorReporting: 'sdk' | 'page' | 'off';
  /** CSS selector of a `<script type="application/json">` holding site settings, or null (`data-settings`). */
  settings: string | null;
  /** URL the loader was loaded from (chunks resolve against it). */
  scriptUrl: string;
  /**
   * The script tag's data attributes as given, for options that only code loaded later reads (`data-performance`:
   * docs/performance-reporter.md; `errorReporting` given at all: asked for on purpose). A React provider (react/) writes its
   * `errorReporting` prop here, with `errorReportingBy` naming it in the error reporter's warning. Absent where no script
   * tag or provider made the config (tests).
   */
  data?: Readonly<Record<string, string | undefined>>;
}

/** Every public event name (also dispatched on `document` as `storefront:<name>`). */
export type StorefrontEventName =
  | 'cart-loading'
  | 'cart-loaded'
  | 'cart-error'
  | 'item-added'
  | 'recalculate-start'
  | 'recalculate-end'
  | 'widget-mounted'
  | 'widget-error'
  | 'account-signed-in'
  | 'account-signed-out'
  | 'account-error'
  | 'account-ready'
  | (string & {});

export type Emit = (event: StorefrontEventName, detail?: unknown) => void;

/** What the loader hands to a widget's `mount`. */
export interface WidgetContext {
  config: SiteConfig;
  emit: Emit;
  /** Reports a widget failure: one `console.error` naming the element, and a `widget-error` event. */
  report: (el: Element, reason: unknown) => void;
}

/** Returned by a widget's `mount`: call it to unmount (removes listeners, timers, subscriptions). */
export type Unmount = () => void;
