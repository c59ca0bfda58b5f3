import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type MemberGateProps = Declared<'member-gate'>;
/**
 * A member area's access-denied page (docs/widgets/member-gate.md): the message and Join to `joinUrl`; a signed-in
 * member without access sees their email and the account's Sign out too.
 */
export const MemberGate: WidgetComponent<MemberGateProps> = widgetComponent('member-gate', 'MemberGate');

export type OrderConfirmationProps = Declared<'order-confirmation'>;
/**
 * The order's purchase event to the page's tag function, `gtag('event', 'purchase', …)`, once per order id across
 * reloads (docs/widgets/order-confirmation.md): renders nothing of its own.
 */
export const OrderConfirmation: WidgetComponent<OrderConfirmationProps> = widgetComponent('order-confirmation', 'OrderConfirmation');
