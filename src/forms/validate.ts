import type { Translate } from '../i18n';
import '../i18n/strings/forms';
import type { FieldValue, Form, FormField, FormValues } from './types';
import { isValidEmail } from './email';
import { answerOf, textOf } from './values';

/**
 * What `{email}` in "Email is not valid. Email addresses should follow the format {email}." is filled with. The spec
 * never shows the value (spec 000 §5, spec 001 §5 leave the placeholder as is): a decision, see docs/forms.md.
 */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

export { isValidEmail };

/**
 * Whether a field counts as empty for the Required rule: text with nothing but white space; a multi-part field
 * (name, address, date, time, phone) with every part blank; a checkbox with no option ticked; a radio or select with no
 * option chosen.
 */
export function isEmpty(field: FormField, value: unknown): boolean {
  const a = answerOf(field, value);
  if (Array.isArray(a)) return field.kind == 'checkbox' ? !a.length : a.every((p) => !p.trim());
  return typeof a == 'string' ? !a.trim() : !a || !Object.keys(a).length;
}

/**
 * A textarea's live counter, "current/max", and whether the maximum is exceeded; null when the field has no counter
 * (not a textarea, or its maximum is zero or invalid: spec 001 §5).
 */
export function characterCount(field: FormField, value: unknown): { text: string; exceeded: boolean } | null {
  if (field.kind != 'textarea' || field.maxLength == null) return null;
  const current = textOf(value).length;
  return { text: `${current}/${field.maxLength}`, exceeded: current > field.maxLength };
}

/**
 * One field's client-side error (spec 000 §5 "Form field rules", spec 001 §5 "Site form"), or null:
 * - a required field that is empty: "Required" (likert, section and hidden fields are never required);
 * - a textarea over its maximum: "You have exceeded the character limit." (unless optional and empty);
 * - an email that is not empty and not valid: "Email is not valid. Email addresses should follow the format …".
 */
export function fieldError(field: FormField, value: FieldValue | undefined, t: Translate): string | null {
  if (field.kind == 'section' || field.kind == 'hidden' || field.kind == 'likert') return null;
  const empty = isEmpty(field, value);
  if (field.required && empty) return t('required');
  if (!field.required && empty) return null;
  if (characterCount(field, value)?.exceeded) return t('characterLimit');
  if (field.kind == 'email' && !isValidEmail(textOf(value))) return t('emailNotValid', { email: EMAIL_FORMAT_EXAMPLE });
  return null;
}

export interface FormCheck {
  ok: boolean;
  /** Field id → message, for the fields that failed, in the form's order. */
  errors: Record<string, string>;
  /** "One or more fields is invalid, please check your entries." when any field failed, else null. */
  message: string | null;
}

/**
 * Checks every field of the form (sections skipped). `enabled: false` (the caller turned validation off, spec 001 §5)
 * passes everything. The messages are `t`'s (the runtime's strings).
 */
export function validateForm(form: Form, values: FormValues, t: Translate, options: { enabled?: boolean } = {}): FormCheck {
  const errors: Record<string, string> = {};
  if (options.enabled !== false)
    for (const f of form.fields) {
      const e = fieldError(f, Object.prototype.hasOwnProperty.call(values, f.id) ? values[f.id] : undefined, t);
      if (e) errors[f.id] = e;
    }
  const ok = !Object.keys(errors).length;
  return { ok, errors, message: ok ? null : t('fieldsInvalid') };
}
