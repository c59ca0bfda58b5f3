import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { answerCart, cartEntry } from '../../stories/carts';
import type { StorefrontParameters } from '../../stories/storefront';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { InstalmentPill } from '../../react';

/** `<InstalmentPill>` from `@storefront/widgets/react` for seed products of the mock platform (the poster is $15.00, the tee from $19.00). */
const meta = {
  title: 'Widgets/Instalment pill',
  component: InstalmentPill,
  args: {
    productId: 'p-poster',
    afterpayAvailable: true,
    afterpayMin: 1000,
    afterpayMax: 100000,
    stripeAccountCountry: 'US',
    children: <span>Pay in 4 at checkout</span>,
  },
  argTypes: { ...controlsOf(attributes), stripeAccountCountry: { control: 'select', options: ['US', 'CA', 'GB', 'AU', 'NZ', 'FR', 'DE'] } },
  parameters: {
    docs: { description: { component: 'Instalment messaging with its info popup; see docs/widgets/instalment-pill.md.' } },
  },
} satisfies Meta<typeof InstalmentPill>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the pill, then presses its info button. */
const pressInfo: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && !host.shadowRoot?.querySelector('[part=info]'); i++) await new Promise((r) => setTimeout(r, 25));
  host.shadowRoot?.querySelector<HTMLButtonElement>('[part=info]')?.click();
};

/** $15.00 with a $10.00 minimum: "or 4 interest-free payments of $3.75 with Afterpay". */
export const Eligible: Story = {};

/** $15.00 with a $35.00 minimum. */
export const BelowMinimum: Story = { name: 'Below the minimum', args: { afterpayMin: 3500 } };

/** $15.00 with a $12.00 maximum. */
export const AboveMaximum: Story = { name: 'Above the maximum', args: { afterpayMax: 1200 } };

/** A UK account: Clearpay. */
export const Clearpay: Story = { args: { stripeAccountCountry: 'GB' } };

/** A Canadian account and a French-speaking shopper: Afterpay, the fr_CA page in the popup. */
export const FrenchCanada: Story = { name: 'French Canada', args: { stripeAccountCountry: 'CA', shopperLanguage: 'fr' } };

/** A German account: no brand, nothing shown (the same for a digital product, or instalments not available). */
export const Hidden: Story = { name: 'Hidden (unsupported country)', args: { stripeAccountCountry: 'DE' } };

/** The e-book is digital: nothing shown. */
export const HiddenDigital: Story = { name: 'Hidden (digital product)', args: { productId: 'p-ebook' } };

/** The product is still loading: the element's fallback shows. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get('*/api/commerce/products/p-poster', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The info button pressed: the provider's page for en_US, sanitised, in a modal dialog. */
export const PopupOpen: Story = { name: 'Popup open', play: pressInfo };

/** The provider's page cannot be loaded: only logged (spec 000 §8); the info button opens nothing, the pill stays. */
export const PopupFailed: Story = {
  name: 'Popup failed',
  play: pressInfo,
  parameters: withPlatform(http.get('*/api/commerce/instalments/modal/:locale', () => new HttpResponse('down', { status: 503 }))),
};

/** For the cart (`source="cart"`): a cart of two posters ($30.00). */
export const Cart: Story = {
  name: 'For the cart',
  args: { source: 'cart', productId: undefined },
  parameters: {
    ...withPlatform(answerCart([cartEntry('poster', 'Poster', 2, 1500)])),
    storefront: { hasCart: true } satisfies StorefrontParameters,
  },
};
