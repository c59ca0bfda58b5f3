import { describeElement } from '../../src/dom/describeElement';
import { defineWidget } from '../../src/ui/defineWidget';
import { parseErrorReporterAttributes } from './attributes';
import { ErrorReporter } from './ErrorReporter';

/** `<div data-sf-widget="error-reporter" data-scope="page"></div>`: see docs/widgets/error-reporter.md. */
export const mount = defineWidget({
  name: 'error-reporter',
  styles: '',
  attributes: (el, rt) => ({
    ...parseErrorReporterAttributes(el),
    rt,
    element: describeElement(el),
  }),
  render: ErrorReporter,
});
