/**
 * Types `value` into a text field as a visitor would: through the element's own value setter, then an `input` event.
 * Setting `field.value` from a script instead hides the change from React's `onChange` (React tracks the value it
 * last saw, and a script's assignment updates that record), while real typing reaches it, as it does preact/compat's.
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
