import { useEffect, useRef } from 'react';
import { ensureCrumbCookie } from '../mock-server/handlers';
import { resetCartForTests } from '../src/cart/store';
import { resetProductContextsForTests } from '../src/product/context';
import { resetRuntimeForTests } from '../src/runtime/initRuntime';
import type { SiteConfig, WidgetMount } from '../src/types';

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
}

const baseConfig: SiteConfig = {
  apiRoot: '', websiteId: 'storybook', currency: 'USD', locale: 'en-US', expressCheckout: false, customCart: false,
  errorReporting: 'off', settings: null, scriptUrl: '',
};

/**
 * Mounts a widget exactly as the loader does (its real mount function, shadow root, shared store), against the mock
 * platform that msw-storybook-addon runs in a service worker. Each story starts from a fresh store, runtime and product contexts.
 */
export function WidgetHost({ mount, widget, attributes = {}, config = {}, cookies = {}, fallback = '' }: WidgetHostProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current!;
    for (const name of ['hasCart', 'CART', 'SiteUserInfo']) document.cookie = `${name}=; path=/; max-age=0`;
    for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
    ensureCrumbCookie();
    resetCartForTests();
    resetRuntimeForTests();
    resetProductContextsForTests();
    const log: string[] = [];
    const unmount = mount(el, {
      config: { ...baseConfig, ...config },
      emit: (event) => log.push(event),
      report: (element, reason) => console.error('[storefront]', element, reason),
    });
    return () => unmount();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const data = Object.fromEntries(Object.entries(attributes).map(([k, v]) => [`data-${k}`, v]));
  return <div ref={ref} data-sf-widget={widget} {...data} dangerouslySetInnerHTML={{ __html: fallback }} />;
}
