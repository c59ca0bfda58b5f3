import { useEffect, useRef } from 'react';
import { ensureCrumbCookie } from '../mock-server/handlers';
import { createRuntime, type Runtime, type WidgetMount } from '../src/runtime/createRuntime';
import type { SiteConfig } from '../src/types';

export interface WidgetHostProps {
  mount: WidgetMount;
  widget: string;
  /** data-* attributes of the widget element (without the data- prefix). */
  attributes?: Record<string, string>;
  /** Script-tag configuration. */
  config?: Partial<SiteConfig>;
  /** Cookies to set before mounting, e.g. { hasCart: 'true' } so the cart loads. */
  cookies?: Record<string, string>;
  /** Fallback content, as a site owner would write it. */
  fallback?: string;
  /** Runs on the story's runtime before the widget mounts (what the page had already started, say). */
  before?: (rt: Runtime) => void;
}

const baseConfig: SiteConfig = {
  apiRoot: '', websiteId: 'storybook', currency: 'USD', locale: 'en-US', expressCheckout: false, customCart: false,
  errorReporting: 'off', settings: null, scriptUrl: '',
};

/** The runtime of each mounted story's element, for a story's play function (e.g. to choose a variant). */
const runtimes = new WeakMap<Element, Runtime>();
export const storyRuntime = (host: Element): Runtime | undefined => runtimes.get(host);

/**
 * Mounts a widget exactly as the loader does (its real mount function, shadow root, a runtime of its own), against the
 * mock platform that msw-storybook-addon runs in a service worker. Each story starts from a fresh runtime: a new cart
 * store, product contexts and caches.
 */
export function WidgetHost({ mount, widget, attributes = {}, config = {}, cookies = {}, fallback = '', before }: WidgetHostProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current!;
    for (const name of ['hasCart', 'CART', 'SiteUserInfo']) document.cookie = `${name}=; path=/; max-age=0`;
    for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
    ensureCrumbCookie();
    const log: string[] = [];
    const rt = createRuntime({
      config: { ...baseConfig, ...config },
      emit: (event) => log.push(event),
      report: (element, reason) => console.error('[storefront]', element, reason),
    });
    runtimes.set(el, rt);
    before?.(rt);
    const unmount = mount(el, rt);
    return () => {
      unmount();
      rt.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const data = Object.fromEntries(Object.entries(attributes).map(([k, v]) => [`data-${k}`, v]));
  return <div ref={ref} data-sf-widget={widget} {...data} dangerouslySetInnerHTML={{ __html: fallback }} />;
}
