import type { Meta, StoryObj } from '@storybook/react-vite';
import { startErrorReporter } from '../../src/telemetry/startErrorReporter';
import type { StorefrontParameters } from '../../stories/storefront';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { ErrorReporter } from '../../react';

const meta = {
  title: 'Widgets/Error reporter',
  component: ErrorReporter,
  args: { scope: 'page' },
  argTypes: { ...controlsOf(attributes) },
  parameters: {
    docs: {
      description: {
        component:
          "Shows nothing: while mounted it runs the page's error reporter (scope sdk or page). Its state is on the element (data-sf-state); see docs/widgets/error-reporter.md.",
      },
    },
  },
} satisfies Meta<typeof ErrorReporter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's reporter, started by this element (scope page). */
export const Running: Story = {};

/**
 * The page asked for a reporter on purpose first (as the script tag's data-error-reporting does): one console warning,
 * and this element does nothing. That reporter stops with the story (`before` returns its stop): left running, it would
 * report the next stories' failures on this page through this story's runtime, whose API holds this story's session
 * token (or none), long after a later story signed in anew.
 */
export const Ignored: Story = {
  parameters: {
    storefront: {
      before: (rt) => startErrorReporter(rt, 'sdk', "the script tag's data-error-reporting", true),
    } satisfies StorefrontParameters,
  },
};
