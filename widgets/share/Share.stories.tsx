import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Share } from '../../react';

/**
 * `<Share>` from `@storefront/widgets/react`: plain links to each network's share page, email, Copy link, and the
 * browser's share sheet where it has one. Nothing of any network loads.
 */
const meta = {
  title: 'Widgets/Share',
  component: Share,
  args: {
    url: 'https://fernandfield.example/journal/a-fern-for-the-bathroom',
    title: 'A fern for the bathroom',
    image: 'https://fernandfield.example/media/journal-fern-bathroom.svg',
    children: <a href="mailto:?body=https://fernandfield.example/journal/a-fern-for-the-bathroom">Share by email</a>,
  },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: { description: { component: 'Share buttons that load nothing of any network: see docs/widgets/share.md.' } },
  },
} satisfies Meta<typeof Share>;
export default meta;
type Story = StoryObj<typeof meta>;

type Clipboard = { writeText: (text: string) => Promise<void> };
/** The story's stand-in for the visitor's clipboard (a story cannot be sure the browser grants its own). */
const withClipboard = (writeText: Clipboard['writeText'], copyCommand: boolean) => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: () => copyCommand, configurable: true });
};
/** Waits for the row, then presses Copy link (as a visitor would). */
const pressCopy: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
  host.shadowRoot?.querySelector<HTMLButtonElement>('button[part=copy]')?.click();
};

/** The six buttons: Facebook, X, Pinterest, LinkedIn, email and Copy link. */
export const AllNetworks: Story = { name: 'All networks' };

/** `data-networks="x email copy"`: those, in that order. */
export const SomeNetworks: Story = { name: 'Some networks', args: { networks: ['x', 'email', 'copy'] } };

/** Copy link pressed: the tick, and "Link copied" in the polite status line. */
export const Copied: Story = {
  play: async (context) => {
    withClipboard(() => Promise.resolve(), true);
    await pressCopy(context);
  },
};

/** The clipboard refused and no copy command: "The link could not be copied." */
export const CopyFailed: Story = {
  name: 'Copy failed',
  play: async (context) => {
    withClipboard(() => Promise.reject(new Error('denied')), false);
    await pressCopy(context);
  },
};

/** A browser with the Web Share API (a phone): one more button, "Share…", opening its share sheet. */
export const WithTheShareSheet: Story = {
  name: 'With the share sheet',
  decorators: [
    (Story) => {
      Object.defineProperty(navigator, 'share', { value: () => Promise.resolve(), configurable: true });
      return Story();
    },
  ],
};
