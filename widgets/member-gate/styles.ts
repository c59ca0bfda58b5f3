/**
 * Custom properties: --sf-member-gate-background (#fff), --sf-member-gate-color (inherit), --sf-member-gate-border
 * (1px solid rgba(0, 0, 0, 0.12)), --sf-member-gate-radius (12px), --sf-member-gate-button-background (#1f3d2b),
 * --sf-member-gate-button-color (#fff), --sf-member-gate-focus-color (#2563eb). Parts: gate, title, message, email,
 * join, account (the nested account widget, whose own parts it exports: button, panel, sign-out).
 */
export const memberGateCss = `
.gate {
  display: grid; gap: 1em; justify-items: center; text-align: center; max-width: 32em; margin: 0 auto;
  padding: 2em 1.5em; border: var(--sf-member-gate-border, 1px solid rgba(0, 0, 0, 0.12));
  border-radius: var(--sf-member-gate-radius, 12px);
  background: var(--sf-member-gate-background, #fff); color: var(--sf-member-gate-color, inherit);
}
.lock { width: 48px; height: 48px; }
.title { margin: 0; font-size: 1.5em; line-height: 1.2; }
.message, .email { margin: 0; line-height: 1.5; }
.email { font-weight: 600; overflow-wrap: anywhere; }
.join {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 8em; padding: 0 1.5em;
  border-radius: 999px; font-weight: 600; text-decoration: none;
  background: var(--sf-member-gate-button-background, #1f3d2b); color: var(--sf-member-gate-button-color, #fff);
}
.join:hover { filter: brightness(1.15); }
.join:focus-visible { outline: 3px solid var(--sf-member-gate-focus-color, #2563eb); outline-offset: 2px; }
`;
