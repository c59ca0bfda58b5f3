import type { Api } from '../api/client';
import type { Once } from '../runtime/loadOnce';

/**
 * What the data layer's loaders read through: the runtime's API client and its keyed load-once cache (a failed load
 * is forgotten, so the next call tries again). The runtime (src/runtime/createRuntime.ts) is one; a test can pass its own.
 */
export interface DataSource {
  readonly api: Api;
  readonly once: Once;
}
