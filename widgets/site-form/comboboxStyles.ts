/**
 * The address suggestions' CSS (loaded with ./AddressCombobox.tsx, adopted by the form's shadow root). Custom
 * properties: --sf-form-border-color, --sf-form-radius, --sf-combobox-active-background. Parts: suggestions, suggestion.
 */
export const comboboxCss = `
.part { position: relative; }
.suggestions {
  position: absolute; z-index: 2; top: 100%; left: 0; right: 0; margin: 2px 0 0; padding: 4px 0; list-style: none;
  background: #fff; border: 1px solid var(--sf-form-border-color, #767676); border-radius: var(--sf-form-radius, 4px);
  box-shadow: 0 6px 18px rgba(0, 0, 0, .14); max-height: 18em; overflow-y: auto;
}
.suggestions[hidden] { display: none; }
.suggestion { display: flex; flex-direction: column; padding: .5em .75em; min-height: 44px; cursor: pointer; }
.suggestion[aria-selected="true"], .suggestion:hover { background: var(--sf-combobox-active-background, #e8effd); }
.suggestion[aria-selected="true"] { outline: 2px solid var(--sf-form-focus-color, #2563eb); outline-offset: -2px; }
.suggestion .main { font-weight: 600; }
.suggestion .secondary { font-size: .85em; color: var(--sf-form-muted-color, #555); }
`;
