/**
 * The comment area's CSS (widgets/comments/styles.ts lists its custom properties and parts): adopted by the area when
 * it loads, so that the page's first screen carries only the link's.
 */
export const commentAreaCss = `
.area { display: block; }
.heading { margin: 0 0 1rem; font-size: 1.5em; line-height: 1.25; }
.empty, .message, .success { margin: 0; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--sf-comments-gap, 1rem); }
.comment { padding: 0 0 var(--sf-comments-gap, 1rem); border-bottom: var(--sf-comments-border, 1px solid #dfe3e0); }
.meta { margin: 0 0 0.25rem; display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
.author { font-weight: 600; }
.time, .pending-mark { color: var(--sf-comments-muted, #5c6660); font-size: 0.875em; }
.pending-mark { font-style: italic; }
.text { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.message { color: var(--sf-comments-error-color, #b00020); }
.success { color: var(--sf-comments-success-color, #166534); font-weight: 600; }
.message:empty, .success:empty { display: none; }
.more, .submit {
  min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--sf-comments-radius, 6px); font: inherit; font-weight: 600; cursor: pointer;
}
.more { margin-top: 1rem; background: #fff; color: inherit; border: var(--sf-comments-border, 1px solid #c9cfcb); }
.submit { align-self: flex-start; border: 0; background: var(--sf-comments-button-background, #111); color: var(--sf-comments-button-color, #fff); }
.submit[aria-disabled="true"], .more[aria-disabled="true"] { cursor: progress; opacity: 0.8; }
.form { display: flex; flex-direction: column; gap: 0.75rem; margin-top: 2rem; }
.form-heading { margin: 0; font-size: 1.15em; }
.row { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.75rem; }
.field { margin: 0; display: flex; flex-direction: column; gap: 0.3rem; }
.field label { font-weight: 600; font-size: 0.9375em; }
.input {
  min-height: 44px; padding: 0.5em 0.7em; font: inherit; color: inherit; background: #fff; box-sizing: border-box; width: 100%;
  border: 1px solid #767676; border-radius: var(--sf-comments-radius, 6px);
}
textarea.input { resize: vertical; }
.input[aria-invalid="true"] { border-color: var(--sf-comments-error-color, #b00020); }
.field-error { color: var(--sf-comments-error-color, #b00020); font-size: 0.875em; }
.input:focus-visible, .submit:focus-visible, .more:focus-visible { outline: 3px solid var(--sf-comments-focus-color, #2563eb); outline-offset: 2px; }
`;
