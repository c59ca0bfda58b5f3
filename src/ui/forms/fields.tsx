import type { ReactNode } from 'react';
import {
  characterCount,
  listOf,
  LIKERT_SCALE,
  mapOf,
  partCount,
  textOf,
  type ChoiceField,
  type CurrencyField,
  type FieldValue,
  type FormField,
  type LikertField,
  type PartsField,
  type PhoneField,
  type SectionField,
  type TextareaField,
  type TextField,
} from '../../forms';
import type { Translate } from '../../i18n';
import { useT } from '../strings';
import { clipText } from '../../input/clipText';
import '../../i18n/strings/forms';
import '../../i18n/strings/likert';

/** What every field component gets. `id` is the DOM id of its (first) control; other ids derive from it. */
export interface FieldProps<F extends FormField = FormField> {
  field: F;
  id: string;
  value: FieldValue | undefined;
  /** The field's error ('' or undefined when none): shown above its title. */
  error?: string | undefined;
  onChange: (value: FieldValue) => void;
  disabled?: boolean | undefined;
}

/**
 * What an address field's first line may carry besides its input (a site form's address completion): rendered after the
 * line's input, given its DOM id, the field's six parts and the way to set them all.
 */
export type AddressCompletion = (p: { inputId: string; parts: string[]; fill: (parts: string[]) => void }) => ReactNode;

/** The ARIA a control gets: invalid while its field has an error; described by the error, then the description, then `extra`. */
function aria(p: FieldProps, ...extra: string[]) {
  const ids = [p.error && `${p.id}-error`, p.field.description && `${p.id}-desc`, ...extra].filter(Boolean);
  return { 'aria-invalid': p.error ? ('true' as const) : undefined, 'aria-describedby': ids.join(' ') || undefined, disabled: p.disabled };
}

function Title({ field }: { field: FormField }) {
  const t = useT();
  return (
    <>
      {field.title}
      {field.required && <span className="required"> {t('requiredMark')}</span>}
    </>
  );
}

/**
 * A field's frame: the error above the title (spec 000 §5, spec 001 §8), the title (a label, or a fieldset's legend for
 * `group`s), the description, the controls.
 */
function Frame(p: FieldProps & { group?: boolean; children: ReactNode }) {
  const { field, id, error, group, children } = p;
  const desc = field.description && (
    <p id={`${id}-desc`} className="description" part="field-description">
      {field.description}
    </p>
  );
  return (
    <div className="field" part="field" data-kind={field.kind} data-state={error ? 'invalid' : 'valid'}>
      {error && (
        <p id={`${id}-error`} className="field-error" part="field-error">
          {error}
        </p>
      )}
      {group ? (
        <fieldset className="group">
          <legend className="title" part="field-title">
            <Title field={field} />
          </legend>
          {desc}
          {children}
        </fieldset>
      ) : (
        <>
          <label className="title" part="field-title" htmlFor={id}>
            <Title field={field} />
          </label>
          {desc}
          {children}
        </>
      )}
    </div>
  );
}

const INPUT_TYPE = { text: 'text', email: 'email', number: 'number', website: 'url' } as const;

