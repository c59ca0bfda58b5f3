import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Quantity } from '../../react';

/** `<Quantity>` from `@storefront/widgets/react` for seed products of the mock platform (mock-server/seed.ts), one per product kind. */
const meta = {
  title: 'Widgets/Quantity',
  component: Quantity,
  args: { productId: 'p-tee' },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: { description: { component: 'Quantity input, shown only where the spec allows one; see docs/widgets/quantity.md.' } },
  },
} satisfies Meta<typeof Quantity>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A physical product with stock: the labelled number input (1 to 9999, step 1). */
export const Physical: Story = { name: 'Physical (shown)' };

/** Digital products take no quantity: nothing is rendered (state hidden). */
export const Digital: Story = { name: 'Digital (hidden)', args: { productId: 'p-ebook' } };

/** Subscriptions take no quantity. */
export const Subscription: Story = { name: 'Subscription (hidden)', args: { productId: 'p-coffee-club' } };

/** Services do, while storeSettings.multipleQuantityAllowedForServices is true (the default). */
export const Service: Story = { name: 'Service (shown)', args: { productId: 'p-consult' } };

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  args: { children: <span>Quantity: 1</span> },
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
