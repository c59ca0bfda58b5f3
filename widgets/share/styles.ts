/**
 * Custom properties: --sf-share-color (the buttons' icons and text, #1a1a1a), --sf-share-background (#fff),
 * --sf-share-border (#d9d9d4), --sf-share-hover-background (#f4f4f1), --sf-share-muted (the label and the status,
 * #5c605e), --sf-share-size (a round button's size, 40px), --sf-share-focus-color (#2563eb).
 * Parts: root (carries data-state: idle | copied | copy-failed), label, link (each also named by its network:
 * facebook, x, pinterest, linkedin, email), copy, native, status.
 */
export const shareCss = `
.share { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; }
.label { font-size: 13px; letter-spacing: 0.06em; text-transform: uppercase; color: var(--sf-share-muted, #5c605e); }
.buttons { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.button {
  box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-width: var(--sf-share-size, 40px); height: var(--sf-share-size, 40px); padding: 0; margin: 0;
  border: 1px solid var(--sf-share-border, #d9d9d4); border-radius: 999px; background: var(--sf-share-background, #fff);
  color: var(--sf-share-color, #1a1a1a); font: inherit; font-size: 14px; font-weight: 600; text-decoration: none; cursor: pointer;
  transition: background-color 0.15s ease;
}
.button.wide { padding: 0 16px 0 12px; }
.button:hover { background: var(--sf-share-hover-background, #f4f4f1); }
.button:focus-visible { outline: 2px solid var(--sf-share-focus-color, #2563eb); outline-offset: 2px; }
.icon { flex: none; }
.status { margin: 0; min-width: 7em; font-size: 14px; color: var(--sf-share-muted, #5c605e); }
`;
