import { formFieldsCss } from '../../src/ui/forms';

/**
 * The form fields' CSS (src/ui/forms: --sf-form-gap, --sf-form-border-color, --sf-form-radius, --sf-form-focus-color,
 * --sf-form-error-color, --sf-form-muted-color) and the site form's own: --sf-form-button-background,
 * --sf-form-button-color. Parts: site-form, problem-above, problem-below, disclaimer, message, submit, success,
 * submission-message, submission-html; the fields' parts.
 */
export const siteFormCss = `${formFieldsCss}
.site-form form > * { margin: 0 0 var(--sf-form-gap, 1.25em); }
.site-form form > :last-child, .site-form form > .message:empty { margin-bottom: 0; }
.problem, .message { color: var(--sf-form-error-color, #b00020); font-weight: 600; }
.disclaimer { font-size: .85em; color: var(--sf-form-muted-color, #555); white-space: pre-line; }
.submit {
  display: block; min-height: 44px; min-width: 8em; padding: .6em 1.5em; border: 0; font: inherit; font-weight: 600;
  cursor: pointer; border-radius: var(--sf-form-radius, 4px);
  background: var(--sf-form-button-background, #111); color: var(--sf-form-button-color, #fff);
}
.submit[aria-disabled] { cursor: progress; opacity: .8; }
.submit:focus-visible, .success:focus-visible { outline: 3px solid var(--sf-form-focus-color, #2563eb); outline-offset: 2px; }
.success { outline: none; }
.submission-message { margin: 0 0 .75em; white-space: pre-line; }
.submission-html img { max-width: 100%; height: auto; }
`;
