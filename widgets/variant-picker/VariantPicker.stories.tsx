import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { VariantPicker } from '../../react';

/** Socks: S is sold out; L comes only in Black (so choosing White marks L unavailable, and the reverse). */
const socks = http.get('*/api/commerce/products/p-socks', () =>
  HttpResponse.json({
    id: 'p-socks',
    name: 'Socks',
    variantOptionOrdering: ['Size', 'Colour'],
    structuredContent: {
      productType: 1,
      variants: [
        {
          id: 'v-s-b',
          sku: 'SOCK-S-B',
          attributes: { Size: 'S', Colour: 'Black' },
          priceMoney: { value: '8.00', currency: 'USD' },
          qtyInStock: 0,
        },
        {
          id: 'v-s-w',
          sku: 'SOCK-S-W',
          attributes: { Size: 'S', Colour: 'White' },
          priceMoney: { value: '8.00', currency: 'USD' },
          qtyInStock: 0,
        },
        {
          id: 'v-m-b',
          sku: 'SOCK-M-B',
          attributes: { Size: 'M', Colour: 'Black' },
          priceMoney: { value: '8.00', currency: 'USD' },
          qtyInStock: 4,
        },
        {
          id: 'v-m-w',
          sku: 'SOCK-M-W',
          attributes: { Size: 'M', Colour: 'White' },
          priceMoney: { value: '8.00', currency: 'USD' },
          qtyInStock: 2,
        },
        {
          id: 'v-l-b',
          sku: 'SOCK-L-B',
          attributes: { Size: 'L', Colour: 'Black' },
          priceMoney: { value: '8.00', currency: 'USD' },
          qtyInStock: 3,
        },
      ],
    },
  }),
);

/** `<VariantPicker>` from `@storefront/widgets/react` for a seed product of the mock platform (mock-server/seed.ts): p-tee has Size and Colour. */
const meta = {
  title: 'Widgets/Variant picker',
  component: VariantPicker,
  args: { productId: 'p-tee', pickerStyle: 'dropdown', children: <a href="/shop/p/tee">Choose a size on the product page</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: { description: { component: 'One control per variant option, dropdown or radio buttons; see docs/widgets/variant-picker.md.' } },
  },
} satisfies Meta<typeof VariantPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: one labelled select per option, with the "Select {option}" placeholder first. */
export const Dropdown: Story = {};

export const Radio: Story = { name: 'Radio buttons', args: { pickerStyle: 'radio' } };

/** Sold-out and unavailable choices say so in their text (announced by screen readers) and stay selectable. */
export const SoldOutChoices: Story = {
  name: 'With sold-out choices',
  args: { productId: 'p-socks', pickerStyle: 'radio' },
  parameters: withPlatform(socks),
};

export const SoldOutChoicesDropdown: Story = {
  name: 'With sold-out choices (dropdown)',
  args: { productId: 'p-socks' },
  parameters: withPlatform(socks),
};

/** A product with one variant has nothing to choose: nothing is rendered (state none). */
export const SingleVariant: Story = { name: 'Single-variant product (none)', args: { productId: 'p-poster' } };

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get('*/api/commerce/products/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};
