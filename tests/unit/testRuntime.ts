import { afterEach } from 'vitest';
import { createRuntime, type Runtime } from '../../src/runtime/createRuntime';
import type { SiteConfig, WidgetContext } from '../../src/types';
import { widgetTestConfig } from './widgetTestConfig';

const live: Runtime[] = [];

/**
 * A runtime of a test's own (as the loader makes the page's one): the test config with `config` on top, and `emit` and
 * `report` as given (else they do nothing). Disposed after the test.
 */
export function testRuntime({
  config,
  emit = () => {},
  report = () => {},
}: { config?: Partial<SiteConfig> } & Partial<Omit<WidgetContext, 'config'>> = {}): Runtime {
  const rt = createRuntime({ config: { ...widgetTestConfig, ...config }, emit, report });
  live.push(rt);
  return rt;
}

afterEach(() => {
  for (const rt of live.splice(0)) rt.dispose();
});

/**
 * The runtime of one test's page: made by the first mount (with that mount's context) or the first look at it, then
 * shared by every later mount of the test, as the loader shares the page's one. Each mount still gets the context it
 * was given (config, emit, report) on top: a test may mount one widget with express checkout and the next without.
 * Call `reset()` before each test.
 */
export function testPage() {
  let rt: Runtime | undefined;
  return {
    get runtime(): Runtime {
      return (rt ??= testRuntime());
    },
    with(ctx: WidgetContext): Runtime {
      return rt ? { ...rt, ...ctx } : (rt = testRuntime(ctx));
    },
    reset(): void {
      rt = undefined;
    },
  };
}
