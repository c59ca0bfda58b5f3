import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { WidgetHost } from '../../stories/WidgetHost';
import { mount } from './index';

/** The instalment pill for seed products of the mock platform (the poster is $15.00, the tee from $19.00). */
const CONTEXT = { 'afterpay-available': 'true', 'afterpay-min': '1000', 'afterpay-max': '100000', 'stripe-account-country': 'US' };
const US = { ...CONTEXT, 'product-id': 'p-poster' };

const meta = {
  title: 'Widgets/Instalment pill',
  component: WidgetHost,
  args: { mount, widget: 'instalment-pill', attributes: US, fallback: '<span>Pay in 4 at checkout</span>' },
  argTypes: { mount: { table: { disable: true } } },
  parameters: {
    docs: { description: { component: 'Instalment messaging with its info popup; see docs/widgets/instalment-pill.md.' } },
  },
} satisfies Meta<typeof WidgetHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the pill, then presses its info button. */
const pressInfo: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-widget]')!;
  for (let i = 0; i < 200 && !host.shadowRoot?.querySelector('[part=info]'); i++) await new Promise((r) => setTimeout(r, 25));
  host.shadowRoot?.querySelector<HTMLButtonElement>('[part=info]')?.click();
};

/** $15.00 with a $10.00 minimum: "or 4 interest-free payments of $3.75 with Afterpay". */
export const Eligible: Story = {};

/** $15.00 with a $35.00 minimum. */
export const BelowMinimum: Story = { name: 'Below the minimum', args: { attributes: { ...US, 'afterpay-min': '3500' } } };

/** $15.00 with a $12.00 maximum. */
export const AboveMaximum: Story = { name: 'Above the maximum', args: { attributes: { ...US, 'afterpay-max': '1200' } } };

/** A UK account: Clearpay. */
export const Clearpay: Story = { args: { attributes: { ...US, 'stripe-account-country': 'GB' } } };

/** A Canadian account and a French-speaking shopper: Afterpay, the fr_CA page in the popup. */
export const FrenchCanada: Story = { name: 'French Canada', args: { attributes: { ...US, 'stripe-account-country': 'CA', 'shopper-language': 'fr' } } };

/** A German account: no brand, nothing shown (the same for a digital product, or instalments not available). */
export const Hidden: Story = { name: 'Hidden (unsupported country)', args: { attributes: { ...US, 'stripe-account-country': 'DE' } } };

/** The e-book is digital: nothing shown. */
export const HiddenDigital: Story = { name: 'Hidden (digital product)', args: { attributes: { ...US, 'product-id': 'p-ebook' } } };

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

/** The provider's page cannot be loaded: logged, and a short plain explanation in the popup. */
export const PopupFailed: Story = {
  name: 'Popup failed',
  play: pressInfo,
  parameters: withPlatform(http.get('*/api/commerce/instalments/modal/:locale', () => new HttpResponse('down', { status: 503 }))),
};

/** For the cart (`data-source="cart"`): a cart of two posters ($30.00). */
export const Cart: Story = {
  name: 'For the cart',
  args: { attributes: { ...CONTEXT, source: 'cart' }, cookies: { hasCart: 'true' } },
  parameters: withPlatform(
    http.get('*/api/commerce/shopping-cart', () =>
      HttpResponse.json({
        id: 'c1', websiteId: 'storybook', orderId: null, created: 0, isPurchased: false, shippingOptions: [], selectedShippingOption: null,
        shippingLocation: null, applicableTaxRules: [], coupons: [], validCoupons: [], invalidCoupons: [], subtotalCents: 3000, taxCents: 0,
        shippingCostCents: 0, discountCents: 0, grandTotalCents: 3000, totalQuantity: 2, hasDigital: false, purelyDigital: false, requiresShipping: true,
        entries: [{ id: 'e1', itemId: 'p-poster', quantity: 2, chosenVariant: { sku: 'POSTER', attributes: {} }, title: 'Poster', subTotal: 3000, purchasePriceCents: 1500, additionalFields: null, productType: 'physical' }],
      }),
    ),
  ),
};
