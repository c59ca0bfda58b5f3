/**
 * Custom properties (all optional): --sf-cart-gap, --sf-cart-border, --sf-cart-picture-size, --sf-cart-picture-background, --sf-cart-muted-color, --sf-cart-error-color,
 * --sf-cart-focus-color, --sf-cart-button-background, --sf-cart-button-color, --sf-cart-button-disabled-background, --sf-cart-radius, --sf-font-family,
 * --sf-font-size; the alert dialog's --sf-dialog-* (src/ui/AlertDialog.tsx).
 * Parts: cart, entries, entry, picture, title, variant, answers, edit, quantity, input, price, line-price, unit-price, remove,
 * message, summary, subtotal, minimum, checkout, empty; backdrop, dialog, dialog-title, dialog-message, dialog-button.
 */
export const cartCss = `
.cart { display: block; outline: none; container-type: inline-size; }
.entries { list-style: none; margin: 0; padding: 0; }
.entry {
  display: grid; gap: 0.5em var(--sf-cart-gap, 1em); align-items: center;
  grid-template-columns: var(--sf-cart-picture-size, 64px) minmax(0, 1fr) auto auto;
  grid-template-areas: "picture about about about" "picture quantity price remove" "message message message message";
  padding: 1em 0; border-bottom: var(--sf-cart-border, 1px solid #d4d4d4);
}
/* A narrow cart (a drawer, a phone: spec 001 §9's phone breakpoint, src/ui/breakpoints.ts): the quantity on a line of
   its own, the price beside the remove button under it. */
@container (max-width: 432px) {
  .entry {
    grid-template-columns: var(--sf-cart-picture-size, 56px) minmax(0, 1fr) auto;
    grid-template-areas: "picture about about" "picture quantity quantity" "picture price remove" "message message message";
  }
  .entry .price { text-align: start; }
}
.picture {
  grid-area: picture; align-self: start; display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover;
  border-radius: var(--sf-cart-radius, 4px); background: var(--sf-cart-picture-background, #f1efeb);
}
.about { grid-area: about; min-width: 0; }
.quantity { grid-area: quantity; }
.price { grid-area: price; }
.remove { grid-area: remove; }
.message { grid-area: message; }
/* A long product name shows three lines, then an ellipsis (the whole name stays in the accessibility tree). */
.title { margin: 0; font-weight: 600; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: var(--sf-cart-title-lines, 3); overflow: hidden; }
.detail { margin: 0.2em 0 0; color: var(--sf-cart-muted-color, #555); font-size: 0.9em; }
.answers { list-style: none; padding: 0; }
.quantity { display: inline-flex; align-items: center; gap: 0.5em; white-space: nowrap; }
.quantity input {
  width: 5em; min-height: 44px; padding: 0.4em; font: inherit;
  border: 1px solid #767676; border-radius: var(--sf-cart-radius, 4px); background: #fff; color: inherit;
}
.quantity input[aria-invalid] { border-color: var(--sf-cart-error-color, #b00020); }
.price { margin: 0; display: flex; flex-direction: column; text-align: end; }
.remove, .checkout { font: inherit; cursor: pointer; min-height: 44px; border-radius: var(--sf-cart-radius, 4px); }
.edit { margin-top: 0.25em; padding: 0; min-height: 32px; border: 0; background: none; color: inherit; font: inherit; text-decoration: underline; cursor: pointer; }
.edit[aria-disabled] { cursor: progress; }
.remove { padding: 0 0.5em; border: 0; background: none; color: inherit; text-decoration: underline; }
.message { margin: 0; color: var(--sf-cart-error-color, #b00020); font-size: 0.9em; }
.message:empty { margin: 0; }
.summary { margin-top: 1em; display: flex; flex-direction: column; align-items: flex-end; gap: 0.5em; }
[aria-busy="true"] { cursor: progress; }
.subtotal { margin: 0; font-size: 1.1em; font-weight: 600; }
.minimum { margin: 0; color: var(--sf-cart-error-color, #b00020); }
.checkout {
  padding: 0.7em 2em; border: 0;
  background: var(--sf-cart-button-background, #111); color: var(--sf-cart-button-color, #fff); font-weight: 600;
}
.checkout[aria-disabled] { background: var(--sf-cart-button-disabled-background, #6b6b6b); cursor: not-allowed; }
.empty { margin: 0; }
input:focus-visible, button:focus-visible { outline: 3px solid var(--sf-cart-focus-color, #2563eb); outline-offset: 2px; }
`;
