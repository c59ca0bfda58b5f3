import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mock-server/handlers';
import { withStorefront } from '../stories/storefront';

const preview: Preview = {
  loaders: [mswLoader()],
  // Every story renders @storefront/widgets/react's components under a provider of its own (stories/storefront.tsx).
  decorators: [withStorefront],
  parameters: {
    msw: { handlers: { platform: handlers } }, // stories replace 'platform' to answer first: stories/platform.ts
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
};
export default preview;
