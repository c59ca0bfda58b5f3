import type { PropsOf } from '../props';
import type { attributes as account } from '../../widgets/account/attributes';
import type { attributes as addToCart } from '../../widgets/add-to-cart/attributes';
import type { attributes as audio } from '../../widgets/audio/attributes';
import type { attributes as cart } from '../../widgets/cart/attributes';
import type { attributes as cartPill } from '../../widgets/cart-pill/attributes';
import type { attributes as collection } from '../../widgets/collection/attributes';
import type { attributes as comments } from '../../widgets/comments/attributes';
import type { attributes as errorReporter } from '../../widgets/error-reporter/attributes';
import type { attributes as event } from '../../widgets/event/attributes';
import type { attributes as follow } from '../../widgets/follow/attributes';
import type { attributes as gallery } from '../../widgets/gallery/attributes';
import type { attributes as instalmentPill } from '../../widgets/instalment-pill/attributes';
import type { attributes as popup } from '../../widgets/popup/attributes';
import type { attributes as languageSwitcher } from '../../widgets/language-switcher/attributes';
import type { attributes as like } from '../../widgets/like/attributes';
import type { attributes as memberGate } from '../../widgets/member-gate/attributes';
import type { attributes as orderConfirmation } from '../../widgets/order-confirmation/attributes';
import type { attributes as product } from '../../widgets/product/attributes';
import type { attributes as productStatus } from '../../widgets/product-status/attributes';
import type { attributes as quantity } from '../../widgets/quantity/attributes';
import type { attributes as quickView } from '../../widgets/quick-view/attributes';
import type { attributes as restockForm } from '../../widgets/restock-form/attributes';
import type { attributes as share } from '../../widgets/share/attributes';
import type { attributes as siteForm } from '../../widgets/site-form/attributes';
import type { attributes as variantPicker } from '../../widgets/variant-picker/attributes';
import type { attributes as reviews } from '../../widgets/reviews/attributes';
import type { attributes as video } from '../../widgets/video/attributes';

/** Each widget's declaration, by name, as a type (named, so the published types keep every attribute's doc comment). */
interface Declarations {
  account: typeof account;
  'add-to-cart': typeof addToCart;
  audio: typeof audio;
  cart: typeof cart;
  'cart-pill': typeof cartPill;
  collection: typeof collection;
  comments: typeof comments;
  'error-reporter': typeof errorReporter;
  event: typeof event;
  follow: typeof follow;
  gallery: typeof gallery;
  'instalment-pill': typeof instalmentPill;
  popup: typeof popup;
  'language-switcher': typeof languageSwitcher;
  like: typeof like;
  'member-gate': typeof memberGate;
  'order-confirmation': typeof orderConfirmation;
  product: typeof product;
  'product-status': typeof productStatus;
  quantity: typeof quantity;
  'quick-view': typeof quickView;
  'restock-form': typeof restockForm;
  share: typeof share;
  'site-form': typeof siteForm;
  'variant-picker': typeof variantPicker;
  reviews: typeof reviews;
  video: typeof video;
}

/** The props a widget's declaration gives its component (react/props.ts). */
export type Declared<N extends keyof Declarations> = PropsOf<Declarations[N]>;

/** `P` with exactly one of its props `A` and `B` given (a fetched id or the object itself). */
export type ExactlyOne<P, A extends keyof P, B extends keyof P> = Omit<P, A | B> &
  ((Required<Pick<P, A>> & { [K in B]?: never }) | (Required<Pick<P, B>> & { [K in A]?: never }));

/** A product widget's props with exactly one of its two sources: `productId` (fetched) or `product` (the item itself). */
export type OneProductSource<P extends { productId?: unknown; product?: unknown }> = ExactlyOne<P, 'productId', 'product'>;
