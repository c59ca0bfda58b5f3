import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared, OneProductSource } from './types';

type PillDeclared = Declared<'instalment-pill'>;
type Context = Omit<PillDeclared, 'productId' | 'product' | 'scope' | 'source'>;
/** A pill for the cart's subtotal takes no product; a product's pill takes one of its two sources. */
export type InstalmentPillProps = Context &
  (
    | (Required<Pick<PillDeclared, 'source'>> & { source: 'cart'; productId?: never; product?: never; scope?: never })
    | OneProductSource<Pick<PillDeclared, 'productId' | 'product' | 'scope'> & { source?: 'product' }>
  );
/**
 * The instalment pill and its popup (docs/widgets/instalment-pill.md): for a product (`productId` or `product`,
 * following its selection and quantity) or, with `source="cart"`, for the cart's subtotal.
 */
export const InstalmentPill: WidgetComponent<InstalmentPillProps> = widgetComponent('instalment-pill', 'InstalmentPill');
