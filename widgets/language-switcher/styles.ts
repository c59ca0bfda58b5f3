/**
 * Custom properties: --sf-language-color (inherit), --sf-language-background (transparent), --sf-language-border (1px
 * solid currentColor), --sf-language-radius (999px), --sf-language-focus-color (#2563eb), --sf-language-list-background
 * (#fff), --sf-language-list-color (#1a1a1a), --sf-language-current-color (#0b6b3a). Parts: button, list, link, current.
 */
export const languageSwitcherCss = `
.switcher { position: relative; display: inline-block; }
.button {
  display: inline-flex; align-items: center; gap: .4em; font: inherit; font-weight: 600; min-height: 44px; padding: 0 1em;
  cursor: pointer; white-space: nowrap; border: var(--sf-language-border, 1px solid currentColor);
  border-radius: var(--sf-language-radius, 999px); background: var(--sf-language-background, transparent);
  color: var(--sf-language-color, inherit);
}
.button:hover { background: rgba(0, 0, 0, .06); }
.button[aria-disabled] { cursor: progress; opacity: .7; }
.button svg { width: 1.1em; height: 1.1em; flex: none; }
.chevron { transition: transform .2s; }
.button[aria-expanded="true"] .chevron { transform: rotate(180deg); }
.button:focus-visible, .link:focus-visible { outline: 3px solid var(--sf-language-focus-color, #2563eb); outline-offset: 2px; }
.list {
  position: absolute; top: calc(100% + 8px); z-index: 2147482000; min-width: 12em; margin: 0; padding: .35em 0;
  list-style: none; border-radius: 8px; box-shadow: 0 8px 24px rgba(0, 0, 0, .18);
  background: var(--sf-language-list-background, #fff); color: var(--sf-language-list-color, #1a1a1a);
}
.list[data-align="end"] { right: 0; }
.list[data-align="start"] { left: 0; }
.list[hidden] { display: none; }
.link {
  display: flex; align-items: center; justify-content: space-between; gap: 1em; min-height: 44px; padding: 0 1em;
  color: inherit; text-decoration: none;
}
.link:hover { background: rgba(0, 0, 0, .06); text-decoration: underline; }
.link[aria-current] { font-weight: 700; }
.check { width: 1em; height: 1em; color: var(--sf-language-current-color, #0b6b3a); }
`;
