import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { cartWith } from '../../stories/carts';
import { withPlatform } from '../../stories/platform';
import type { StorefrontParameters } from '../../stories/storefront';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { CartPill } from '../../react';

/** `<CartPill>` from `@storefront/widgets/react`, for a returning visitor (the `hasCart` cookie) unless a story says not. */
const meta = {
  title: 'Widgets/Cart pill',
  component: CartPill,
  args: { href: '/cart', children: <a href="/cart">Cart</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    storefront: { hasCart: true } satisfies StorefrontParameters,
    docs: { description: { component: 'Floating cart pill: hidden while the cart is empty; see docs/widgets/cart-pill.md.' } },
  },
} satisfies Meta<typeof CartPill>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No items: the pill is faded out (nothing visible). */
export const Hidden: Story = { parameters: { storefront: { hasCart: false } } };

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
  args: { href: typeof location === 'undefined' ? '/cart' : location.pathname },
  parameters: withPlatform(cartWith(3)),
};

export const ExpressCheckout: Story = {
  name: 'Under express checkout',
  parameters: { ...withPlatform(cartWith(3)), storefront: { config: { expressCheckout: true } } },
};

/** Themed through the documented custom properties and parts. */
export const Themed: Story = {
  parameters: withPlatform(cartWith(3)),
  decorators: [
    (Story) => (
      <div
        style={{
          ['--sf-cart-pill-background' as string]: '#0a7d55',
          ['--sf-cart-pill-radius' as string]: '8px',
          ['--sf-cart-pill-top' as string]: 'auto',
          ['--sf-cart-pill-bottom' as string]: '24px',
        }}
      >
        <Story />
      </div>
    ),
  ],
};
