import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { WidgetHost } from '../../stories/WidgetHost';
import type { ShoppingCart } from '../../src/types';
import { mount } from './index';

/** A cart answer from the mock platform with `totalQuantity` items. */
function cartWith(totalQuantity: number) {
  return http.get('*/api/commerce/shopping-cart', () =>
    HttpResponse.json({
      id: 'story-cart', websiteId: 'storybook', orderId: null, created: 0, isPurchased: false, entries: [],
      shippingOptions: [], selectedShippingOption: null, shippingLocation: null, applicableTaxRules: [], coupons: [],
      validCoupons: [], invalidCoupons: [], subtotalCents: 2500 * totalQuantity, taxCents: 0, shippingCostCents: 0,
      discountCents: 0, grandTotalCents: 2500 * totalQuantity, totalQuantity, hasDigital: false, purelyDigital: false,
      requiresShipping: true,
    } satisfies ShoppingCart),
  );
}

const meta = {
  title: 'Widgets/Cart pill',
  component: WidgetHost,
  args: { mount, widget: 'cart-pill', cookies: { hasCart: 'true' }, fallback: '<a href="/cart">Cart</a>' },
  argTypes: { mount: { table: { disable: true } } },
  parameters: {
    docs: { description: { component: 'Floating cart pill: hidden while the cart is empty; see docs/widgets/cart-pill.md.' } },
  },
} satisfies Meta<typeof WidgetHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No items: the pill is faded out (nothing visible). */
export const Hidden: Story = { args: { cookies: {} } };

export const OneItem: Story = { name: '1 item', parameters: withPlatform(cartWith(1)) };

export const TwoItems: Story = { name: '2 items', parameters: withPlatform(cartWith(2)) };

/** More than 100 items shows "100+". */
export const OverAHundred: Story = { name: '100+', parameters: withPlatform(cartWith(150)) };

/** The cart request never answers: the pill stays hidden in its loading state. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get('*/api/commerce/shopping-cart', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** On the cart page itself the pill is not rendered (here the pill links to this very page). */
export const OnTheCartPage: Story = {
  name: 'On the cart page',
  args: { attributes: { href: typeof location === 'undefined' ? '/cart' : location.pathname } },
  parameters: withPlatform(cartWith(3)),
};

export const ExpressCheckout: Story = {
  name: 'Under express checkout',
  args: { config: { expressCheckout: true } },
  parameters: withPlatform(cartWith(3)),
};

/** Themed through the documented custom properties and parts. */
export const Themed: Story = {
  parameters: withPlatform(cartWith(3)),
  decorators: [
    (Story) => (
      <div style={{ ['--sf-cart-pill-background' as string]: '#0a7d55', ['--sf-cart-pill-radius' as string]: '8px', ['--sf-cart-pill-top' as string]: 'auto', ['--sf-cart-pill-bottom' as string]: '24px' }}>
        <Story />
      </div>
    ),
  ],
};
