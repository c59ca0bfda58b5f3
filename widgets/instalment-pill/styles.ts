/**
 * Custom properties (all optional): --sf-instalment-color, --sf-instalment-brand-color, --sf-instalment-font-size,
 * --sf-instalment-focus-color, --sf-font-family; the popup's --sf-dialog-backdrop, --sf-dialog-background,
 * --sf-dialog-color, --sf-dialog-radius, --sf-modal-width (src/ui/Dialog.tsx).
 * Parts: pill, message, brand, info; backdrop, dialog, dialog-close, dialog-content.
 */
export const instalmentPillCss = `
.pill { margin: 0; color: var(--sf-instalment-color, inherit); font-size: var(--sf-instalment-font-size, 0.9em); }
.brand { font-weight: 700; color: var(--sf-instalment-brand-color, inherit); }
.info {
  position: relative; display: inline-flex; align-items: center; justify-content: center; vertical-align: middle;
  width: 24px; height: 24px; margin-inline-start: 0.25em; padding: 0;
  border: 1px solid currentColor; border-radius: 50%; background: transparent; color: inherit;
  font: inherit; font-size: 0.8em; font-weight: 700; line-height: 1; cursor: pointer;
}
.info::before { content: ""; position: absolute; inset: -10px; } /* a 44 px target around the 24 px circle */
.info:focus-visible { outline: 3px solid var(--sf-instalment-focus-color, #2563eb); outline-offset: 2px; }
`;
