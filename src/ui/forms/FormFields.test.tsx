import { act } from 'preact/test-utils';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyKindForm } from '../../forms/fixtures';
import { initialValues, parseForm, validateForm, type FieldValue, type Form, type FormValues } from '../../forms';
import { stylesheet } from '../stylesheet';
import { FormFields, focusFirstInvalid, formFieldsCss } from './index';
import { defaultT } from '../../i18n';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const parse = (def: unknown): Form => {
  const r = parseForm(def);
  if (!r.ok) throw new Error(r.error);
  return r.form;
};
const contact = parse(everyKindForm);

/** FormFields with its values and errors in state, and a button that runs the client rules (as a widget would). */
function Harness({ form, onChange }: { form: Form; onChange?: (id: string, v: FieldValue, all: FormValues) => void }) {
  const [values, setValues] = useState(() => initialValues(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form className="sf-root" noValidate>
      <FormFields
        form={form}
        values={values}
        errors={errors}
        onChange={(id, v) =>
          setValues((old) => {
            const all = { ...old, [id]: v };
            onChange?.(id, v, all);
            return all;
          })
        }
      />
      <button type="button" onClick={() => setErrors(validateForm(form, values, defaultT).errors)}>
        Check
      </button>
    </form>
  );
}

function render(form: Form = contact, onChange?: (id: string, v: FieldValue, all: FormValues) => void) {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [stylesheet(formFieldsCss)];
  root = createRoot(shadow);
  act(() => root!.render(<Harness form={form} onChange={onChange} />));
  const field = (id: string) => shadow.querySelectorAll<HTMLElement>('.field, .section')[contact.fields.findIndex((f) => f.id === id)]!;
  const check = () => {
    act(() => shadow.querySelector<HTMLButtonElement>('button')!.click());
  };
  return { shadow, field, check };
}

/** A control's accessible label text: its <label for>, else the label around it. */
function labelOf(shadow: ShadowRoot, el: Element): string {
  const byFor = el.id ? shadow.querySelector(`label[for="${el.id}"]`) : null;
  return (byFor ?? el.closest('label'))?.textContent?.trim() ?? '';
}
const controls = (el: ParentNode) => [...el.querySelectorAll<HTMLInputElement>('input, select, textarea')];
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const choose = (el: HTMLSelectElement, value: string) => {
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
};

describe('FormFields: every kind renders real labelled controls', () => {
  it.each([
    // id, title text, controls and their labels
    ['name', 'Name (required)', ['First Name', 'Last Name']],
    ['email', 'Email (required)', ['Email (required)']],
    ['phone', 'Phone', ['Country code', 'Area code', 'Prefix', 'Line number']],
    ['phone-local', 'Local phone', ['Area code', 'Prefix', 'Line number']],
    ['address', 'Address', ['Address 1', 'Address 2', 'City', 'State/Province', 'Zip/Postal Code', 'Country']],
    ['subject', 'Subject', ['Subject']],
    ['message', 'Message (required)', ['Message (required)']],
    ['quantity', 'How many', ['How many']],
    ['site', 'Your website', ['Your website']],
    ['budget', 'Budget', ['Budget']],
    ['date', 'Preferred date', ['Month', 'Day', 'Year']],
    ['time', 'Preferred time', ['Hour', 'Minute', 'Second', 'AM/PM']],
    ['topics', 'Topics (required)', ['Orders', 'Returns', 'Other']],
    ['contact-by', 'Contact me by (required)', ['Email', 'Phone']],
    ['store', 'Store (required)', ['Store (required)']],
    ['survey', 'Your visit', Array(2).fill(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']).flat()],
  ])('%s: titled %j, controls labelled %j', (id, title, labels) => {
    const { shadow, field } = render();
    const el = field(id);
    expect(el.querySelector('.title')!.textContent).toBe(title);
    expect(controls(el).map((c) => labelOf(shadow, c))).toEqual(labels);
    expect(el.querySelector('fieldset > legend.title') !== null).toBe(labels.length > 1 || ['topics', 'contact-by'].includes(id));
  });

  it('control types: email, number, url, tel, textarea, select, checkbox, radio', () => {
    const { shadow, field } = render();
    const typeOf = (id: string) => controls(field(id)).map((c) => (c.tagName == 'INPUT' ? c.type : c.tagName.toLowerCase()));
    expect(typeOf('email')).toEqual(['email']);
    expect(typeOf('quantity')).toEqual(['number']);
    expect(typeOf('site')).toEqual(['url']);
    expect(typeOf('subject')).toEqual(['text']);
    expect(typeOf('phone-local')).toEqual(['tel', 'tel', 'tel']);
    expect(typeOf('message')).toEqual(['textarea']);
    expect(typeOf('time')).toEqual(['text', 'text', 'text', 'select']);
    expect(typeOf('topics')).toEqual(['checkbox', 'checkbox', 'checkbox']);
    expect(typeOf('contact-by')).toEqual(['radio', 'radio']);
    expect(typeOf('store')).toEqual(['select']);
    expect(typeOf('survey')).toEqual(Array(10).fill('radio'));
    expect(shadow.querySelectorAll('[id]').length).toBe(new Set([...shadow.querySelectorAll('[id]')].map((e) => e.id)).size);
  });

  it('placeholders, descriptions (described-by), the currency symbol and the select placeholder', () => {
    const { shadow, field } = render();
    expect(controls(field('email'))[0]!.placeholder).toBe('you@example.com');
    const subject = controls(field('subject'))[0]!;
    expect(shadow.getElementById(subject.getAttribute('aria-describedby')!)!.textContent).toBe('A few words.');
    const budget = controls(field('budget'))[0]!;
    expect(shadow.getElementById(budget.getAttribute('aria-describedby')!)!.textContent).toBe('$');
    const store = controls(field('store'))[0] as unknown as HTMLSelectElement;
    expect([...store.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose a store'],
      ['Online', 'Online'],
      ['Downtown', 'Downtown'],
    ]);
  });

  it('a section shows its title and description, underlined when set; a hidden field renders nothing', () => {
    const { shadow, field } = render();
    const section = field('about');
    expect(section.querySelector('h2')!.textContent).toBe('About you');
    expect(section.querySelector('.description')!.textContent).toBe('So we can reply.');
    expect(section.hasAttribute('data-underline')).toBe(true);
    expect(controls(section)).toEqual([]);
    expect(shadow.querySelectorAll('.field, .section').length).toBe(contact.fields.length - 1);
    expect(shadow.querySelector('input[type=hidden], [name=ref]')).toBeNull();
  });

  it('section titles take the heading level given', () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root!.render(<FormFields form={contact} values={{}} errors={{}} onChange={() => {}} sectionHeadingLevel={4} />));
    expect(host.querySelector('.section-title')!.tagName).toBe('H4');
  });

  it('text from the definition is shown as text, never HTML', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const { shadow } = render(parse({ id: 'f', fields: [{ id: 'a', title: evil, description: evil, type: 'radio', options: [evil] }] }));
    expect(shadow.querySelector('img')).toBeNull();
    expect(shadow.querySelector('legend')!.textContent).toBe(evil);
  });
});

