import { render, type ComponentChild } from 'preact';

/** React 18's `createRoot` on preact's `render` (see ./index.ts for why not preact/compat). */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
