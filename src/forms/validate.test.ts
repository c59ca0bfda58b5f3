import { afterEach, describe, expect, it } from 'vitest';
import { createStrings, defaultT, type Translate } from '../i18n';
import { everyKindForm } from './fixtures';
import {
  characterCount,
  EMAIL_FORMAT_EXAMPLE,
  fieldError,
  initialValues,
  isEmpty,
  isValidEmail,
  parseForm,
  validateForm,
  type Form,
  type FormField,
} from './index';

const REQUIRED = 'Required';
const LIMIT = 'You have exceeded the character limit.';
const EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const INVALID = 'One or more fields is invalid, please check your entries.';

const make = (fields: unknown[]): Form => {
  const r = parseForm({ id: 'f', fields });
  if (!r.ok) throw new Error(r.error);
  return r.form;
};
const f = (def: Record<string, unknown>): FormField => make([{ id: 'a', title: 'A', ...def }]).fields[0]!;

/** The strings the functions are given: the defaults, unless a test sets overrides (as a runtime reads them from site settings). */
let t: Translate = defaultT;
afterEach(() => (t = defaultT));

describe('Required (spec 000 §5): an empty required field', () => {
  it.each([
    // single
    [{ type: 'text' }, '', REQUIRED],
    [{ type: 'text' }, '   ', REQUIRED],
    [{ type: 'text' }, 'x', null],
    [{ type: 'email' }, '', REQUIRED],
    [{ type: 'number' }, '', REQUIRED],
    [{ type: 'website' }, '', REQUIRED],
    [{ type: 'currency' }, '', REQUIRED],
    [{ type: 'textarea' }, '', REQUIRED],
    [{ type: 'textarea', maxLength: 5 }, '', REQUIRED],
    [{ type: 'text' }, undefined, REQUIRED],
    // multi-part: empty when every part is blank
    [{ type: 'name' }, ['', ''], REQUIRED],
    [{ type: 'name' }, [' ', ''], REQUIRED],
    [{ type: 'name' }, ['Ada', ''], null],
    [{ type: 'address' }, ['', '', '', '', '', ''], REQUIRED],
    [{ type: 'address' }, ['', '', 'Springfield', '', '', ''], null],
    [{ type: 'date' }, ['', '', ''], REQUIRED],
    [{ type: 'time' }, ['', '', '', ''], REQUIRED],
    [{ type: 'phone' }, ['', '', ''], REQUIRED],
    [{ type: 'phone', showCountryCode: true }, ['', '', '', ''], REQUIRED],
    [{ type: 'phone' }, ['555', '', ''], null],
    // checkbox: no option ticked
    [{ type: 'checkbox', options: ['A', 'B'] }, [], REQUIRED],
    [{ type: 'checkbox', options: ['A', 'B'] }, ['Z'], REQUIRED],
    [{ type: 'checkbox', options: ['A', 'B'] }, ['B'], null],
    // radio, select: nothing chosen
    [{ type: 'radio', options: ['A', 'B'] }, '', REQUIRED],
    [{ type: 'radio', options: ['A', 'B'] }, 'A', null],
    [{ type: 'select', options: ['A', 'B'] }, '', REQUIRED],
    [{ type: 'select', options: ['A', 'B'] }, 'B', null],
    // never required: likert; skipped: section, hidden
    [{ type: 'likert', options: ['Q'] }, {}, null],
    [{ type: 'section' }, undefined, null],
    [{ type: 'hidden' }, undefined, null],
  ])('%j with %j → %s', (def, value, error) => {
    expect(fieldError(f({ required: true, ...def }), value as never, t)).toBe(error);
  });

  it.each([
    [{ type: 'text' }, ''],
    [{ type: 'name' }, ['', '']],
    [{ type: 'checkbox', options: ['A'] }, []],
    [{ type: 'radio', options: ['A'] }, ''],
    [{ type: 'select', options: ['A'] }, ''],
    [{ type: 'phone' }, ['', '', '']],
  ])('optional and empty passes: %j', (def, value) => {
    expect(fieldError(f(def), value as never, t)).toBeNull();
  });

  it('isEmpty tells a filled field from an empty one', () => {
    expect(isEmpty(f({}), 'x')).toBe(false);
    expect(isEmpty(f({ type: 'likert', options: ['Q'] }), {})).toBe(true);
    expect(isEmpty(f({ type: 'likert', options: ['Q'] }), { Q: '0' })).toBe(false);
  });
});

