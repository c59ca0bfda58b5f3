import { describe, expect, it } from 'vitest';
import { everyKindForm } from './fixtures';
import {
  answerOf,
  emptyValue,
  formAnswers,
  initialValues,
  parseForm,
  partCount,
  submissionPayload,
  valuesFromAnswers,
  type Form,
  type FormField,
  type PageContext,
} from './index';

const parsed = parseForm(everyKindForm);
if (!parsed.ok) throw new Error(parsed.error);
const form: Form = parsed.form;
const field = (id: string): FormField => form.fields.find((f) => f.id === id)!;

describe('empty values', () => {
  it.each([
    ['name', 2, ['', '']],
    ['address', 6, ['', '', '', '', '', '']],
    ['date', 3, ['', '', '']],
    ['time', 4, ['', '', '', '']],
    ['phone', 4, ['', '', '', '']],
    ['phone-local', 3, ['', '', '']],
    ['email', 0, ''],
    ['message', 0, ''],
    ['topics', 0, []],
    ['contact-by', 0, ''],
    ['store', 0, ''],
    ['survey', 0, {}],
    ['about', 0, undefined],
    ['ref', 0, undefined],
  ])('%s has %i parts and starts as %j', (id, parts, empty) => {
    expect(partCount(field(id))).toBe(parts);
    expect(emptyValue(field(id))).toEqual(empty);
  });

  it('initialValues holds every field with something to enter, none for sections and hidden fields', () => {
    const values = initialValues(form);
    expect(Object.keys(values)).toEqual(form.fields.filter((f) => f.kind != 'section' && f.kind != 'hidden').map((f) => f.id));
  });
});

describe('value shapes (spec 001 §3 "Field value shapes by field kind")', () => {
  it.each([
    // address, date, name, time: the array of the child values (missing parts blank, extra parts cut)
    ['name', ['Ada', 'Lovelace'], ['Ada', 'Lovelace']],
    ['name', ['Ada'], ['Ada', '']],
    ['address', ['1 Main St', '', 'Springfield', 'IL', '62701', 'US', 'extra'], ['1 Main St', '', 'Springfield', 'IL', '62701', 'US']],
    ['date', ['12', '31', '2024'], ['12', '31', '2024']],
    ['time', ['9', '30', '00', 'AM'], ['9', '30', '00', 'AM']],
    ['time', 'not a list', ['', '', '', '']],
    // phone: a blank first element prepended when only 3 are present
    ['phone-local', ['555', '123', '4567'], ['', '555', '123', '4567']],
    ['phone', ['+1', '555', '123', '4567'], ['+1', '555', '123', '4567']],
    ['phone', ['+1'], ['+1', '', '', '']],
    // checkbox: the checked values (in the form's order; values not offered dropped)
    ['topics', ['Other', 'Orders'], ['Orders', 'Other']],
    ['topics', ['Orders', 'Hacked'], ['Orders']],
    ['topics', [], []],
    // radio: the single checked value; select: the selected value
    ['contact-by', 'Phone', 'Phone'],
    ['contact-by', 'Fax', ''],
    ['store', 'Downtown', 'Downtown'],
    ['store', '', ''],
    // likert: question → answer, only the questions answered
    ['survey', { 'The site was easy to use': '2' }, { 'The site was easy to use': '2' }],
    [
      'survey',
      { 'The site was easy to use': '-2', 'I found what I needed': '0' },
      { 'The site was easy to use': '-2', 'I found what I needed': '0' },
    ],
    ['survey', { 'The site was easy to use': '3', 'Not asked': '1', 'I found what I needed': 1 }, {}],
    ['survey', {}, {}],
    // others: the field value
    ['email', 'ada@example.com', 'ada@example.com'],
    ['message', ' two\nlines ', ' two\nlines '],
    ['quantity', '3', '3'],
    ['budget', '12.50', '12.50'],
    ['site', 'https://example.com', 'https://example.com'],
    ['subject', 42, ''],
    // section: nothing
    ['about', 'anything', undefined],
  ])('%s: %j → %j', (id, value, answer) => {
    expect(answerOf(field(id), value)).toEqual(answer);
  });

  it.each([
    ['', 'direct'],
    ['?utm=x', 'direct'],
    ['?ref=newsletter', 'newsletter'],
    ['ref=a%20b&x=1', 'a b'],
    ['?ref=', ''],
  ])('hidden: the query-string parameter of the same name if present, else its own value (%j → %j)', (search, answer) => {
    expect(answerOf(field('ref'), undefined, search)).toBe(answer);
  });

  it('a hidden field without a key always gives its own value', () => {
    expect(
      answerOf({ id: 'h', kind: 'hidden', title: '', description: '', required: false, key: '', value: 'v' }, undefined, '?=x&h=y'),
    ).toBe('v');
  });
});

