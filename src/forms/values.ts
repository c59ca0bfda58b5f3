import type { FieldValue, Form, FormField, FormValues } from './types';

/** Inputs of each multi-part kind, in order (phone: country code when shown, area code, prefix, line number). */
export const PARTS = { name: 2, address: 6, date: 3, time: 4 } as const;
/** The likert scale, from Strongly Disagree to Strongly Agree (spec 001 §3 "Form answer types"). */
export const LIKERT_SCALE = ['-2', '-1', '0', '1', '2'] as const;

/** How many inputs a multi-part field has (phone: 4 with the country code, else 3); 0 for other kinds. */
export function partCount(field: FormField): number {
  if (field.kind == 'phone') return field.showCountryCode ? 4 : 3;
  return field.kind in PARTS ? PARTS[field.kind as keyof typeof PARTS] : 0;
}

/** The value of a field nobody has touched; undefined for fields with nothing to enter (section, hidden). */
export function emptyValue(field: FormField): FieldValue | undefined {
  switch (field.kind) {
    case 'section':
    case 'hidden':
      return undefined;
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    default:
      return partCount(field) ? Array<string>(partCount(field)).fill('') : '';
  }
}

/** Every field's empty value, by id. */
export function initialValues(form: Form): FormValues {
  const values: FormValues = {};
  for (const f of form.fields) {
    const v = emptyValue(f);
    if (v !== undefined) values[f.id] = v;
  }
  return values;
}

// Values come from callers (and, through them, from pages): read them by shape, never trust them.
export const textOf = (v: unknown): string => (typeof v == 'string' ? v : '');
export const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(textOf) : []);
export const mapOf = (v: unknown): Record<string, string> =>
  typeof v == 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, string>) : {};

/** `list` cut or padded with '' to `n` items. */
const sized = (list: string[], n: number) => Array.from({ length: n }, (_, i) => list[i] ?? '');

export type Answer = string | string[] | Record<string, string>;

/**
 * One field's value in the spec's shape (spec 001 §3 "Field value shapes by field kind"), or undefined for a section
 * (it has none). `search` is the page's query string, for hidden fields.
 * - address, date, name, time: the array of the child values;
 * - phone: the array of its values, a blank first element prepended when only 3 are present (no country code);
 * - checkbox: the checked options (in the form's order); radio, select: the chosen option ('' when none);
 * - likert: question → answer ('-2' … '2'), only the questions answered;
 * - hidden: the query-string parameter named by its key when present, else its own value;
 * - others: the text as typed.
 * Values are sanitized to the shape: a choice that is not one of the field's options, a likert answer off the scale
 * or a question not asked is dropped; anything not a string counts as ''.
 */
export function answerOf(field: FormField, value: unknown, search = ''): Answer | undefined {
  switch (field.kind) {
    case 'section':
      return undefined;
    case 'hidden': {
      const params = new URLSearchParams(search);
      return field.key && params.has(field.key) ? params.get(field.key)! : field.value;
    }
    case 'phone': {
      const parts = sized(listOf(value), partCount(field));
      return parts.length == 3 ? ['', ...parts] : parts;
    }
    case 'name':
    case 'address':
    case 'date':
    case 'time':
      return sized(listOf(value), partCount(field));
    case 'checkbox': {
      const checked = listOf(value);
      return field.options.filter((o) => checked.includes(o));
    }
    case 'radio':
    case 'select': {
      const v = textOf(value);
      return field.options.includes(v) ? v : '';
    }
    case 'likert': {
      const given = mapOf(value);
      const out: Record<string, string> = {};
      for (const q of field.options) {
        const a = Object.prototype.hasOwnProperty.call(given, q) ? given[q] : undefined;
        if ((LIKERT_SCALE as readonly unknown[]).includes(a)) out[q] = a!;
      }
      return out;
    }
    default:
      return textOf(value);
  }
}

/**
 * The form's answers keyed by field id (sections left out): the body of `POST /api/rest/forms/validate/{formId}` and,
 * as JSON text, the `form` of the submission.
 */
export function formAnswers(form: Form, values: FormValues, search = ''): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const f of form.fields) {
    const a = answerOf(f, Object.prototype.hasOwnProperty.call(values, f.id) ? values[f.id] : undefined, search);
    if (a !== undefined) out[f.id] = a;
  }
  return out;
}

/** The page a form is submitted from (spec 001 §3 "Form submission payload"). */
export interface PageContext {
  pageTitle: string;
  pageId: string;
  /** 'i' for an item, 'c' for a collection. */
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
}

export interface SubmissionPayload extends PageContext {
  key: string;
  /** JSON text: field id → answer. */
  form: string;
  captchaKey?: string;
}

/**
 * The body of `POST /api/form/SaveFormSubmission` (spec 001 §3 "Form submission payload", §7): the submission key,
 * the answers as JSON text, the captcha token when there is one, and the page context.
 */
export function submissionPayload(input: {
  key: string;
  form: Form;
  values: FormValues;
  page: PageContext;
  captchaKey?: string | null;
  search?: string;
}): SubmissionPayload {
  const { key, form, values, page, captchaKey, search } = input;
  return {
    key,
    form: JSON.stringify(formAnswers(form, values, search)),
    ...(captchaKey ? { captchaKey } : {}),
    pageTitle: page.pageTitle,
    pageId: page.pageId,
    contentSource: page.contentSource,
    pagePath: page.pagePath,
    pagePermissionTypeValue: page.pagePermissionTypeValue,
  };
}

/**
 * The values to edit saved answers with (the reverse of formAnswers): `json` is the answers as JSON text, as a cart
 * entry's additionalFields holds them. Fields without an answer, and anything unreadable, start empty; answers are
 * sanitized to each field's shape (answerOf); a phone's prepended blank is dropped again when it has no country code.
 */
export function valuesFromAnswers(form: Form, json: string | null): FormValues {
  const values = initialValues(form);
  let saved: unknown;
  try {
    saved = json ? JSON.parse(json) : null;
  } catch {
    return values;
  }
  const answers = mapOf(saved) as Record<string, unknown>;
  for (const field of form.fields) {
    if (field.kind == 'section' || field.kind == 'hidden' || !Object.prototype.hasOwnProperty.call(answers, field.id)) continue;
    const a: unknown = answers[field.id];
    const v =
      field.kind == 'phone'
        ? sized(listOf(a).slice(!field.showCountryCode && listOf(a).length == 4 ? 1 : 0), partCount(field))
        : answerOf(field, a);
    if (v !== undefined) values[field.id] = v;
  }
  return values;
}
