import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { Follow } from '../../react';

/**
 * `<Follow>` from `@storefront/widgets/react`: the site's profiles as named icon links, loaded when the element comes
 * within one screen of the viewport.
 */
const meta = {
  title: 'Widgets/Follow',
  component: Follow,
  args: {
    profiles:
      'https://www.instagram.com/fernandfield https://www.facebook.com/fernandfield https://x.com/fernandfield https://www.youtube.com/@fernandfield https://www.tiktok.com/@fernandfield https://www.linkedin.com/company/fernandfield https://www.pinterest.com/fernandfield https://www.threads.net/@fernandfield https://soundcloud.com/fernandfield https://fernandfield.bandcamp.com',
    children: <a href="https://www.instagram.com/fernandfield">Follow us on Instagram</a>,
  },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: { description: { component: 'Follow buttons, loaded when scrolled near: see docs/widgets/follow.md.' } },
  },
} satisfies Meta<typeof Follow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ten networks the widget knows, each its icon and name. */
export const KnownNetworks: Story = { name: 'Known networks' };

/** Hosts it does not know: a link icon named by the host ("blog.fernandfield.example"). */
export const OtherHosts: Story = {
  name: 'Other hosts',
  args: { profiles: 'https://www.instagram.com/fernandfield https://blog.fernandfield.example/ https://mastodon.example/@fernandfield' },
};

/** Three screens down the page: the fallback shows and the links' code is not loaded until the visitor scrolls near. */
export const Waiting: Story = {
  decorators: [
    (Story) => (
      <div>
        <p>Scroll down: the follow buttons load when they come within one screen.</p>
        <div style={{ height: '300vh' }} />
        {Story()}
      </div>
    ),
  ],
};
