import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { ensureCrumbCookie } from '../mock-server/handlers';
import { StorefrontProvider, useStorefront, type StorefrontProviderProps } from '../react';
import type { Runtime } from '../src/runtime/createRuntime';

/**
 * What a story sets up around its component, as `parameters.storefront` (merged from the file's `meta` and the story's
 * own): the page a visitor arrives on, not the widget's options (those are the component's props, the story's args,
 * with controls in Storybook).
 */
export interface StorefrontParameters {
  /** A returning visitor: the `hasCart` cookie is set, so the cart loads. */
  hasCart?: boolean;
  /** The provider's props: what the script tag's data attributes say on a drop-in page. */
  config?: Omit<StorefrontProviderProps, 'children'>;
  /**
   * Runs on the story's runtime before its widgets mount (what the page had already started, say). What it starts
   * must end with the story: it returns the function that stops it (an error reporter, say), run as the story
   * unmounts. The next story on the page starts without it.
   */
  before?: (rt: Runtime) => void | (() => void);
}

/**
 * Runs `before` once the provider's runtime is there, ahead of the widgets (which mount just after the commit), and
 * what it returns as the story unmounts.
 */
function Before({ run }: { run: NonNullable<StorefrontParameters['before']> }) {
  const rt = useStorefront();
  useLayoutEffect(() => (rt ? run(rt) : undefined), [rt, run]);
  return null;
}

/** The page's cookies for one story: set before its provider starts (its runtime reads them once, at start). */
function Page({ hasCart, config, before, children }: StorefrontParameters & { children: React.ReactNode }) {
  useState(() => {
    for (const name of ['hasCart', 'CART', 'SiteUserInfo']) document.cookie = `${name}=; path=/; max-age=0`;
    if (hasCart) document.cookie = 'hasCart=true; path=/';
    ensureCrumbCookie();
  });
  return (
    <StorefrontProvider websiteId="storybook" currency="USD" locale="en-US" {...config}>
      {before && <Before run={before} />}
      {children}
    </StorefrontProvider>
  );
}

/**
 * Every story renders its components through `@storefront/widgets/react` (react/), as a theme author's page does,
 * under a `<StorefrontProvider>` of its own: keyed by the story, so each story starts from a fresh runtime (a new
 * cart store, product contexts and caches) against the mock platform that msw-storybook-addon runs in a service
 * worker. Changing a control re-renders the component with the new props (the widget re-mounts with them) and keeps
 * the runtime.
 */
export const withStorefront: Decorator = (Story, context) => {
  const p = (context.parameters['storefront'] ?? {}) as StorefrontParameters;
  return (
    <Page key={context.id} {...p}>
      <Story />
    </Page>
  );
};
