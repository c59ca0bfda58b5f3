// Runs before every unit-test file.
import { render } from 'preact';
import { afterEach } from 'vitest';

// The SDK loads some code on demand (the error mapping with the first failed request, the cart's writes with the first
// write). Vitest's dynamic import waits on timers, which many tests fake, so an import first made inside such a test
// would stall it; importing these modules once here makes every later import() of them immediate, as a chunk already
// fetched is in a browser.
await import('../../src/api/toStorefrontError');
await import('../../src/cart/writes');
await import('../../src/cart/readCart');
await import('../../src/api/retryAfter');
await import('../../src/telemetry/analytics');

// Every widget a test mounts is unmounted after it, as a page's would be when it goes: a test that only empties the body
// would leave its trees mounted in detached shadow roots, whose timers (the cart pill's bump, 600 ms) render them again
// after the file's environment is gone ("requestAnimationFrame is not defined", an uncaught error that fails the run).
const hosts = new Set<Element>();
if (typeof Element != 'undefined') {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called below with .call(this), never unbound
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    hosts.add(this);
    return attachShadow.call(this, init);
  };
}
afterEach(() => {
  for (const host of hosts) if (host.shadowRoot) render(null, host.shadowRoot);
  hosts.clear();
});
