// Runs before every unit-test file.

// Test files run side by side in one process, where BroadcastChannel reaches every worker: a cart one file's widgets
// publish would arrive in another file's tests as another tab's cart (and start a GET there). Each file gets channels
// of its own, as two sites' tabs do; tabs within one file still hear each other.
const NativeChannel = globalThis.BroadcastChannel;
if (NativeChannel) {
  const site = Math.random().toString(36).slice(2);
  globalThis.BroadcastChannel = class extends NativeChannel {
    constructor(name: string) {
      super(`${site}:${name}`);
    }
  } as typeof BroadcastChannel;
}

// The SDK loads some code on demand (the error mapping with the first failed request, the cart's writes with the first
// write). Vitest's dynamic import waits on timers, which many tests fake, so an import first made inside such a test
// would stall it; importing these modules once here makes every later import() of them immediate, as a chunk already
// fetched is in a browser.
await import('../../src/api/toStorefrontError');
await import('../../src/cart/writes');

export {};
