/**
 * Custom properties (all optional): --sf-picker-gap, --sf-picker-border, --sf-picker-radius, --sf-picker-background,
 * --sf-picker-checked-border, --sf-picker-marked-color, --sf-picker-focus-color, --sf-font-family.
 * Parts: picker, field (dropdown), label, select, fieldset (radio), choice (carries data-status).
 */
export const variantPickerCss = `
.picker { display: grid; gap: var(--sf-picker-gap, 12px); }
.field { display: grid; gap: 4px; justify-items: start; }
/* min-width 0: a select is as wide as its longest option unless allowed to shrink (an option can be very long). */
select { max-width: 100%; min-width: 0; padding: 0.5em; }
fieldset { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
label, legend { font-weight: 600; padding: 0; }
legend { margin-bottom: 4px; }
select, .choice {
  font: inherit; color: inherit; min-height: 44px;
  border: var(--sf-picker-border, 1px solid #767676); border-radius: var(--sf-picker-radius, 4px);
  background: var(--sf-picker-background, #fff);
}
.choice { display: inline-flex; align-items: center; gap: 0.4em; padding: 0.5em 0.8em; font-weight: 400; }
.choice:has(:checked) { border-color: var(--sf-picker-checked-border, #111); box-shadow: inset 0 0 0 1px var(--sf-picker-checked-border, #111); }
.choice:not([data-status="available"]) { border-style: dashed; color: var(--sf-picker-marked-color, #555); }
select:focus-visible, .choice:has(:focus-visible) { outline: 3px solid var(--sf-picker-focus-color, #2563eb); outline-offset: 2px; }
input { margin: 0; }
`;
