import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { ProductStatus } from '../../react';

/** `<ProductStatus>` from `@storefront/widgets/react` for a seed product of the mock platform (mock-server/seed.ts). */
const meta = {
  title: 'Widgets/Product status',
  component: ProductStatus,
  args: { productId: 'p-tee', showImage: false, children: <a href="/shop">See the product</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: { description: { component: 'Price, sale and sold-out badges, scarcity; see docs/widgets/product-status.md.' } },
  },
} satisfies Meta<typeof ProductStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Prices vary and nothing is chosen: "from" the lowest price; a variant is on sale; scarcity shown by default. */
export const OnSaleFrom: Story = { name: 'On sale, from price, scarcity' };

/** Every variant sold out, with the store's custom sold-out text. */
export const SoldOut: Story = { name: 'Sold out', args: { productId: 'p-mug' } };

/** A digital product: one price, never sold out, no badge. */
export const Digital: Story = { args: { productId: 'p-ebook' } };

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** A subscription (the coffee club, monthly): its price shows its period. */
export const Subscription: Story = { args: { productId: 'p-coffee-club' } };

/** A subscription whose plan the SDK cannot read (a billing unit it does not know): "Unavailable", never a bare price. */
export const SubscriptionUnavailable: Story = {
  name: 'Subscription, plan unreadable',
  args: { productId: 'p-fortnightly' },
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id', () =>
      HttpResponse.json({
        id: 'p-fortnightly',
        name: 'Flower box',
        structuredContent: {
          productType: 1,
          isSubscribable: true,
          subscriptionPlan: { billingPeriod: { value: 1, unit: 'FORTNIGHT' }, numBillingCycles: 0 },
          variants: [{ sku: 'FLOWERS', priceMoney: { value: '30.00', currency: 'USD' }, unlimited: true }],
        },
      }),
    ),
  ),
};
