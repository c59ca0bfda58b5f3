/**
 * Custom properties (all optional): --sf-restock-gap, --sf-restock-border, --sf-restock-radius,
 * --sf-restock-button-background, --sf-restock-button-color, --sf-restock-focus-color, --sf-restock-error-color,
 * --sf-restock-success-color, --sf-font-family, --sf-font-size.
 * Parts: restock, cta, form, email, mailing-list, checkbox, captcha, button, message, success.
 */
export const restockFormCss = `
.restock { display: flex; flex-direction: column; gap: var(--sf-restock-gap, 0.6em); align-items: stretch; max-width: 28em; }
.cta { margin: 0; font-weight: 600; }
.form { display: flex; flex-direction: column; gap: var(--sf-restock-gap, 0.6em); margin: 0; }
.email {
  min-height: 44px; padding: 0.5em 0.7em; font: inherit; color: inherit; background: #fff;
  border: var(--sf-restock-border, 1px solid #767676); border-radius: var(--sf-restock-radius, 4px);
}
.email[aria-invalid="true"] { border-color: var(--sf-restock-error-color, #b00020); }
.button {
  align-self: flex-start; min-height: 44px; padding: 0.5em 1.2em; border: 0; border-radius: var(--sf-restock-radius, 4px); font: inherit; font-weight: 600;
  background: var(--sf-restock-button-background, #111); color: var(--sf-restock-button-color, #fff); cursor: pointer;
}
.button[aria-disabled="true"] { cursor: progress; opacity: 0.8; }
.email:focus-visible, .button:focus-visible, .mailing-list input:focus-visible, .success:focus-visible {
  outline: 3px solid var(--sf-restock-focus-color, #2563eb); outline-offset: 2px;
}
.mailing-list { display: flex; gap: 0.5em; align-items: center; min-height: 24px; }
.mailing-list input { width: 1.1em; height: 1.1em; margin: 0; }
.message { margin: 0; color: var(--sf-restock-error-color, #b00020); font-size: 0.9em; }
.message:empty { margin: 0; }
.success { margin: 0; color: var(--sf-restock-success-color, #166534); font-weight: 600; }
`;
