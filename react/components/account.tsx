import { widgetComponent, type WidgetComponent } from '../Widget';
import type { Declared } from './types';

export type AccountProps = Declared<'account'>;
/** Sign in, who is signed in, sign out (docs/widgets/account.md). */
export const Account: WidgetComponent<AccountProps> = widgetComponent('account', 'Account');

export type ErrorReporterProps = Declared<'error-reporter'>;
/**
 * The page's error reporter while mounted (docs/widgets/error-reporter.md): renders nothing of its own. Ignored, with
 * one console warning, when the page already asked for a reporter on purpose (the provider's `errorReporting`, the
 * script tag's `data-error-reporting`, or an earlier reporter element).
 */
export const ErrorReporter: WidgetComponent<ErrorReporterProps> = widgetComponent('error-reporter', 'ErrorReporter');
