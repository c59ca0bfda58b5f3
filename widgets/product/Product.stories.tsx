import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { seedProducts } from '../../mock-server/seed';
import { withPlatform } from '../../stories/platform';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Product } from '../../react';

/** `<Product>` from `@storefront/widgets/react`: the whole product from one element, for the mock platform's products. */
const meta = {
  title: 'Widgets/Product',
  component: Product,
  args: { productId: 'p-tee', layout: 'horizontal', headingLevel: 2, children: <a href="/shop">See the product</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: {
      description: {
        component: 'Pictures, title, price, options, quantity, button and description from one element; see docs/widgets/product.md.',
      },
    },
  },
} satisfies Meta<typeof Product>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side where there is room: the tee, on sale, with sizes and colours to choose. */
export const Horizontal: Story = {};

/** Pictures above, details below. */
export const Vertical: Story = { args: { layout: 'vertical', productId: 'p-monstera' } };

/** Every variant sold out: the badge, and the back-in-stock form where the button was. */
export const SoldOut: Story = { name: 'Sold out', args: { productId: 'p-mug' } };

/**
 * Sold out where the store asks for no back-in-stock sign-ups (the rose candle, served here without
 * restockNotificationViews and with a customSoldOutText): the button stays, disabled, reading the store's text.
 */
export const SoldOutNoRestock: Story = {
  name: 'Sold out, no restock form',
  args: { productId: 'p-candle-rose-closed', layout: 'vertical' },
  parameters: withPlatform(
    http.get('*/api/commerce/products/p-candle-rose-closed', () => {
      const candle = seedProducts().find((p) => p.id === 'p-candle-rose')!;
      return HttpResponse.json({
        ...candle,
        id: 'p-candle-rose-closed',
        merchandising: { ...candle.merchandising, restockNotificationViews: [], customSoldOutText: 'Back in autumn' },
      });
    }),
  ),
};

/** A subscription: its price with its period and span, and "Subscribe". */
export const Subscription: Story = { args: { productId: 'p-seed-of-the-month' } };

/** Only some parts, in another order (`contents`). */
export const SomeParts: Story = {
  name: 'Only some parts',
  args: { productId: 'p-candle-fig', contents: ['title', 'price', 'options', 'button'], layout: 'vertical' },
};

/** The product cannot be loaded (the platform has no such product): one console error, the fallback shows again. */
export const Error: Story = {
  name: 'Could not be loaded',
  args: { productId: 'p-gone' },
};

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
