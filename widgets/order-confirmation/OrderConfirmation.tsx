import { useLayoutEffect } from 'react';
import { safeLocalStorage } from '../../src/storage/safeStorage';
import { sendPurchase, type PurchaseOutcome, type ReadOrder } from './purchase';

/**
 * What became of the order's purchase event: `sent` (the tag function was called), `already-sent` (this order's id
 * went before, on an earlier load), `test-order` (a test-mode order, without `data-send-test-orders`), `no-tag` (the
 * page has no `window.gtag`).
 */
export type OrderConfirmationState = PurchaseOutcome;

export interface OrderConfirmationProps {
  order: ReadOrder;
  sendTestOrders: boolean;
  onState: (state: OrderConfirmationState) => void;
}

/** Shows nothing: it passes the order's purchase to the page's tag function once (docs/widgets/order-confirmation.md). */
export function OrderConfirmation({ order, sendTestOrders, onState }: OrderConfirmationProps) {
  useLayoutEffect(() => onState(sendPurchase(order, sendTestOrders, safeLocalStorage)), [order, sendTestOrders, onState]);
  return null;
}
