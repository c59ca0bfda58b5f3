import type { StorybookConfig } from '@storybook/react-vite';

// Stories render the widgets' real mount functions against the mock platform (MSW in a service worker).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../widgets/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  staticDirs: ['../storybook-public'],
  core: { disableTelemetry: true },
};
export default config;
