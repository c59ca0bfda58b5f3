/**
 * Custom properties (all optional): --sf-quantity-width, --sf-quantity-border, --sf-quantity-radius,
 * --sf-quantity-background, --sf-quantity-focus-color, --sf-font-family.
 * Parts: field, label, input.
 */
export const quantityCss = `
.field { display: grid; gap: 4px; justify-items: start; }
label { font-weight: 600; }
input {
  font: inherit; color: inherit; width: var(--sf-quantity-width, 6em); min-height: 44px; padding: 0.5em;
  border: var(--sf-quantity-border, 1px solid #767676); border-radius: var(--sf-quantity-radius, 4px);
  background: var(--sf-quantity-background, #fff);
}
input:focus-visible { outline: 3px solid var(--sf-quantity-focus-color, #2563eb); outline-offset: 2px; }
`;
