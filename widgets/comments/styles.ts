/**
 * Custom properties (all optional): --sf-comments-link-color; the area's --sf-comments-gap, --sf-comments-border,
 * --sf-comments-radius, --sf-comments-muted, --sf-comments-button-background, --sf-comments-button-color,
 * --sf-comments-focus-color, --sf-comments-error-color, --sf-comments-success-color.
 * Parts: link; area, heading, empty, list, comment (and `pending`), author, time, pending-mark, text, list-message, more,
 * form, form-heading, input (and `author`, `email`, `text`), field-error, captcha, submit, message, success.
 * This sheet is the link's; the area's (./areaStyles.ts) comes with the area's code.
 */
export const commentsCss = `
.comment-link { color: var(--sf-comments-link-color, inherit); text-underline-offset: 0.2em; }
.comment-link:focus-visible { outline: 3px solid var(--sf-comments-focus-color, #2563eb); outline-offset: 2px; }
`;
