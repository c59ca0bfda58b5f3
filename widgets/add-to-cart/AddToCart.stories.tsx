import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { seedProducts } from '../../mock-server/seed';
import { withPlatform } from '../../stories/platform';
import type { StorefrontParameters } from '../../stories/storefront';
import { typeInto } from '../../stories/typeInto';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { AddToCart } from '../../react';

/** `<AddToCart>` from `@storefront/widgets/react` for seed products of the mock platform (mock-server/seed.ts). */
const meta = {
  title: 'Widgets/Add to cart',
  component: AddToCart,
  args: { productId: 'p-poster', children: <a href="/shop">Buy the poster</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: {
      description: { component: 'The add, subscribe or purchase button with its messages and alert; see docs/widgets/add-to-cart.md.' },
    },
  },
} satisfies Meta<typeof AddToCart>;
export default meta;
type Story = StoryObj<typeof meta>;

const ENTRIES = '*/api/commerce/shopping-cart/entries';

/** Waits for the button, then presses it (as a visitor would). */
const pressAdd: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
  host.shadowRoot?.querySelector<HTMLButtonElement>('[part=button]')?.click();
};

export const Idle: Story = {};

/** The add request never answers: the button stays in its adding state; further presses do nothing. */
export const Adding: Story = {
  play: pressAdd,
  parameters: withPlatform(
    http.post(ENTRIES, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** Pressed once loaded: "Added!" shows 1 s after the cart answers, for 2 s, then the button is idle again. */
export const Added: Story = { play: pressAdd };

/** No options chosen on the tee: the message beside the button, announced. */
export const ValidationError: Story = {
  name: 'Validation error',
  args: { productId: 'p-tee', children: <a href="/shop">Buy the tee</a> },
  play: pressAdd,
};

/** The platform answers 429: the modal alert with the spec's message. */
export const Alert: Story = {
  name: 'Alert (429)',
  play: pressAdd,
  parameters: withPlatform(
    http.post(ENTRIES, () => HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '2' } })),
  ),
};

/** Every variant of the mug is sold out: the button is disabled and reads the store's customSoldOutText ("Back soon"). */
export const SoldOut: Story = { name: "Sold-out product, the store's text", args: { productId: 'p-mug' } };

/** A sold-out product without customSoldOutText (the lavender seeds): disabled, reading "sold out". */
export const SoldOutDefault: Story = { name: 'Sold-out product', args: { productId: 'p-seeds-lavender' } };

export const Subscription: Story = { name: 'Subscription label', args: { productId: 'p-coffee-club' } };

export const GiftCard: Story = { name: 'Gift card label', args: { productId: 'p-gift' } };

export const ExpressCheckout: Story = {
  name: 'Under express checkout',
  parameters: { storefront: { config: { expressCheckout: true } } satisfies StorefrontParameters },
};

/** The product's own label (useCustomAddButtonText), on a poster served under its own id. */
export const CustomLabel: Story = {
  name: 'Custom label',
  args: { productId: 'p-preorder' },
  parameters: withPlatform(
    http.get('*/api/commerce/products/p-preorder', () => {
      const poster = seedProducts().find((p) => p.id === 'p-poster')!;
      return HttpResponse.json({
        ...poster,
        id: 'p-preorder',
        structuredContent: { ...poster.structuredContent, useCustomAddButtonText: true, customAddButtonText: 'Pre-order now' },
      });
    }),
  ),
};

/** A returning visitor whose cart is still loading: the element's fallback shows until it has loaded. */
export const WaitingForTheCart: Story = {
  name: 'Waiting for the cart',
  parameters: {
    ...withPlatform(
      http.get('*/api/commerce/shopping-cart', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ),
    storefront: { hasCart: true } satisfies StorefrontParameters,
  },
};

/** Presses the button, then waits for the additional-fields lightbox (on `<body>`, outside the widget) to show its form. */
const openForm: Story['play'] = async (context) => {
  await pressAdd(context);
  const inBox = () => document.querySelector('sf-lightbox')?.shadowRoot;
  for (let i = 0; i < 400 && !inBox()?.querySelector('form, [data-state=failed]'); i++) await new Promise((r) => setTimeout(r, 25));
};
/** The pen's add opens the lightbox; then its Save is pressed. */
const openFormAndSave: Story['play'] = async (context) => {
  await openForm(context);
  document.querySelector('sf-lightbox')?.shadowRoot?.querySelector<HTMLButtonElement>('[part=save]')?.click();
};
const PEN = { productId: 'p-engraved-pen', children: <a href="/shop">Buy the pen</a> };

/** A product with an additional-fields form: the stock check passes and its form opens in a lightbox over the page. */
export const FormOpen: Story = { name: 'Additional-fields form', args: PEN, play: openForm };

/** Saved with nothing filled in: "Required" above each required field, the summary above the form, focus on the first. */
export const FormErrors: Story = { name: 'Additional-fields form: field errors', args: PEN, play: openFormAndSave };

/** The server's check never answers: the save button reads "Saving…" and the lightbox is busy. */
export const FormSaving: Story = {
  name: 'Additional-fields form: saving',
  args: PEN,
  play: async (context) => {
    await openForm(context);
    const box = document.querySelector('sf-lightbox')!.shadowRoot!;
    const text = box.querySelector<HTMLTextAreaElement>('#af-0')!;
    typeInto(text, 'For Ada');
    const font = box.querySelector<HTMLSelectElement>('#af-1')!;
    font.value = 'Script';
    font.dispatchEvent(new Event('change', { bubbles: true }));
    box.querySelector<HTMLButtonElement>('[part=save]')!.click();
  },
  parameters: withPlatform(
    http.post('*/api/rest/forms/validate/:formId', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/**
 * The form's definition cannot be had (neither the site's forms, `GET /api/template/GetTemplateSchema?type=form`, nor
 * the form alone): "Unable to open form" and the reason, in the lightbox.
 */
export const FormUnavailable: Story = {
  name: 'Additional-fields form: cannot open',
  args: PEN,
  play: openForm,
  parameters: withPlatform(
    http.get('*/api/template/GetTemplateSchema', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    http.get('*/api/rest/forms/:formId', () => HttpResponse.json({ error: 'Form not found.' }, { status: 404 })),
  ),
};
