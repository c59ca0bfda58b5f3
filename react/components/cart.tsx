import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type CartPillProps = Declared<'cart-pill'>;
/** The cart pill: the count of items, linking to the cart (docs/widgets/cart-pill.md). */
export const CartPill: WidgetComponent<CartPillProps> = widgetComponent('cart-pill', 'CartPill');

export type CartProps = Declared<'cart'>;
/** The cart: entries, quantities, removal, additional fields, subtotal and checkout (docs/widgets/cart.md). */
export const Cart: WidgetComponent<CartProps> = widgetComponent('cart', 'Cart');