describe('FormFields: values flow out through onChange', () => {
  it('each kind reports its value in its shape', () => {
    const onChange = vi.fn<(id: string, v: FieldValue, all: FormValues) => void>();
    const { field } = render(contact, onChange);
    type(controls(field('email'))[0]!, 'ada@example.com');
    type(controls(field('name'))[1]!, 'Lovelace');
    type(controls(field('phone-local'))[2]!, '4567');
    choose(controls(field('time'))[3] as unknown as HTMLSelectElement, 'PM');
    act(() => controls(field('topics'))[2]!.click());
    act(() => controls(field('topics'))[0]!.click());
    act(() => controls(field('topics'))[2]!.click());
    act(() => controls(field('contact-by'))[1]!.click());
    choose(controls(field('store'))[0] as unknown as HTMLSelectElement, 'Downtown');
    act(() => controls(field('survey'))[9]!.click());
    act(() => controls(field('survey'))[0]!.click());
    expect(onChange.mock.calls.map(([id, v]) => [id, v])).toEqual([
      ['email', 'ada@example.com'],
      ['name', ['', 'Lovelace']],
      ['phone-local', ['', '', '4567']],
      ['time', ['', '', '', 'PM']],
      ['topics', ['Other']],
      ['topics', ['Other', 'Orders']],
      ['topics', ['Orders']],
      ['contact-by', 'Phone'],
      ['store', 'Downtown'],
      ['survey', { 'I found what I needed': '2' }],
      ['survey', { 'I found what I needed': '2', 'The site was easy to use': '-2' }],
    ]);
    expect(controls(field('contact-by'))[1]!.checked).toBe(true);
    expect(controls(field('survey'))[9]!.checked).toBe(true);
  });
});

