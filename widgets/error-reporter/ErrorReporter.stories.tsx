import type { Meta, StoryObj } from '@storybook/react-vite';
import { startReporting } from '../../src/telemetry/reporting';
import { WidgetHost } from '../../stories/WidgetHost';
import { mount } from './index';

const meta = {
  title: 'Widgets/Error reporter',
  component: WidgetHost,
  args: { mount, widget: 'error-reporter', attributes: { scope: 'page' } },
  argTypes: { mount: { table: { disable: true } }, before: { table: { disable: true } } },
  parameters: {
    docs: {
      description: {
        component:
          'Shows nothing: while mounted it runs the page\'s error reporter (data-scope sdk or page). Its state is on the element (data-sf-state); see docs/widgets/error-reporter.md.',
      },
    },
  },
} satisfies Meta<typeof WidgetHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's reporter, started by this element (scope page). */
export const Running: Story = {};

/** The script tag asked for a reporter first: one console warning, and this element does nothing. */
export const Ignored: Story = {
  args: { before: (rt) => void startReporting(rt, 'sdk', "the script tag's data-error-reporting", true) },
};
