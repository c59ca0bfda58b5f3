import { setupWorker } from 'msw/browser';
import { ensureCrumbCookie, handlers, platformState } from './handlers';

// The mock platform in a browser page (Storybook): a service worker hands requests to these handlers in the page.
// Only exported, never started here: msw-storybook-addon (or the caller) starts it.

export { ensureCrumbCookie };

/** The platform state behind `worker` (shared with `handlers`). */
export const state = platformState;

export const worker = setupWorker(...handlers);