describe('formAnswers and the submission payload (spec 001 §3 "Form submission payload")', () => {
  const values = {
    ...initialValues(form),
    name: ['Ada', 'Lovelace'],
    email: 'ada@example.com',
    'phone-local': ['555', '123', '4567'],
    topics: ['Returns'],
    'contact-by': 'Email',
    store: 'Online',
    survey: { 'I found what I needed': '1' },
    message: 'Hello',
  };
  const page: PageContext = {
    pageTitle: 'Contact',
    pageId: 'page-1',
    contentSource: 'c',
    pagePath: '/contact',
    pagePermissionTypeValue: 1,
  };

  it('maps every field id but sections to its answer', () => {
    expect(formAnswers(form, values, '?ref=ad')).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      phone: ['', '', '', ''],
      'phone-local': ['', '555', '123', '4567'],
      address: ['', '', '', '', '', ''],
      subject: '',
      message: 'Hello',
      quantity: '',
      site: '',
      budget: '',
      date: ['', '', ''],
      time: ['', '', '', ''],
      topics: ['Returns'],
      'contact-by': 'Email',
      store: 'Online',
      survey: { 'I found what I needed': '1' },
      ref: 'ad',
    });
  });

  it('missing values count as empty; unknown ids are not sent', () => {
    expect(formAnswers(form, { stray: 'x' })).toMatchObject({ name: ['', ''], topics: [], survey: {}, ref: 'direct' });
    expect(formAnswers(form, { stray: 'x' })).not.toHaveProperty('stray');
  });

  it('the payload: key, the form as JSON text, captchaKey only when given, the page context', () => {
    const p = submissionPayload({ key: 'k1', form, values, page, captchaKey: 'tok', search: '?ref=ad' });
    expect(Object.keys(p)).toEqual([
      'key',
      'form',
      'captchaKey',
      'pageTitle',
      'pageId',
      'contentSource',
      'pagePath',
      'pagePermissionTypeValue',
    ]);
    expect(p).toMatchObject({
      key: 'k1',
      captchaKey: 'tok',
      pageTitle: 'Contact',
      pageId: 'page-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(typeof p.form).toBe('string');
    expect(JSON.parse(p.form)).toEqual(formAnswers(form, values, '?ref=ad'));
  });

  it.each([undefined, null, ''])('no captchaKey when it is %j', (captchaKey) => {
    const p = submissionPayload({ key: 'k', form, values, page, captchaKey });
    expect(p).not.toHaveProperty('captchaKey');
    expect(JSON.parse(p.form)).toHaveProperty('ref', 'direct');
  });
});

describe("valuesFromAnswers (editing saved answers: a cart entry's additionalFields)", () => {
  const values = {
    ...initialValues(form),
    name: ['Ada', 'Lovelace'],
    email: 'ada@example.com',
    phone: ['44', '20', '7946', '0000'],
    'phone-local': ['555', '010', '1234'],
    topics: ['Orders', 'Other'],
    'contact-by': 'Phone',
    survey: { 'I found what I needed': '2' },
    message: 'Hello',
  };

  it('gives back the values the answers were made from (round trip through JSON)', () => {
    expect(valuesFromAnswers(form, JSON.stringify(formAnswers(form, values)))).toEqual(values);
  });

  it('the prepended blank of a phone without country code is dropped again; with one, all four parts stay', () => {
    const back = valuesFromAnswers(form, JSON.stringify({ phone: ['1', '2', '3', '4'], 'phone-local': ['', '555', '010', '1234'] }));
    expect(back.phone).toEqual(['1', '2', '3', '4']);
    expect(back['phone-local']).toEqual(['555', '010', '1234']);
  });

  it('unreadable text, other shapes, unknown fields and choices not offered start empty', () => {
    expect(valuesFromAnswers(form, 'not json')).toEqual(initialValues(form));
    expect(valuesFromAnswers(form, null)).toEqual(initialValues(form));
    expect(valuesFromAnswers(form, '[1,2]')).toEqual(initialValues(form));
    const back = valuesFromAnswers(form, JSON.stringify({ store: 'Uptown', topics: ['Orders', 'Nope'], nope: 'x', email: 7 }));
    expect(back).toEqual({ ...initialValues(form), store: '', topics: ['Orders'], email: '' });
  });
});
