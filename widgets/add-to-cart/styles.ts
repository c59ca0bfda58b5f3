/**
 * Custom properties (all optional): --sf-add-to-cart-background, --sf-add-to-cart-color, --sf-add-to-cart-radius,
 * --sf-add-to-cart-padding, --sf-add-to-cart-width, --sf-add-to-cart-focus-color, --sf-add-to-cart-error-color,
 * --sf-add-to-cart-sold-out-background, --sf-add-to-cart-sold-out-color (the disabled sold-out button),
 * --sf-font-family, --sf-font-size; the alert dialog's --sf-dialog-* (src/ui/AlertDialog.tsx).
 * Parts: button, message; backdrop, dialog, dialog-title, dialog-message, dialog-button.
 */
export const addToCartCss = `
.button {
  display: inline-flex; align-items: center; justify-content: center;
  width: var(--sf-add-to-cart-width, auto); min-width: 10em; min-height: 44px;
  padding: var(--sf-add-to-cart-padding, 0.7em 1.5em);
  border: 0; border-radius: var(--sf-add-to-cart-radius, 4px);
  background: var(--sf-add-to-cart-background, #111);
  color: var(--sf-add-to-cart-color, #fff);
  font: inherit; font-weight: 600; cursor: pointer;
  /* the button scales over 0.2 s */
  transition: transform 0.2s ease;
}
.button:hover:enabled { transform: scale(1.03); }
.button[data-state="adding"] { transform: scale(0.97); cursor: progress; }
.button[data-state="added"] { cursor: default; }
/* Sold out: disabled, greyed (4.5 : 1 and more for its text all the same), nothing to press. */
.button:disabled {
  cursor: not-allowed;
  background: var(--sf-add-to-cart-sold-out-background, #6b6b6b); color: var(--sf-add-to-cart-sold-out-color, #fff);
}
/* The spec's "sold out" starts a button's label with a capital, as its other labels do ("Sold out"); the text is the spec's. */
.sold-out { display: inline-block; max-width: 100%; overflow: hidden; text-overflow: ellipsis; }
.sold-out::first-letter { text-transform: uppercase; }
.button:focus-visible { outline: 3px solid var(--sf-add-to-cart-focus-color, #2563eb); outline-offset: 2px; }
.message { margin: 0.5em 0 0; color: var(--sf-add-to-cart-error-color, #b00020); font-size: 0.9em; }
.message:empty { margin: 0; }
`;
