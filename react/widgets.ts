import type { Declaration } from '../src/attributes/declare';
import type { WidgetMount } from '../src/runtime/createRuntime';
import { mount as account } from '../widgets/account';
import { attributes as accountAttributes } from '../widgets/account/attributes';
import { mount as addToCart } from '../widgets/add-to-cart';
import { attributes as addToCartAttributes } from '../widgets/add-to-cart/attributes';
import { mount as audio } from '../widgets/audio';
import { attributes as audioAttributes } from '../widgets/audio/attributes';
import { mount as cart } from '../widgets/cart';
import { attributes as cartAttributes } from '../widgets/cart/attributes';
import { mount as cartPill } from '../widgets/cart-pill';
import { attributes as cartPillAttributes } from '../widgets/cart-pill/attributes';
import { mount as collection } from '../widgets/collection';
import { attributes as collectionAttributes } from '../widgets/collection/attributes';
import { mount as event } from '../widgets/event';
import { attributes as eventAttributes } from '../widgets/event/attributes';
import { mount as comments } from '../widgets/comments';
import { attributes as commentsAttributes } from '../widgets/comments/attributes';
import { mount as errorReporter } from '../widgets/error-reporter';
import { attributes as errorReporterAttributes } from '../widgets/error-reporter/attributes';
import { mount as follow } from '../widgets/follow';
import { attributes as followAttributes } from '../widgets/follow/attributes';
import { mount as gallery } from '../widgets/gallery';
import { attributes as galleryAttributes } from '../widgets/gallery/attributes';
import { mount as instalmentPill } from '../widgets/instalment-pill';
import { attributes as instalmentPillAttributes } from '../widgets/instalment-pill/attributes';
import { mount as popup } from '../widgets/popup';
import { attributes as popupAttributes } from '../widgets/popup/attributes';
import { mount as languageSwitcher } from '../widgets/language-switcher';
import { attributes as languageSwitcherAttributes } from '../widgets/language-switcher/attributes';
import { mount as like } from '../widgets/like';
import { attributes as likeAttributes } from '../widgets/like/attributes';
import { mount as memberGate } from '../widgets/member-gate';
import { attributes as memberGateAttributes } from '../widgets/member-gate/attributes';
import { mount as orderConfirmation } from '../widgets/order-confirmation';
import { attributes as orderConfirmationAttributes } from '../widgets/order-confirmation/attributes';
import { mount as product } from '../widgets/product';
import { attributes as productAttributes } from '../widgets/product/attributes';
import { mount as productStatus } from '../widgets/product-status';
import { attributes as productStatusAttributes } from '../widgets/product-status/attributes';
import { mount as quantity } from '../widgets/quantity';
import { attributes as quantityAttributes } from '../widgets/quantity/attributes';
import { mount as quickView } from '../widgets/quick-view';
import { attributes as quickViewAttributes } from '../widgets/quick-view/attributes';
import { mount as restockForm } from '../widgets/restock-form';
import { attributes as restockFormAttributes } from '../widgets/restock-form/attributes';
import { mount as share } from '../widgets/share';
import { attributes as shareAttributes } from '../widgets/share/attributes';
import { mount as reviews } from '../widgets/reviews';
import { attributes as reviewsAttributes } from '../widgets/reviews/attributes';
import { mount as siteForm } from '../widgets/site-form';
import { attributes as siteFormAttributes } from '../widgets/site-form/attributes';
import { mount as variantPicker } from '../widgets/variant-picker';
import { attributes as variantPickerAttributes } from '../widgets/variant-picker/attributes';
import { mount as video } from '../widgets/video';
import { attributes as videoAttributes } from '../widgets/video/attributes';

/** Every widget this package renders: its mount function and its declared attributes, by its `data-sf-widget` name. */
export const WIDGETS = {
  account: { mount: account, attributes: accountAttributes },
  'add-to-cart': { mount: addToCart, attributes: addToCartAttributes },
  audio: { mount: audio, attributes: audioAttributes },
  cart: { mount: cart, attributes: cartAttributes },
  'cart-pill': { mount: cartPill, attributes: cartPillAttributes },
  collection: { mount: collection, attributes: collectionAttributes },
  comments: { mount: comments, attributes: commentsAttributes },
  'error-reporter': { mount: errorReporter, attributes: errorReporterAttributes },
  event: { mount: event, attributes: eventAttributes },
  follow: { mount: follow, attributes: followAttributes },
  gallery: { mount: gallery, attributes: galleryAttributes },
  'instalment-pill': { mount: instalmentPill, attributes: instalmentPillAttributes },
  popup: { mount: popup, attributes: popupAttributes },
  'language-switcher': { mount: languageSwitcher, attributes: languageSwitcherAttributes },
  like: { mount: like, attributes: likeAttributes },
  'member-gate': { mount: memberGate, attributes: memberGateAttributes },
  'order-confirmation': { mount: orderConfirmation, attributes: orderConfirmationAttributes },
  product: { mount: product, attributes: productAttributes },
  'product-status': { mount: productStatus, attributes: productStatusAttributes },
  quantity: { mount: quantity, attributes: quantityAttributes },
  'quick-view': { mount: quickView, attributes: quickViewAttributes },
  'restock-form': { mount: restockForm, attributes: restockFormAttributes },
  share: { mount: share, attributes: shareAttributes },
  reviews: { mount: reviews, attributes: reviewsAttributes },
  'site-form': { mount: siteForm, attributes: siteFormAttributes },
  'variant-picker': { mount: variantPicker, attributes: variantPickerAttributes },
  video: { mount: video, attributes: videoAttributes },
} satisfies Record<string, { mount: WidgetMount; attributes: object }>;

export type WidgetName = keyof typeof WIDGETS;

/** The declaration of the widget `name`, if this package has it. */
export const declarationOf = (name: string): Declaration | undefined =>
  (WIDGETS as unknown as Record<string, { attributes: Declaration }>)[name]?.attributes;
