/**
 * Custom properties: --sf-quick-view-background (transparent), --sf-quick-view-color (#111), --sf-quick-view-border
 * (2px solid currentColor), --sf-quick-view-radius (6px), --sf-quick-view-focus-color (#2563eb), and the lightbox's
 * --sf-quick-view-width (60em), --sf-dialog-… (src/ui/Dialog.tsx). Parts: button; the lightbox's on `sf-lightbox`.
 */
export const quickViewCss = `
.button {
  font: inherit; font-weight: 600; min-height: 44.8px; padding: 0 1.1em; cursor: pointer;
  border: var(--sf-quick-view-border, 2px solid currentColor); border-radius: var(--sf-quick-view-radius, 6px);
  background: var(--sf-quick-view-background, transparent); color: var(--sf-quick-view-color, #111);
}
.button:hover { background: rgba(0, 0, 0, 0.05); }
.button:focus-visible { outline: 3px solid var(--sf-quick-view-focus-color, #2563eb); outline-offset: 2px; }
`;
