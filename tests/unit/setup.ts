// Runs before every unit-test file.

// The SDK loads some code on demand (the error mapping with the first failed request, the cart's writes with the first
// write). Vitest's dynamic import waits on timers, which many tests fake, so an import first made inside such a test
// would stall it; importing these modules once here makes every later import() of them immediate, as a chunk already
// fetched is in a browser.
await import('../../src/api/toStorefrontError');
await import('../../src/cart/writes');
await import('../../src/api/retryAfter');
await import('../../src/telemetry/analytics');

export {};