describe('FormFields: the textarea counter', () => {
  it('counts live as "current/max", described-by, in an error style when exceeded', () => {
    const { shadow, field } = render();
    const ta = controls(field('message'))[0]!;
    const counter = () => field('message').querySelector<HTMLElement>('[part=field-counter]')!;
    expect(counter().textContent).toBe('0/200');
    expect(counter().dataset.state).toBe('ok');
    expect(ta.getAttribute('aria-describedby')).toBe(counter().id);
    type(ta, 'x'.repeat(200));
    expect([counter().textContent, counter().dataset.state]).toEqual(['200/200', 'ok']);
    type(ta, 'x'.repeat(201));
    expect([counter().textContent, counter().dataset.state]).toEqual(['201/200', 'exceeded']);
    expect(shadow.adoptedStyleSheets[0]!.cssRules.length).toBeGreaterThan(0);
  });

  it.each([0, 'abc', undefined])('no counter when the maximum is %j', (maxLength) => {
    const { shadow } = render(parse({ id: 'f', fields: [{ id: 'm', type: 'textarea', title: 'M', maxLength }] }));
    expect(shadow.querySelector('[part=field-counter]')).toBeNull();
    expect(shadow.querySelector('textarea')!.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('FormFields: errors', () => {
  it('no error: no message, nothing marked invalid', () => {
    const { shadow } = render();
    expect(shadow.querySelector('[part=field-error]')).toBeNull();
    expect(shadow.querySelector('[aria-invalid]')).toBeNull();
  });

  it('each error shows above its field title, and every control of the field is invalid and described by it', () => {
    const { shadow, field, check } = render();
    check();
    const failed = ['name', 'email', 'message', 'topics', 'contact-by', 'store'];
    expect([...shadow.querySelectorAll('[part=field-error]')].map((e) => e.textContent)).toEqual(Array(6).fill('Required'));
    for (const id of failed) {
      const el = field(id);
      const error = el.querySelector('[part=field-error]')!;
      const title = el.querySelector('.title')!;
      expect(error.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING, id).toBeTruthy();
      expect(el.dataset.state).toBe('invalid');
      for (const c of controls(el)) {
        expect(c.getAttribute('aria-invalid'), id).toBe('true');
        expect(c.getAttribute('aria-describedby')!.split(' ')[0], id).toBe(error.id);
      }
    }
    // the valid fields are untouched
    expect(controls(field('subject'))[0]!.hasAttribute('aria-invalid')).toBe(false);
    expect(controls(field('survey')).some((c) => c.hasAttribute('aria-invalid'))).toBe(false);
  });

  it('the error comes before the description and the counter in aria-describedby', () => {
    const form = parse({
      id: 'f',
      fields: [{ id: 'm', type: 'textarea', title: 'M', description: 'Say it short.', maxLength: 3, required: true }],
    });
    const { shadow, check } = render(form);
    const ta = shadow.querySelector('textarea')!;
    type(ta, 'abcd');
    check();
    const texts = ta
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => shadow.getElementById(id)!.textContent);
    expect(texts).toEqual(['You have exceeded the character limit.', 'Say it short.', '4/3']);
  });

  it('the email message names the format; fixing the value and checking again clears it', () => {
    const { shadow, field, check } = render();
    const email = controls(field('email'))[0]!;
    type(email, 'ada@');
    check();
    expect(field('email').querySelector('[part=field-error]')!.textContent).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    type(email, 'ada@example.com');
    check();
    expect(field('email').querySelector('[part=field-error]')).toBeNull();
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(shadow.querySelectorAll('[part=field-error]').length).toBe(5);
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field (its first control) and returns it', () => {
    const { shadow, field, check } = render();
    check();
    const el = focusFirstInvalid(shadow);
    expect(el).toBe(controls(field('name'))[0]);
    expect(shadow.activeElement).toBe(el);
  });

  it('follows the form order as fields become valid', () => {
    const { shadow, field, check } = render();
    type(controls(field('name'))[0]!, 'Ada');
    type(controls(field('email'))[0]!, 'ada@example.com');
    check();
    expect(focusFirstInvalid(shadow)).toBe(controls(field('message'))[0]);
    expect(shadow.activeElement).toBe(controls(field('message'))[0]);
  });

  it('returns null and moves nothing when all is valid', () => {
    const { shadow } = render(parse({ id: 'f', fields: [{ id: 'a', title: 'A' }] }));
    expect(focusFirstInvalid(shadow)).toBeNull();
    expect(shadow.activeElement).toBeNull();
  });
});

describe('FormFields: disabled', () => {
  it('disables every control', () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root!.render(<FormFields form={contact} values={{}} errors={{}} onChange={() => {}} disabled />));
    expect(controls(host).length).toBeGreaterThan(30);
    expect(controls(host).every((c) => c.disabled)).toBe(true);
  });
});
