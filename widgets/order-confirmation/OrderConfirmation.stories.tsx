import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { SENT_KEY, type StoreOrder } from './purchase';
import { OrderConfirmation } from '../../react';

/**
 * `<OrderConfirmation>` from `@storefront/widgets/react`: shows nothing; it passes the order's purchase to the page's
 * tag function once per order id. Each story starts with no order sent and, but for "No tag", a `window.gtag` that keeps
 * its calls on `window.__gtagCalls` (docs/widgets/order-confirmation.md).
 */
const ORDER: StoreOrder = {
  id: 'FF-1042',
  purchasedCartId: 'cart-7f3a',
  testMode: false,
  websiteId: 'w1',
  grandTotal: { value: '80.02', currency: 'USD' },
  shippingTotal: { decimalValue: '6.50', currencyCode: 'USD' },
  taxTotal: { amount: 5.52, currencyCode: 'USD' },
  items: [
    { sku: 'TEE-M-BLA', productName: 'Tee, M, Black', quantity: 2, unitPrice: { value: '25.00', currency: 'USD' } },
    { sku: 'POSTER', productName: 'Botanical poster', quantity: 1, unitPrice: { value: '18.00', currency: 'USD' } },
  ],
};

type TagWindow = Window & { gtag?: (...args: unknown[]) => void; __gtagCalls?: unknown[][] };
const withTag = (on: boolean) => () => {
  localStorage.removeItem(SENT_KEY);
  const w = window as TagWindow;
  w.__gtagCalls = [];
  if (on) w.gtag = (...args: unknown[]) => void w.__gtagCalls!.push(args);
  else delete w.gtag;
};

const meta = {
  title: 'Widgets/Order confirmation',
  component: OrderConfirmation,
  args: { order: ORDER },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: {
      description: {
        component:
          "Shows nothing: it calls gtag('event', 'purchase', …) once per order id. Its outcome is on the element (data-sf-state); see docs/widgets/order-confirmation.md.",
      },
    },
  },
  loaders: [withTag(true)],
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's tag function called once with the order's purchase. */
export const Sent: Story = {};

/** A test-mode order: nothing sent (unless `sendTestOrders`). */
export const TestOrder: Story = { args: { order: { ...ORDER, testMode: true } } };

/** A page without `window.gtag`: nothing. */
export const NoTag: Story = { loaders: [withTag(false)] };
