import { useLayoutEffect } from 'react';
import { startErrorReporter } from '../../src/telemetry/startErrorReporter';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { ErrorReporterScope } from './attributes';

/**
 * - `running`: this element started the page's error reporter (in its scope), from the moment it mounted.
 * - `ignored`: the page already had one asked for on purpose (the script tag's `data-error-reporting`, or an earlier
 *   element): one console warning, and this element does nothing.
 */
export type ErrorReporterState = 'running' | 'ignored';

export interface ErrorReporterProps {
  rt: Runtime;
  scope: ErrorReporterScope;
  /** How the console names the element, for the warning a later one gets. */
  element: string;
  onState: (state: ErrorReporterState) => void;
}

/** Shows nothing: it starts the error reporter while mounted (docs/widgets/error-reporter.md). */
export function ErrorReporter({ rt, scope, element, onState }: ErrorReporterProps) {
  // The state is known as the reporter starts: reflected there, before paint (`onState` is the mount's own, stable).
  useLayoutEffect(() => {
    const before = rt.reporting;
    const stop = startErrorReporter(rt, scope, element, true);
    onState(rt.reporting && rt.reporting != before ? 'running' : 'ignored');
    return stop;
  }, [rt, scope, element, onState]);
  return null;
}
