/**
 * The most characters of one platform text the widgets show: a longer one is cut, with an ellipsis. Text from the
 * platform (a product name, an option value, a form title, a server message) can be as long as its users made it, and
 * laying out a huge one freezes the page (docs/security.md, "Hostile text"). Values sent back to the platform (ids,
 * skus, a form option's value) are never cut: only what is shown.
 */
export const TEXT_MAX = 5000;

/** `text`, or its first TEXT_MAX - 1 characters and an ellipsis. */
export const clipText = (text: string): string => (text.length > TEXT_MAX ? text.slice(0, TEXT_MAX - 1) + '…' : text);
