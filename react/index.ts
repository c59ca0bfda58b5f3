/**
 * `@storefront/widgets/react`: the widgets as React components for theme authors, rendered by the theme's own React
 * (18 or later; react and react-dom are peer dependencies, never bundled). docs/react.md.
 *
 * `<StorefrontProvider>` (one runtime for the components under it, the drop-in loader's where the page has one), the
 * hooks, and one component per widget, whose props come from the widget's declared attributes
 * (widgets/<name>/attributes.ts). Storybook renders every widget story through them.
 */
export { StorefrontProvider, useStorefront, type StorefrontProviderProps } from './provider';
export {
  useAccount,
  useAnalytics,
  useCart,
  useProduct,
  useStorefrontEvent,
  type UseAccount,
  type UseAnalytics,
  type UseCart,
  type UseProduct,
} from './hooks';
export type { WidgetComponent, WidgetComponentProps } from './Widget';
export { Account, ErrorReporter, type AccountProps, type ErrorReporterProps } from './components/account';
export { Audio, type AudioProps } from './components/audio';
export { Cart, CartPill, type CartPillProps, type CartProps } from './components/cart';
export { Collection, Gallery, type CollectionProps, type GalleryProps } from './components/catalogue';
export { Popup, RestockForm, SiteForm, type PopupProps, type RestockFormProps, type SiteFormProps } from './components/forms';
export { InstalmentPill, type InstalmentPillProps } from './components/instalments';
export { LanguageSwitcher, type LanguageSwitcherProps } from './components/language-switcher';
export { Comments, Like, type CommentsProps, type LikeProps } from './components/posts';
export { MemberGate, OrderConfirmation, type MemberGateProps, type OrderConfirmationProps } from './components/members';
export { Reviews, type ReviewsProps } from './components/reviews';
export { Video, type VideoProps } from './components/video';
export { Event, type EventProps } from './components/event';
export { Follow, Share, type FollowProps, type ShareProps } from './components/social';
export {
  AddToCart,
  Product,
  ProductStatus,
  QuickView,
  Quantity,
  VariantPicker,
  type AddToCartProps,
  type ProductProps,
  type ProductStatusProps,
  type QuantityProps,
  type QuickViewProps,
  type VariantPickerProps,
} from './components/product';
export type { AudioPlaylistItem, AudioTrackItem } from '../widgets/audio/attributes';
export type { EventItem } from '../widgets/event/event';
export type { PostItem } from '../src/posts/post';
export type { StoreOrder } from '../widgets/order-confirmation/purchase';
export type { CartState } from '../src/cart/store';
export type { CartAddInput } from '../src/cart/writes';
export type { Chosen } from '../src/product/selection';
export type { ProductState } from '../src/product';
export type { PageEventFields } from '../src/telemetry/recordPageEvent';
export type { GatedEvent, GatedFields, PageEvent, ReviewEvent } from '../src/telemetry/pageEvents';
export type { AddEntryResponse, ShoppingCart, StorefrontEventName } from '../src/types';
