import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { CAPTCHA_SETTINGS, storySettings } from '../../stories/settings';
import type { StorefrontParameters } from '../../stories/storefront';
import { typeInto } from '../../stories/typeInto';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { RestockForm, useProduct } from '../../react';

/** `<RestockForm>` from `@storefront/widgets/react` for the seed mug (every colour sold out; mailing-list checkbox ticked by default). */
const meta = {
  title: 'Widgets/Restock form',
  component: RestockForm,
  args: { productId: 'p-mug' },
  argTypes: { ...controlsOf(attributes), captcha: { control: 'select', options: [false, true, 'dark'] } },
  parameters: {
    docs: {
      description: {
        component: 'Restock sign-up in place of add-to-cart for a sold-out product or variant; see docs/widgets/restock-form.md.',
      },
    },
  },
} satisfies Meta<typeof RestockForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const RESTOCK = '*/api/site-users/account/notifications/restock';
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Chooses the blue mug once the mug is loaded, through `useProduct` (as a theme's own colour swatches would). */
function ChooseBlue() {
  const mug = useProduct('p-mug');
  useEffect(() => {
    if (mug.status == 'ready' && mug.chosen['Colour'] != 'Blue') mug.choose('Colour', 'Blue');
  }, [mug]);
  return null;
}
const blue: Decorator = (Story) => (
  <>
    <ChooseBlue />
    <Story />
  </>
);

/** Waits for the form (the blue mug chosen: `blue`), types `email`, then submits it. */
const signUp = (email: string): Pick<Story, 'play' | 'decorators'> => ({
  decorators: [blue],
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await wait(25);
    const root = host.shadowRoot;
    const input = root?.querySelector<HTMLInputElement>('[part=email]');
    if (!input) return;
    typeInto(input, email);
    await wait(50);
    root!.querySelector<HTMLFormElement>('[part=form]')!.requestSubmit();
  },
});

/** Every colour sold out: the form, with the store's texts and the mailing-list checkbox (ticked by default). */
export const Idle: Story = {};

/** The product is in stock (the tee, nothing chosen): the widget shows nothing; add-to-cart shows instead. */
export const Hidden: Story = { args: { productId: 'p-tee' } };

/** Submitted blank: "Email cannot be blank", tied to the field. */
export const Invalid: Story = { name: 'Invalid email', ...signUp('') };

/** The sign-up request never answers: the button is marked busy; another submit sends nothing. */
export const Submitting: Story = { ...signUp('ann@example.com'), parameters: withPlatform(http.post(RESTOCK, never)) };

/** Signed up: the form replaced by "Signed up!", the call to action kept. */
export const Success: Story = { name: 'Signed up', ...signUp('ann@example.com') };

/** The server refuses: its message (data.message) as text; the form stays. */
export const ServerError: Story = {
  name: 'Server error',
  ...signUp('ann@example.com'),
  parameters: withPlatform(http.post(RESTOCK, () => HttpResponse.json({ message: 'Sign-ups are paused right now.' }, { status: 500 }))),
};

/** `data-captcha`: the fake provider's captcha (served by the mock platform) between the checkbox and the button. */
export const WithCaptcha: Story = {
  name: 'With captcha',
  args: { captcha: true },
  parameters: { storefront: { config: { settings: storySettings(CAPTCHA_SETTINGS) } } satisfies StorefrontParameters },
};

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  args: {
    children: (
      <p>
        Sold out. <a href="/contact">Ask us</a> when it is back.
      </p>
    ),
  },
  parameters: withPlatform(http.get('*/api/commerce/products/:id', never)),
};

/** The product cannot be had: one console error, the fallback stays. */
export const Failed: Story = {
  args: {
    productId: 'p-missing',
    children: (
      <p>
        Sold out. <a href="/contact">Ask us</a> when it is back.
      </p>
    ),
  },
};
