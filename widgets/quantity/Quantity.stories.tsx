import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { WidgetHost } from '../../stories/WidgetHost';
import { mount } from './index';

/** The quantity input for seed products of the mock platform (mock-server/seed.ts), one per product kind. */
const meta = {
  title: 'Widgets/Quantity',
  component: WidgetHost,
  args: { mount, widget: 'quantity', attributes: { 'product-id': 'p-tee' }, fallback: '' },
  argTypes: { mount: { table: { disable: true } } },
  parameters: {
    docs: { description: { component: 'Quantity input, shown only where the spec allows one; see docs/widgets/quantity.md.' } },
  },
} satisfies Meta<typeof WidgetHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A physical product with stock: the labelled number input (1 to 9999, step 1). */
export const Physical: Story = { name: 'Physical (shown)' };

/** Digital products take no quantity: nothing is rendered (state hidden). */
export const Digital: Story = { name: 'Digital (hidden)', args: { attributes: { 'product-id': 'p-ebook' } } };

/** Subscriptions take no quantity. */
export const Subscription: Story = { name: 'Subscription (hidden)', args: { attributes: { 'product-id': 'p-coffee-club' } } };

/** Services do, while storeSettings.multipleQuantityAllowedForServices is true (the default). */
export const Service: Story = { name: 'Service (shown)', args: { attributes: { 'product-id': 'p-consult' } } };

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  args: { fallback: '<span>Quantity: 1</span>' },
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
