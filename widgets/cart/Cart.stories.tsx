import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { answerCart as answer, cartEntry as entry } from '../../stories/carts';
import { withPlatform } from '../../stories/platform';
import type { StorefrontParameters } from '../../stories/storefront';
import { typeInto } from '../../stories/typeInto';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Cart } from '../../react';

/** `<Cart>` from `@storefront/widgets/react` over a fixed cart answer (the mock platform answers everything else), for a returning visitor. */
const meta = {
  title: 'Widgets/Cart',
  component: Cart,
  args: {
    checkoutUrl: '/checkout',
    children: (
      <p>
        Your cart will appear here. <a href="/">Keep shopping</a>
      </p>
    ),
  },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    storefront: { hasCart: true } satisfies StorefrontParameters,
    docs: { description: { component: 'The cart: entries, quantities, removal, subtotal and checkout; see docs/widgets/cart.md.' } },
  },
} satisfies Meta<typeof Cart>;
export default meta;
type Story = StoryObj<typeof meta>;

const CART = '*/api/commerce/shopping-cart';
const ENTRY = '*/api/commerce/shopping-cart/entries/:entryId';

const ONE = [entry('poster', 'Poster', 1, 1500)];
const SEVERAL = [
  entry('tee-m-whi', 'Tee', 2, 1900, { Size: 'M', Colour: 'White' }),
  entry(
    'engraved-pen',
    'Engraved Pen',
    1,
    3000,
    {},
    JSON.stringify({ 'engraving-text': 'Ada', 'engraving-font': 'Script', 'gift-wrap': ['Yes'] }),
  ),
  entry('mug-blu', 'Mug', 3, 1250, { Colour: 'Blue' }),
];

/** Waits for the entries, then types a quantity into the first input and presses Enter (as a visitor would). */
const changeQuantity: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'ready'; i++) await new Promise((r) => setTimeout(r, 25));
  const input = host.shadowRoot?.querySelector<HTMLInputElement>('[part=input]');
  if (!input) return;
  input.focus();
  typeInto(input, '3');
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
};

/** The cart request never answers: the element's fallback shows. */
export const Loading: Story = {
  parameters: withPlatform(
    http.get(CART, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** No cart cookie: no request, the empty message. */
export const Empty: Story = { parameters: { storefront: { hasCart: false } } };

export const OneItem: Story = { name: 'One item', parameters: withPlatform(answer(ONE)) };

/** Variants' attributes and an entry's additional-fields answers (shown as text; editing them waits for the forms issue). */
export const SeveralItems: Story = { name: 'Several items, variants and additional fields', parameters: withPlatform(answer(SEVERAL)) };

/** Site settings with a $50.00 checkout minimum; the cart holds $15.00. */
export const BelowMinimum: Story = {
  name: 'Below the checkout minimum',
  parameters: { ...withPlatform(answer(ONE)), storefront: { config: { settings: '#story-settings' } } },
  decorators: [
    (Story) => (
      <>
        <script type="application/json" id="story-settings" dangerouslySetInnerHTML={{ __html: '{"checkoutMinimumCents":5000}' }} />
        <Story />
      </>
    ),
  ],
};

/** A quantity change whose request never answers: shown at once, the cart busy. */
export const Updating: Story = {
  play: changeQuantity,
  parameters: withPlatform(
    answer(SEVERAL),
    http.put(ENTRY, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The quantity change fails with the server's message: the alert; the quantity is back to 2. */
export const FailureAlert: Story = {
  name: 'Failure alert',
  play: changeQuantity,
  parameters: withPlatform(
    answer(SEVERAL),
    http.put(ENTRY, () => HttpResponse.json({ message: 'Sorry, we do not have enough of that item available.' }, { status: 409 })),
  ),
};

/** Edit on the pen's row: its engraving form opens in a lightbox with the saved answers filled in. */
export const EditingAnswers: Story = {
  name: 'Editing additional fields',
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    // The Edit button comes once the pen's form is known (after its product), which may be after the cart is ready.
    const edit = () => host.shadowRoot?.querySelector<HTMLButtonElement>('[part=edit]');
    for (let i = 0; i < 400 && !edit(); i++) await new Promise((r) => setTimeout(r, 25));
    edit()?.click();
    for (let i = 0; i < 400 && !document.querySelector('sf-lightbox')?.shadowRoot?.querySelector('form'); i++)
      await new Promise((r) => setTimeout(r, 25));
  },
  parameters: withPlatform(answer(SEVERAL)),
};
