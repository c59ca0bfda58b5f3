import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { CAPTCHA_SETTINGS, storySettings } from '../../stories/settings';
import { storyRuntime, WidgetHost } from '../../stories/WidgetHost';
import { mount } from './index';
import { typeInto } from '../../stories/typeInto';

/** The restock form for the seed mug (every colour sold out; mailing-list checkbox ticked by default). */
const meta = {
  title: 'Widgets/Restock form',
  component: WidgetHost,
  args: { mount, widget: 'restock-form', attributes: { 'product-id': 'p-mug' } },
  argTypes: { mount: { table: { disable: true } } },
  parameters: {
    docs: { description: { component: 'Restock sign-up in place of add-to-cart for a sold-out product or variant; see docs/widgets/restock-form.md.' } },
  },
} satisfies Meta<typeof WidgetHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const RESTOCK = '*/api/site-users/account/notifications/restock';
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits for the form, chooses the blue mug (as a variant picker would), types `email`, then submits it. */
const signUp =
  (email: string): Story['play'] =>
  async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-widget]')!;
    for (let i = 0; i < 200 && host.getAttribute('data-sf-state') !== 'idle'; i++) await wait(25);
    const root = host.shadowRoot;
    const input = root?.querySelector<HTMLInputElement>('[part=email]');
    if (!input) return;
    storyRuntime(host)!.product({ kind: 'id', id: 'p-mug' }, '').choose('Colour', 'Blue');
    typeInto(input, email);
    await wait(50);
    root!.querySelector<HTMLFormElement>('[part=form]')!.requestSubmit();
  };

/** Every colour sold out: the form, with the store's texts and the mailing-list checkbox (ticked by default). */
export const Idle: Story = {};

/** The product is in stock (the tee, nothing chosen): the widget shows nothing; add-to-cart shows instead. */
export const Hidden: Story = { args: { attributes: { 'product-id': 'p-tee' } } };

/** Submitted blank: "Email cannot be blank", tied to the field. */
export const Invalid: Story = { name: 'Invalid email', play: signUp('') };

/** The sign-up request never answers: the button is marked busy; another submit sends nothing. */
export const Submitting: Story = { play: signUp('ann@example.com'), parameters: withPlatform(http.post(RESTOCK, never)) };

/** Signed up: the form replaced by "Signed up!", the call to action kept. */
export const Success: Story = { name: 'Signed up', play: signUp('ann@example.com') };

/** The server refuses: its message (data.message) as text; the form stays. */
export const ServerError: Story = {
  name: 'Server error',
  play: signUp('ann@example.com'),
  parameters: withPlatform(http.post(RESTOCK, () => HttpResponse.json({ message: 'Sign-ups are paused right now.' }, { status: 500 }))),
};

/** `data-captcha`: the fake provider's captcha (served by the mock platform) between the checkbox and the button. */
export const WithCaptcha: Story = {
  name: 'With captcha',
  args: { attributes: { 'product-id': 'p-mug', captcha: '' }, config: { settings: storySettings(CAPTCHA_SETTINGS) } },
};

/** The product request never answers: the element's fallback shows. */
export const Loading: Story = {
  args: { fallback: '<p>Sold out. <a href="/contact">Ask us</a> when it is back.</p>' },
  parameters: withPlatform(http.get('*/api/commerce/products/:id', never)),
};

/** The product cannot be had: one console error, the fallback stays. */
export const Failed: Story = {
  args: { attributes: { 'product-id': 'p-missing' }, fallback: '<p>Sold out. <a href="/contact">Ask us</a> when it is back.</p>' },
};
