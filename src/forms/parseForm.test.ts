import { describe, expect, it } from 'vitest';
import { seedForms } from '../../mock-server/seed';
import { everyKindForm } from './fixtures';
import { DEFAULT_FORM_NAME, parseForm, parseMaxLength, type Form, type FormField } from './index';

const ok = (input: unknown): Form => {
  const r = parseForm(input);
  if (!r.ok) throw new Error(r.error);
  return r.form;
};
const err = (input: unknown): string => {
  const r = parseForm(input);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};
/** A form holding just `fields`. */
const withFields = (...fields: unknown[]) => ({ id: 'f', fields });
const one = (field: Record<string, unknown>): FormField => ok(withFields({ id: 'a', title: 'A', ...field })).fields[0]!;

describe('parseForm: whole forms', () => {
  it('parses the seed forms', () => {
    const [engraving, newsletter, contact] = seedForms().map((f) => ok(f));
    expect([engraving, newsletter].map((f) => f!.fields.map((x) => x.kind))).toEqual([
      ['textarea', 'select', 'checkbox'],
      ['email', 'name'],
    ]);
    // The demo's contact form: the same fields as the every-kind fixture.
    expect(contact!.fields).toEqual(ok(everyKindForm).fields);
  });

  it('parses every field kind of the contact form, each with its own properties', () => {
    const form = ok(everyKindForm);
    expect(form.fields.map((f) => f.kind)).toEqual([
      'section',
      'name',
      'email',
      'phone',
      'phone',
      'address',
      'text',
      'textarea',
      'number',
      'website',
      'currency',
      'date',
      'time',
      'checkbox',
      'radio',
      'select',
      'likert',
      'hidden',
    ]);
    const byId = Object.fromEntries(form.fields.map((f) => [f.id, f]));
    expect(byId.about).toEqual({
      id: 'about',
      kind: 'section',
      title: 'About you',
      description: 'So we can reply.',
      required: false,
      underline: true,
    });
    expect(byId.email).toEqual({
      id: 'email',
      kind: 'email',
      title: 'Email',
      description: '',
      required: true,
      placeholder: 'you@example.com',
    });
    expect(byId.phone).toMatchObject({ kind: 'phone', showCountryCode: true });
    expect(byId['phone-local']).toMatchObject({ kind: 'phone', showCountryCode: false, required: false });
    expect(byId.subject).toEqual({
      id: 'subject',
      kind: 'text',
      title: 'Subject',
      description: 'A few words.',
      required: false,
      placeholder: '',
    });
    expect(byId.message).toMatchObject({ kind: 'textarea', maxLength: 200, required: true });
    expect(byId.budget).toMatchObject({ kind: 'currency', currencySymbol: '$' });
    expect(byId.store).toMatchObject({ kind: 'select', placeholder: 'Choose a store', options: ['Online', 'Downtown'] });
    expect(byId.survey).toEqual({
      id: 'survey',
      kind: 'likert',
      title: 'Your visit',
      description: '',
      required: false,
      options: ['The site was easy to use', 'I found what I needed'],
    });
    expect(byId.ref).toEqual({ id: 'ref', kind: 'hidden', title: '', description: '', required: false, key: 'ref', value: 'direct' });
  });

  it('keeps the form properties (spec 000 §3) with their types, defaulting the rest', () => {
    expect(
      ok({
        id: 7,
        fields: [],
        name: ' Contact ',
        submissionMessage: 'Thanks',
        submissionHTML: '<p>Hi</p>',
        successRedirect: '/thanks',
        disclaimerMessage: 'D',
        captchaEnabled: true,
        captchaTheme: 'dark',
        captchaAlignment: 'center',
      }),
    ).toEqual({
      id: '7',
      name: 'Contact',
      fields: [],
      submissionMessage: 'Thanks',
      submissionHTML: '<p>Hi</p>',
      successRedirect: '/thanks',
      disclaimerMessage: 'D',
      captchaEnabled: true,
      captchaTheme: 'dark',
      captchaAlignment: 'center',
    });
    expect(ok({ id: 'f', fields: [], successRedirect: ' ', captchaEnabled: 'yes', submissionHTML: 5 })).toEqual({
      id: 'f',
      name: DEFAULT_FORM_NAME,
      fields: [],
      submissionMessage: '',
      submissionHTML: '',
      successRedirect: null,
      disclaimerMessage: '',
      captchaEnabled: false,
      captchaTheme: '',
      captchaAlignment: '',
    });
    expect(DEFAULT_FORM_NAME).toBe('My Form Name');
  });

  it('takes JSON text as well as an object', () => {
    expect(ok(JSON.stringify(everyKindForm))).toEqual(ok(everyKindForm));
  });
});

