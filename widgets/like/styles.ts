/**
 * Custom properties (all optional): --sf-like-color (the heart when liked), --sf-like-border, --sf-like-radius,
 * --sf-like-focus-color, --sf-like-error-color.
 * Parts: root, button, icon, count, message.
 */
export const likeCss = `
.like { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.5em; }
.button {
  display: inline-flex; align-items: center; gap: 0.4em; min-height: 36px; padding: 0.25em 0.8em; font: inherit; color: inherit;
  background: #fff; border: var(--sf-like-border, 1px solid #c9cfcb); border-radius: var(--sf-like-radius, 999px); cursor: pointer;
}
.button[aria-pressed="true"] { border-color: var(--sf-like-color, #b42346); color: var(--sf-like-color, #b42346); }
.button:focus-visible { outline: 3px solid var(--sf-like-focus-color, #2563eb); outline-offset: 2px; }
.icon { width: 1.05em; height: 1.05em; fill: none; stroke: currentColor; stroke-width: 2; }
.button[aria-pressed="true"] .icon { fill: currentColor; }
.count { font-variant-numeric: tabular-nums; }
.message { flex-basis: 100%; margin: 0; color: var(--sf-like-error-color, #b00020); font-size: 0.875em; }
.message:empty { display: none; }
`;
