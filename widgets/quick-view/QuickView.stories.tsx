import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { QuickView } from '../../react';

/** `<QuickView>` from `@storefront/widgets/react`: the button, and the product in a lightbox. */
const meta = {
  title: 'Widgets/Quick view',
  component: QuickView,
  args: { productId: 'p-tee', children: <a href="/products/tee">See the tee</a> },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: { description: { component: 'A "Quick View" button opening the product in a lightbox; see docs/widgets/quick-view.md.' } },
  },
} satisfies Meta<typeof QuickView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button. */
export const Button: Story = {};

/** Pressed: the product in the lightbox, focus on its close button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
    host.shadowRoot?.querySelector<HTMLButtonElement>('[part=button]')?.click();
  },
};
