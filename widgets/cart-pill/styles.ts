/**
 * Custom properties (all optional): --sf-cart-pill-background, --sf-cart-pill-color, --sf-cart-pill-radius,
 * --sf-cart-pill-padding, --sf-cart-pill-shadow, --sf-cart-pill-top, --sf-cart-pill-right, --sf-cart-pill-bottom,
 * --sf-cart-pill-left, --sf-cart-pill-z-index, --sf-cart-pill-focus-color, --sf-font-family.
 * Parts: region (the floating navigation landmark), pill, icon, count, label.
 */
export const cartPillCss = `
.region {
  position: fixed;
  top: var(--sf-cart-pill-top, 16px);
  right: var(--sf-cart-pill-right, 16px);
  bottom: var(--sf-cart-pill-bottom, auto);
  left: var(--sf-cart-pill-left, auto);
  z-index: var(--sf-cart-pill-z-index, 2147483000);
  contain: layout style;
  opacity: 0; visibility: hidden;
  /* hiding: fade out over 0.5 s, then leave the accessibility tree and the tab order */
  transition: opacity 0.5s ease, visibility 0s linear 0.5s;
}
.region[data-state="shown"] {
  opacity: 1; visibility: visible;
  /* showing: fade in over 0.2 s */
  transition: opacity 0.2s ease, visibility 0s linear 0s;
}
.region[data-instant] { transition: none; }
.pill {
  display: inline-flex; align-items: center; gap: 0.5em;
  padding: var(--sf-cart-pill-padding, 0.6em 1.1em);
  border-radius: var(--sf-cart-pill-radius, 999px);
  background: var(--sf-cart-pill-background, #111);
  color: var(--sf-cart-pill-color, #fff);
  box-shadow: var(--sf-cart-pill-shadow, 0 4px 14px rgba(0, 0, 0, 0.18));
  font-size: 15px; font-weight: 600; line-height: 1.2;
  text-decoration: none; white-space: nowrap;
  transform: scale(1);
  /* the button scales over 0.2 s */
  transition: transform 0.2s ease;
}
.pill[data-bump] { transform: scale(1.12); }
.pill:hover { transform: scale(1.05); }
.pill:focus-visible { outline: 3px solid var(--sf-cart-pill-focus-color, #2563eb); outline-offset: 3px; }
.icon { width: 1.15em; height: 1.15em; flex: none; }
.count { font-variant-numeric: tabular-nums; }
`;
