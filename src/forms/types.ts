// The Form (spec 000 §3) and its fields (spec 000 §3 "Form field types"; spec 001 §3 "Form definition editing"),
// as parseForm returns them: every property present, with its type.

/** Kinds whose value is one string typed by the visitor. */
export type TextKind = 'text' | 'email' | 'number' | 'website';
/** Kinds made of several inputs whose value is the array of the child values (spec 001 §3, value shapes). */
export type PartsKind = 'name' | 'address' | 'date' | 'time';
export type ChoiceKind = 'checkbox' | 'radio' | 'select';

export type FieldKind = TextKind | 'textarea' | 'currency' | 'phone' | PartsKind | ChoiceKind | 'likert' | 'section' | 'hidden';

interface Base {
  /** The key of this field's value in the submission (unique in the form). */
  id: string;
  title: string;
  /** '' when none. */
  description: string;
  /** Always false for likert, section and hidden. */
  required: boolean;
}

export interface TextField extends Base {
  kind: TextKind;
  placeholder: string;
}
export interface TextareaField extends Base {
  kind: 'textarea';
  placeholder: string;
  /** A positive integer, or null when none was given or it was zero or invalid: then no limit and no counter. */
  maxLength: number | null;
}
export interface CurrencyField extends Base {
  kind: 'currency';
  placeholder: string;
  /** '' when none. */ currencySymbol: string;
}
export interface PhoneField extends Base {
  kind: 'phone';
  /** A country-code input before the three number parts. */ showCountryCode: boolean;
}
export interface PartsField extends Base {
  kind: PartsKind;
}
export interface ChoiceField extends Base {
  kind: ChoiceKind;
  /** Non-empty, distinct. */
  options: string[];
  /** select only: the text of the empty first choice ('' when none). */
  placeholder: string;
}
export interface LikertField extends Base {
  kind: 'likert';
  required: false;
  /** The questions (statements), non-empty and distinct; each is answered on the scale −2…2. */
  options: string[];
}
export interface SectionField extends Base {
  kind: 'section';
  required: false;
  underline: boolean;
}
export interface HiddenField extends Base {
  kind: 'hidden';
  required: false;
  /** The query-string parameter that supplies the value when present ('' when none). */
  key: string;
  value: string;
}

export type FormField =
  TextField | TextareaField | CurrencyField | PhoneField | PartsField | ChoiceField | LikertField | SectionField | HiddenField;

/** An additional-fields or site form (spec 000 §3 "Form"). */
export interface Form {
  id: string;
  /** 'My Form Name' when the definition has none (spec 000 §3). */
  name: string;
  fields: FormField[];
  submissionMessage: string;
  /** Server HTML: sanitize before showing (DOMPurify). */
  submissionHTML: string;
  /** Unchecked: the caller checks it is a safe URL before going there. */
  successRedirect: string | null;
  disclaimerMessage: string;
  captchaEnabled: boolean;
  captchaTheme: string;
  captchaAlignment: string;
}

/**
 * What the visitor has entered, by field id (hidden and section fields have none):
 * text kinds, textarea, currency, radio, select: a string; name, address, date, time, phone, checkbox: a list of
 * strings (the parts in order; the checked options); likert: question → answer ('-2' … '2').
 */
export type FieldValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FieldValue>;
