import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mock-server/handlers';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    msw: { handlers: { platform: handlers } }, // stories replace 'platform' to answer first: stories/platform.ts
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
};
export default preview;
