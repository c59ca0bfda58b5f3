/**
 * An element as the SDK's console messages name it: `<div data-sf-widget="cart" id="main-cart">` (the loader writes
 * the same, in its own few bytes: it imports nothing).
 */
export const describeElement = (el: Element): string =>
  `<${el.localName} data-sf-widget="${el.getAttribute('data-sf-widget')}"${el.id ? ` id="${el.id}"` : ''}>`;
