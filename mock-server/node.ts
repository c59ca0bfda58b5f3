import { setupServer } from 'msw/node';
import { handlers, platformState } from './handlers';
import { resetState } from './state';

// The mock platform inside unit tests: msw/node intercepts fetch in the test process. Call server.listen() in
// beforeAll, resetMockPlatform() in beforeEach (state is shared across the file), server.close() in afterAll.

/** The platform state behind `server` (shared with `handlers`). */
export const state = platformState;

export const server = setupServer(...handlers);

/** Seed catalog back, carts, faults and request log emptied (same as `POST /__mock/reset`). */
export function resetMockPlatform(): void {
  resetState(state);
}
