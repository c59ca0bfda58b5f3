/**
 * An element as the SDK's console messages name it: `<div data-sf-widget="cart" id="main-cart">`, or for a React
 * component's host `<div data-sf-react="cart">` (the loader writes the former, in its own few bytes: it imports nothing).
 */
export const describeElement = (el: Element, by = el.hasAttribute('data-sf-react') ? 'data-sf-react' : 'data-sf-widget'): string =>
  `<${el.localName} ${by}="${el.getAttribute(by)}"${el.id ? ` id="${el.id}"` : ''}>`;
