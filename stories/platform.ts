import type { RequestHandler } from 'msw';
import { handlers } from '../mock-server/handlers';

/**
 * Story parameters that run the mock platform with `overrides` answering first. msw-storybook-addon merges
 * `parameters.msw.handlers` objects key by key, preview's keys first, so overrides must replace the `platform` key
 * itself to come before the platform's own handlers.
 */
export function withPlatform(...overrides: RequestHandler[]) {
  return { msw: { handlers: { platform: [...overrides, ...handlers] } } };
}
