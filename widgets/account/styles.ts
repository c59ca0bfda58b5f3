/**
 * Custom properties: --sf-account-color (inherit), --sf-account-background (transparent), --sf-account-border (1px solid
 * currentColor), --sf-account-radius (999px), --sf-account-focus-color (#2563eb), --sf-account-panel-background (#fff),
 * --sf-account-panel-color (#1a1a1a), --sf-account-error-color (#b00020), and the dialog's --sf-dialog-… (src/ui/Dialog.tsx).
 * Parts: button, notice, panel, email, link, sign-out, error; the sign-in dialog's on `sf-lightbox` (form, field, label,
 * input, remember, submit, message, links, and the dialog's own).
 */
export const accountCss = `
.account { position: relative; display: inline-block; }
.button, .sign-out {
  font: inherit; font-weight: 600; min-height: 44px; padding: 0 1.1em; cursor: pointer; white-space: nowrap;
  border: var(--sf-account-border, 1px solid currentColor); border-radius: var(--sf-account-radius, 999px);
  background: var(--sf-account-background, transparent); color: var(--sf-account-color, inherit);
}
.button:hover, .sign-out:hover { background: rgba(0, 0, 0, 0.06); }
.button[aria-disabled], .sign-out[aria-disabled] { cursor: progress; opacity: 0.7; }
.button:focus-visible, .sign-out:focus-visible, .panel a:focus-visible { outline: 3px solid var(--sf-account-focus-color, #2563eb); outline-offset: 2px; }
.notice { margin: 0.25em 0 0; font-size: 0.85em; max-width: 16em; }
.panel {
  position: absolute; right: 0; top: calc(100% + 8px); z-index: 2147482000; min-width: 15em; max-width: min(22em, 90vw);
  padding: 1em; border-radius: 8px; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  background: var(--sf-account-panel-background, #fff); color: var(--sf-account-panel-color, #1a1a1a);
  display: grid; gap: 0.75em; text-align: start;
}
.panel[hidden] { display: none; }
.email { margin: 0; overflow-wrap: anywhere; }
.panel a { color: inherit; }
.sign-out { justify-self: start; }
.error { margin: 0; color: var(--sf-account-error-color, #b00020); font-size: 0.9em; }
.error:empty { display: none; }
`;

/** The sign-in dialog's form, in the lightbox's shadow root. */
export const signInCss = `
.sf-root { --sf-modal-width: 26em; }
.form { display: grid; gap: 1em; }
.field { display: grid; gap: 4px; }
.field label { font-weight: 600; }
.field input {
  font: inherit; color: inherit; min-height: 44px; padding: 0.5em 0.75em; width: 100%;
  border: 1px solid #767676; border-radius: 4px; background: #fff;
}
.field input[aria-invalid=true] { border-color: #b00020; box-shadow: inset 0 0 0 1px #b00020; }
.remember { display: flex; align-items: center; gap: 0.5em; min-height: 44px; }
.remember input { width: 1.2em; height: 1.2em; margin: 0; }
.submit {
  font: inherit; font-weight: 600; min-height: 44px; padding: 0.5em 1.25em; border: 0; border-radius: 4px; cursor: pointer;
  background: var(--sf-dialog-button-background, #111); color: var(--sf-dialog-button-color, #fff);
}
.submit[aria-disabled] { cursor: progress; opacity: 0.75; }
.field input:focus-visible, .remember input:focus-visible, .submit:focus-visible, .links a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.message { margin: 0; color: #b00020; }
.message:empty { display: none; }
.links { display: flex; flex-wrap: wrap; gap: 0.5em 1.5em; margin: 0; padding: 0; list-style: none; }
.links a { color: inherit; }
`;