/** text (the default), email, number, website. */
export function TextInput(p: FieldProps<TextField>) {
  const { field, id, value, onChange } = p;
  return (
    <Frame {...p}>
      <input
        id={id}
        className="input"
        part="input"
        type={INPUT_TYPE[field.kind]}
        autoComplete={field.kind == 'email' ? 'email' : field.kind == 'website' ? 'url' : undefined}
        placeholder={field.placeholder || undefined}
        value={textOf(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...aria(p)}
      />
    </Frame>
  );
}

/** currency: the symbol before the input, read with it. */
export function CurrencyInput(p: FieldProps<CurrencyField>) {
  const { field, id, value, onChange } = p;
  const sym = field.currencySymbol;
  return (
    <Frame {...p}>
      <span className="affix">
        {sym && (
          <span id={`${id}-symbol`} className="symbol">
            {sym}
          </span>
        )}
        <input
          id={id}
          className="input"
          part="input"
          type="text"
          inputMode="decimal"
          placeholder={field.placeholder || undefined}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          {...aria(p, sym && `${id}-symbol`)}
        />
      </span>
    </Frame>
  );
}

/** textarea: with a maximum length, a live "current/max" counter in an error style when exceeded (spec 001 §2, §5). */
export function TextareaInput(p: FieldProps<TextareaField>) {
  const { field, id, value, onChange } = p;
  const count = characterCount(field, value);
  return (
    <Frame {...p}>
      <textarea
        id={id}
        className="input"
        part="input"
        rows={4}
        placeholder={field.placeholder || undefined}
        value={textOf(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...aria(p, count ? `${id}-count` : '')}
      />
      {count && (
        <p id={`${id}-count`} className="counter" part="field-counter" data-state={count.exceeded ? 'exceeded' : 'ok'}>
          {count.text}
        </p>
      )}
    </Frame>
  );
}

type Part = [label: string, autoComplete?: string, inputMode?: 'numeric'];

/** The labelled parts of a multi-part field, in value order (phone: country code only when shown). */
function partsOf(field: PartsField | PhoneField, t: Translate): Part[] {
  switch (field.kind) {
    case 'name':
      return [
        [t('nameFirst'), 'given-name'],
        [t('nameLast'), 'family-name'],
      ];
    case 'address':
      return [
        [t('addressLine1'), 'address-line1'],
        [t('addressLine2'), 'address-line2'],
        [t('addressCity'), 'address-level2'],
        [t('addressState'), 'address-level1'],
        [t('addressZip'), 'postal-code'],
        [t('addressCountry'), 'country-name'],
      ];
    case 'date':
      return [
        [t('dateMonth'), undefined, 'numeric'],
        [t('dateDay'), undefined, 'numeric'],
        [t('dateYear'), undefined, 'numeric'],
      ];
    case 'time':
      return [
        [t('timeHour'), undefined, 'numeric'],
        [t('timeMinute'), undefined, 'numeric'],
        [t('timeSecond'), undefined, 'numeric'],
        [t('timeAmPm')],
      ];
    case 'phone': {
      const parts: Part[] = [
        [t('phoneArea'), 'tel-area-code', 'numeric'],
        [t('phonePrefix'), 'tel-local-prefix', 'numeric'],
        [t('phoneLine'), 'tel-local-suffix', 'numeric'],
      ];
      return field.showCountryCode ? [[t('phoneCountry'), 'tel-country-code'], ...parts] : parts;
    }
  }
}

/** name, address, date, time, phone: one labelled input per part (time's last part is an AM/PM choice). */
export function PartsInput(p: FieldProps<PartsField | PhoneField> & { completion?: AddressCompletion | undefined }) {
  const t = useT();
  const { field, id, value, onChange, completion } = p;
  const n = partCount(field);
  const parts = Array.from({ length: n }, (_, i) => listOf(value)[i] ?? '');
  const set = (i: number, v: string) => onChange(parts.map((x, j) => (j == i ? v : x)));
  return (
    <Frame {...p} group>
      <div className="parts" data-kind={field.kind}>
        {partsOf(field, t).map(([label, autoComplete, inputMode], i) => {
          const pid = i ? `${id}-${i}` : id;
          const ampm = field.kind == 'time' && i == 3;
          return (
            <span className="part" key={i}>
              {ampm ? (
                <select
                  id={pid}
                  className="input"
                  part="input"
                  value={parts[i]}
                  onChange={(e) => set(i, e.currentTarget.value)}
                  {...aria(p)}
                >
                  <option value="" />
                  <option value="AM">AM</option>
                  <option value="PM">PM</option>
                </select>
              ) : (
                <input
                  id={pid}
                  className="input"
                  part="input"
                  type={field.kind == 'phone' ? 'tel' : 'text'}
                  autoComplete={autoComplete}
                  inputMode={inputMode}
                  value={parts[i]}
                  onChange={(e) => set(i, e.currentTarget.value)}
                  {...aria(p)}
                />
              )}
              <label className="part-label" htmlFor={pid}>
                {label}
              </label>
              {completion &&
                field.kind == 'address' &&
                !i &&
                completion({ inputId: pid, parts, fill: (all) => onChange(parts.map((_, j) => all[j] ?? '')) })}
            </span>
          );
        })}
      </div>
    </Frame>
  );
}

/** checkbox (a list of ticked options) and radio (one option). */
export function ChoiceInput(p: FieldProps<ChoiceField>) {
  const { field, id, value, onChange } = p;
  const radio = field.kind == 'radio';
  const checked = radio ? [textOf(value)] : listOf(value);
  return (
    <Frame {...p} group>
      {field.options.map((o, i) => (
        <label className="option" key={o}>
          <input
            id={i ? `${id}-${i}` : id}
            type={radio ? 'radio' : 'checkbox'}
            name={id}
            value={o}
            checked={checked.includes(o)}
            onChange={(e) => onChange(radio ? o : e.currentTarget.checked ? [...checked, o] : checked.filter((x) => x != o))}
            {...aria(p)}
          />
          <span>{clipText(o)}</span>
        </label>
      ))}
    </Frame>
  );
}

/** select: an empty first choice (showing the placeholder) and the options. */
export function SelectInput(p: FieldProps<ChoiceField>) {
  const { field, id, value, onChange } = p;
  return (
    <Frame {...p}>
      <select id={id} className="input" part="input" value={textOf(value)} onChange={(e) => onChange(e.currentTarget.value)} {...aria(p)}>
        <option value="">{field.placeholder}</option>
        {field.options.map((o) => (
          <option key={o} value={o}>
            {clipText(o)}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** likert: each question answered on the scale Strongly Disagree (−2) … Strongly Agree (2); never required. */
export function LikertInput(p: FieldProps<LikertField>) {
  const t = useT();
  const { field, id, value, onChange } = p;
  const answers = mapOf(value);
  const labels = [t('likertStronglyDisagree'), t('likertDisagree'), t('likertNeutral'), t('likertAgree'), t('likertStronglyAgree')];
  return (
    <Frame {...p} group>
      {field.options.map((q, i) => (
        <fieldset className="question" key={q}>
          <legend>{clipText(q)}</legend>
          <div className="scale">
            {LIKERT_SCALE.map((n, j) => (
              <label className="option" key={n}>
                <input
                  id={i || j ? `${id}-${i}-${j}` : id}
                  type="radio"
                  name={`${id}-${i}`}
                  value={n}
                  checked={answers[q] === n}
                  onChange={() => onChange({ ...answers, [q]: n })}
                  {...aria(p)}
                />
                <span>{labels[j]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </Frame>
  );
}

/**
 * section: a title and description between fields, underlined when set; nothing to fill in. The title is a heading of
 * `level` (the page's outline around the form is the caller's to know).
 */
export function SectionBlock({ field, level = 2 }: { field: SectionField; level?: 2 | 3 | 4 | 5 | 6 }) {
  const H = `h${level}` as const;
  return (
    <div className="section" part="section" data-underline={field.underline || undefined}>
      {field.title && <H className="section-title">{field.title}</H>}
      {field.description && <p className="description">{field.description}</p>}
    </div>
  );
}
