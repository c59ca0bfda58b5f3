/**
 * The form fields' CSS, for the widget that renders FormFields to adopt (with baseCss). Custom properties (all optional):
 * --sf-form-gap, --sf-form-border-color, --sf-form-radius, --sf-form-focus-color, --sf-form-error-color,
 * --sf-form-muted-color. Parts: fields, field, field-error, field-title, field-description, field-counter, input, section.
 */
export const formFieldsCss = `
.fields { display: grid; gap: var(--sf-form-gap, 1.25em); }
.field, .group, .question { margin: 0; padding: 0; border: 0; min-width: 0; }
.title, .group > legend { display: block; padding: 0; margin: 0 0 .35em; font-weight: 600; }
.required, .description, .part-label, .counter { font-size: .85em; font-weight: 400; color: var(--sf-form-muted-color, #555); }
.description { margin: 0 0 .35em; }
.field-error, .counter[data-state="exceeded"] { color: var(--sf-form-error-color, #b00020); }
.field-error { margin: 0 0 .35em; font-size: .9em; }
.input {
  width: 100%; min-height: 44px; padding: .5em .65em; font: inherit; color: inherit; background: #fff;
  border: 1px solid var(--sf-form-border-color, #767676); border-radius: var(--sf-form-radius, 4px);
}
textarea.input { resize: vertical; }
.input:focus-visible, .option input:focus-visible { outline: 3px solid var(--sf-form-focus-color, #2563eb); outline-offset: 1px; }
[aria-invalid="true"].input { border-color: var(--sf-form-error-color, #b00020); }
.counter { margin: .25em 0 0; text-align: end; }
.counter[data-state="exceeded"] { font-weight: 600; }
.affix { display: flex; align-items: center; gap: .4em; }
.parts { display: flex; flex-wrap: wrap; gap: .5em; }
.part { display: flex; flex-direction: column; flex: 1 1 6em; }
/* An address as a shop's checkout lays it out: each street line and the country across, city, state and code side by side. */
.parts[data-kind="address"] > :is(:nth-child(-n+2), :last-child) { flex-basis: 100%; }
.option { display: flex; align-items: center; gap: .5em; min-height: 32px; }
.option input { width: 1.1em; height: 1.1em; margin: 0; }
.question > legend { padding: 0; margin: .5em 0 .25em; }
.scale { display: flex; flex-wrap: wrap; gap: .25em 1em; }
.section-title { margin: 0; font-size: 1.15em; }
.section[data-underline] { padding-bottom: .35em; border-bottom: 1px solid var(--sf-form-border-color, #767676); }
.section .description { margin: .25em 0 0; }
`;
