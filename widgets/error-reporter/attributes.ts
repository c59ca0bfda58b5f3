import { oneOf } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';

/** The error reporter's attributes (docs/widgets/error-reporter.md). */
export const attributes = {
  /**
   * `sdk`: widget failures and the SDK's own errors; `page`: the page's errors too. Anything else is refused: one
   * console error naming the attribute, nothing starts.
   */
  scope: oneOf({ options: ['sdk', 'page'], default: 'sdk', invalid: 'refuse' }),
};

export type ErrorReporterScope = 'sdk' | 'page';

/** `data-scope`: `sdk` (the default: the SDK's own errors and widget failures) or `page` (the page's errors too). */
export function parseErrorReporterAttributes(el: Element): { scope: ErrorReporterScope } {
  return readAttributes(el, attributes, 'error-reporter');
}
