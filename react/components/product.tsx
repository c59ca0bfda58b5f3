import type { Product as ProductData } from '../../src/product';
import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared, OneProductSource } from './types';

/** A product as the widgets read it (the spec's Product item, parsed: docs/product-rules.md); `<Product>` is its component. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Product extends ProductData {}

export type ProductStatusProps = OneProductSource<Declared<'product-status'>>;
/** Price, sale and sold-out badges, scarcity (docs/widgets/product-status.md). */
export const ProductStatus: WidgetComponent<ProductStatusProps> = widgetComponent('product-status', 'ProductStatus');

export type VariantPickerProps = OneProductSource<Declared<'variant-picker'>>;
/** The variant picker (docs/widgets/variant-picker.md). */
export const VariantPicker: WidgetComponent<VariantPickerProps> = widgetComponent('variant-picker', 'VariantPicker');

export type QuantityProps = OneProductSource<Declared<'quantity'>>;
/** The quantity input (docs/widgets/quantity.md). */
export const Quantity: WidgetComponent<QuantityProps> = widgetComponent('quantity', 'Quantity');

export type AddToCartProps = OneProductSource<Declared<'add-to-cart'>>;
/** The add-to-cart button (docs/widgets/add-to-cart.md). */
export const AddToCart: WidgetComponent<AddToCartProps> = widgetComponent('add-to-cart', 'AddToCart');

export type QuickViewProps = OneProductSource<Declared<'quick-view'>>;
/** A "Quick View" button opening the product in a lightbox (docs/widgets/quick-view.md). */
export const QuickView: WidgetComponent<QuickViewProps> = widgetComponent('quick-view', 'QuickView');

/** The props of the parts' widgets a product element hands on (its `data-gallery-*`, `data-picker-*`, `data-instalments-*`). */
type Handed<N extends 'gallery' | 'variant-picker' | 'instalment-pill'> = Omit<
  Declared<N>,
  'productId' | 'product' | 'scope' | 'images' | 'mainProduct' | 'source'
>;

export type ProductProps = OneProductSource<Declared<'product'>> & {
  gallery?: Handed<'gallery'>;
  picker?: Handed<'variant-picker'>;
  instalments?: Handed<'instalment-pill'>;
};
/** The whole product from one element (docs/widgets/product.md): pictures, title, price, options, quantity, button, description. */
export const Product: WidgetComponent<ProductProps> = widgetComponent('product', 'Product');
