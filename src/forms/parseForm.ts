import { clipText } from '../input/clipText';
import { InvalidData } from '../input/invalidData';
import { isObj } from '../input/isObj';
import type { FieldKind, Form, FormField } from './types';

// Input is untrusted JSON (the API's answer or a data-form-json element): each field is checked here, once.

const KINDS: readonly FieldKind[] = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'phone',
  'name',
  'address',
  'date',
  'time',
  'checkbox',
  'radio',
  'select',
  'likert',
  'section',
  'hidden',
];
/** The name a form gets when its definition has none (spec 000 §3). */
export const DEFAULT_FORM_NAME = 'My Form Name';

const str = (v: unknown): string => (typeof v == 'string' ? v : '');
/** A text to show: a string, cut at TEXT_MAX characters (src/input/clipText.ts). Never a value sent back. */
const text = (v: unknown): string => clipText(str(v));
const idOf = (v: unknown): string => (typeof v == 'number' && Number.isFinite(v) ? String(v) : str(v).trim());

/** Stops the parse: parseForm returns `sentence` as its error. */
const fail = (sentence: string): never => {
  throw new InvalidData(sentence);
};

/**
 * A textarea's maximum length: a positive integer (a number or its text, as a data attribute gives it), else null:
 * zero or an invalid value means no limit and no counter (spec 001 §5).
 */
export function parseMaxLength(v: unknown): number | null {
  const n = typeof v == 'string' && v.trim() ? Number(v) : v;
  return typeof n == 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Validates a form definition (spec 000 §3 "Form"; fields per spec 001 §3 "Form definition editing") from
 * the site's forms (`GET /api/template/GetTemplateSchema?type=form`, else `GET /api/rest/forms/{formId}`: both answers
 * assumptions, src/data/forms.ts) or inline JSON (an object, or its JSON text) into a `Form`. Never throws; an error
 * is one sentence naming the field. See docs/forms.md.
 */
export function parseForm(input: unknown): { ok: true; form: Form } | { ok: false; error: string } {
  try {
    return { ok: true, form: read(typeof input == 'string' ? JSON.parse(input) : input) };
  } catch (e) {
    return { ok: false, error: e instanceof InvalidData ? e.message : typeof input == 'string' ? 'not valid JSON' : 'not a valid form' };
  }
}

function read(o: unknown): Form {
  if (!isObj(o)) return fail('not a JSON object');
  const id = idOf(o.id) || fail('form has no id');
  if (!Array.isArray(o.fields)) fail(`form ${id} has no fields list`);
  const seen = new Set<string>();
  const fields = Array.from(o.fields as unknown[], (f, i): FormField => {
    const field = readField(f, `field ${i + 1} of form ${id}`);
    if (seen.has(field.id)) fail(`form ${id} has two fields with id "${field.id}"`);
    seen.add(field.id);
    return field;
  });
  const redirect = str(o.successRedirect).trim();
  return {
    id,
    name: text(o.name).trim() || DEFAULT_FORM_NAME,
    fields,
    submissionMessage: text(o.submissionMessage),
    submissionHTML: str(o.submissionHTML),
    successRedirect: redirect || null,
    disclaimerMessage: text(o.disclaimerMessage),
    captchaEnabled: o.captchaEnabled === true,
    captchaTheme: str(o.captchaTheme),
    captchaAlignment: str(o.captchaAlignment),
  };
}

function readField(f: unknown, at: string): FormField {
  if (!isObj(f)) return fail(`${at} is not an object`);
  const id = idOf(f.id) || fail(`${at} has no id`);
  const F = `field "${id}"`;
  // Single-line text is the default kind (spec 000 §3).
  const kind = (f.type === undefined || f.type === null || f.type === '' ? 'text' : f.type) as FieldKind;
  if (!KINDS.includes(kind)) fail(`${F} has unknown type ${JSON.stringify(f.type)}`);
  const title = text(f.title).trim();
  const description = text(f.description);
  const placeholder = text(f.placeholder);
  // Section blocks and hidden fields have no control to label; every other field needs a title.
  if (!title && kind != 'section' && kind != 'hidden') fail(`${F} has no title`);
  const base = { id, title, description, required: f.required === true };
  const options = (): string[] => {
    const list = Array.isArray(f.options) ? f.options : [];
    const out = [...new Set(list.map(idOf).filter(Boolean))];
    return out.length ? out : fail(`${F} (${kind}) has no options`);
  };
  switch (kind) {
    case 'text':
    case 'email':
    case 'number':
    case 'website':
      return { ...base, kind, placeholder };
    case 'textarea':
      return { ...base, kind, placeholder, maxLength: parseMaxLength(f.maxLength) };
    case 'currency':
      return { ...base, kind, placeholder, currencySymbol: text(f.currencySymbol) };
    case 'phone':
      return { ...base, kind, showCountryCode: f.showCountryCode === true };
    case 'name':
    case 'address':
    case 'date':
    case 'time':
      return { ...base, kind };
    case 'checkbox':
    case 'radio':
    case 'select':
      return { ...base, kind, options: options(), placeholder };
    // Likert fields are never required; sections and hidden fields have nothing to fill in (spec 000 §5).
    case 'likert':
      return { ...base, kind, required: false, options: options() };
    case 'section':
      return { ...base, kind, required: false, underline: f.underline === true };
    case 'hidden':
      return { ...base, kind, required: false, key: str(f.key).trim(), value: typeof f.value == 'number' ? String(f.value) : str(f.value) };
    default:
      return kind satisfies never;
  }
}