describe('textarea maximum length (spec 001 §5)', () => {
  const ta = (maxLength: unknown, required = false) => f({ type: 'textarea', maxLength, required });

  it.each([
    [5, false, '12345', null],
    [5, false, '123456', LIMIT],
    [5, true, '123456', LIMIT],
    [5, true, '12345', null],
    [5, false, '', null], // optional and empty
    [0, false, 'x'.repeat(10_000), null], // zero: no maximum
    ['abc', false, 'x'.repeat(10_000), null], // invalid: no maximum
  ])('max %j, required %j, %j → %s', (max, required, value, error) => {
    expect(fieldError(ta(max, required), value, t)).toBe(error);
  });

  it.each([
    [5, '', { text: '0/5', exceeded: false }],
    [5, 'abc', { text: '3/5', exceeded: false }],
    [5, '12345', { text: '5/5', exceeded: false }],
    [5, '123456', { text: '6/5', exceeded: true }],
    [200, 'a\nb', { text: '3/200', exceeded: false }],
    [0, 'abc', null],
    [-1, 'abc', null],
    ['x', 'abc', null],
    [undefined, 'abc', null],
  ])('the counter for max %j and %j is %j', (max, value, count) => {
    expect(characterCount(ta(max), value)).toEqual(count);
  });

  it('only textareas have a counter', () => {
    expect(characterCount(f({ maxLength: 5 }), 'abcdefg')).toBeNull();
    expect(fieldError(f({ maxLength: 5 }), 'abcdefg', t)).toBeNull();
  });
});

describe('email (spec 001 §5)', () => {
  it('the message names the format', () => {
    expect(EMAIL_FORMAT_EXAMPLE).toBe('user@domain.com');
    expect(isValidEmail(EMAIL_FORMAT_EXAMPLE)).toBe(true);
  });

  it.each([
    'a@b.co',
    'ada@example.com',
    'first.last+tag@mail.example.org',
    'x@sub.domain.info',
    'x@b.c0m',
    'x@1.23',
    "o'neil@ex-ample.io",
    `${'a'.repeat(240)}@example.com`, // 252 characters
    `${'a'.repeat(244)}@example.com`, // 256 characters
  ])('valid: %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(fieldError(f({ type: 'email' }), email, t)).toBeNull();
  });

  it.each([
    'plain',
    'a@b',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@example.c',
    'ada@example.comma',
    'ada@example.c-m',
    'ada@.com',
    'ada@example..com',
    'ada@exa mple.com',
    'a da@example.com',
    'ada@@example.com',
    'ada@ex@ample.com',
    ' ada@example.com',
    'ada@example.com ',
    `${'a'.repeat(245)}@example.com`, // 257 characters
  ])('invalid: %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(fieldError(f({ type: 'email' }), email, t)).toBe(EMAIL);
  });

  it('optional and empty passes; required and empty is Required', () => {
    expect(fieldError(f({ type: 'email' }), '', t)).toBeNull();
    expect(fieldError(f({ type: 'email' }), '  ', t)).toBeNull();
    expect(fieldError(f({ type: 'email', required: true }), '', t)).toBe(REQUIRED);
    expect(fieldError(f({ type: 'email', required: true }), 'nope', t)).toBe(EMAIL);
  });
});

describe('validateForm', () => {
  const parsed = parseForm(everyKindForm);
  if (!parsed.ok) throw new Error(parsed.error);
  const form = parsed.form;
  const filled = {
    ...initialValues(form),
    name: ['Ada', ''],
    email: 'ada@example.com',
    message: 'Hello',
    topics: ['Orders'],
    'contact-by': 'Email',
    store: 'Online',
  };

  it('an untouched contact form: Required on each required field, in order, and the form message', () => {
    expect(validateForm(form, initialValues(form), t)).toEqual({
      ok: false,
      errors: { name: REQUIRED, email: REQUIRED, message: REQUIRED, topics: REQUIRED, 'contact-by': REQUIRED, store: REQUIRED },
      message: INVALID,
    });
    expect(Object.keys(validateForm(form, {}, t).errors)).toEqual(['name', 'email', 'message', 'topics', 'contact-by', 'store']);
  });

  it('a filled form passes', () => {
    expect(validateForm(form, filled, t)).toEqual({ ok: true, errors: {}, message: null });
  });

  it('any failing field also gives the form message', () => {
    expect(validateForm(form, { ...filled, email: 'ada' }, t)).toEqual({ ok: false, errors: { email: EMAIL }, message: INVALID });
    expect(validateForm(form, { ...filled, message: 'x'.repeat(201) }, t)).toEqual({
      ok: false,
      errors: { message: LIMIT },
      message: INVALID,
    });
  });

  it('validation turned off by the caller passes anything', () => {
    expect(validateForm(form, {}, t, { enabled: false })).toEqual({ ok: true, errors: {}, message: null });
    expect(validateForm(form, {}, t, { enabled: true }).ok).toBe(false);
  });

  it('messages follow the site strings', () => {
    t = createStrings({ required: 'Obligatoire', emailNotValid: 'Pas valide ({email})', fieldsInvalid: 'Champs invalides' }).t;
    expect(validateForm(form, { ...filled, email: 'x', name: ['', ''] }, t)).toEqual({
      ok: false,
      errors: { name: 'Obligatoire', email: 'Pas valide (user@domain.com)' },
      message: 'Champs invalides',
    });
  });
});
