import { ConfigError } from '../../src/input/configError';

export type ErrorReporterScope = 'sdk' | 'page';

/** `data-scope`: `sdk` (the default: the SDK's own errors and widget failures) or `page` (the page's errors too). */
export function parseErrorReporterAttributes(el: Element): { scope: ErrorReporterScope } {
  const scope = el.getAttribute('data-scope')?.trim() || 'sdk';
  if (scope != 'sdk' && scope != 'page') throw new ConfigError(`data-scope "${scope}" must be sdk or page`, 'data-scope');
  return { scope };
}