describe('parseForm: fields', () => {
  it.each([
    ['no type', {}, 'text'],
    ['null type', { type: null }, 'text'],
    ['empty type', { type: '' }, 'text'],
  ])('single-line text is the default kind (%s)', (_, field, kind) => {
    expect(one(field).kind).toBe(kind);
  });

  it.each(['likert', 'section', 'hidden'])('a %s field is never required', (type) => {
    expect(one({ type, required: true, options: ['Q'] }).required).toBe(false);
  });

  it('required only when it is true; numbers as ids; descriptions and placeholders kept', () => {
    expect(one({ required: 'true' }).required).toBe(false);
    expect(one({ required: true, description: 'D', placeholder: 'P' })).toMatchObject({
      required: true,
      description: 'D',
      placeholder: 'P',
    });
    expect(ok(withFields({ id: 3, title: 'T' })).fields[0]!.id).toBe('3');
  });

  it('options: strings (numbers as text), trimmed, blanks and repeats dropped', () => {
    expect(one({ type: 'radio', options: [' Red ', 'Red', '', 2, null, 'Blue'] })).toMatchObject({ options: ['Red', '2', 'Blue'] });
  });

  it('hidden: key and value (a number as text); no title needed', () => {
    expect(ok(withFields({ id: 'h', type: 'hidden', key: 'utm', value: 5 })).fields[0]).toMatchObject({ key: 'utm', value: '5' });
    expect(ok(withFields({ id: 'h', type: 'hidden' })).fields[0]).toMatchObject({ key: '', value: '' });
    expect(ok(withFields({ id: 's', type: 'section' })).fields[0]).toMatchObject({ title: '', underline: false });
  });

  it.each([
    [200, 200],
    ['200', 200],
    [' 15 ', 15],
    [1, 1],
    [0, null],
    ['0', null],
    [-5, null],
    [1.5, null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
    [true, null],
    [Infinity, null],
  ])('textarea maxLength %j → %j (zero or invalid: no limit, no counter)', (given, expected) => {
    expect(parseMaxLength(given)).toBe(expected);
    expect(one({ type: 'textarea', maxLength: given })).toMatchObject({ maxLength: expected });
  });
});

describe('parseForm: bad input gives one sentence, never throws', () => {
  it.each([
    ['{', 'not valid JSON'],
    [null, 'not a JSON object'],
    [[], 'not a JSON object'],
    ['"text"', 'not a JSON object'],
    [{ fields: [] }, 'form has no id'],
    [{ id: ' ', fields: [] }, 'form has no id'],
    [{ id: 'f' }, 'form f has no fields list'],
    [{ id: 'f', fields: {} }, 'form f has no fields list'],
    [withFields('x'), 'field 1 of form f is not an object'],
    [withFields({ id: 'a', title: 'A' }, { title: 'B' }), 'field 2 of form f has no id'],
    [withFields({ id: 'a', title: 'A' }, { id: 'a', title: 'B' }), 'form f has two fields with id "a"'],
    [withFields({ id: 'a', title: 'A', type: 'file' }), 'field "a" has unknown type "file"'],
    [withFields({ id: 'a', title: 'A', type: 3 }), 'field "a" has unknown type 3'],
    [withFields({ id: 'a', type: 'email' }), 'field "a" has no title'],
    [withFields({ id: 'a', title: '  ' }), 'field "a" has no title'],
    [withFields({ id: 'a', title: 'A', type: 'checkbox' }), 'field "a" (checkbox) has no options'],
    [withFields({ id: 'a', title: 'A', type: 'radio', options: [] }), 'field "a" (radio) has no options'],
    [withFields({ id: 'a', title: 'A', type: 'select', options: [''] }), 'field "a" (select) has no options'],
    [withFields({ id: 'a', title: 'A', type: 'likert', options: 'Q' }), 'field "a" (likert) has no options'],
  ])('%j → %s', (input, error) => {
    expect(err(input)).toBe(error);
  });

  it('a getter that throws is reported, not thrown', () => {
    const evil = {
      id: 'f',
      get fields() {
        throw new Error('boom');
      },
    };
    expect(err(evil)).toBe('not a valid form');
  });
});
