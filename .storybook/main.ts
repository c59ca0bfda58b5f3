import type { StorybookConfig } from '@storybook/react-vite';

// Stories render the widgets through @storefront/widgets/react (react/) against the mock platform (MSW in a service worker).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../widgets/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  staticDirs: ['../storybook-public'],
  core: { disableTelemetry: true },
  // The components' props are intersections of typed option sets (react/): react-docgen-typescript reads them, with
  // their doc comments, into the Controls panel's rows and descriptions.
  typescript: { reactDocgen: 'react-docgen-typescript' },
};
export default config;
