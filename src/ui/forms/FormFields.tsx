import type { FieldValue, Form, FormValues } from '../../forms';
import {
  ChoiceInput,
  CurrencyInput,
  LikertInput,
  PartsInput,
  SectionBlock,
  SelectInput,
  TextareaInput,
  TextInput,
  type AddressCompletion,
  type FieldProps,
} from './fields';

export interface FormFieldsProps {
  form: Form;
  values: FormValues;
  /** Field id → message (client rules or the server's per-field errors). */
  errors: Record<string, string>;
  onChange: (fieldId: string, value: FieldValue) => void;
  /** Prefix of the DOM ids (field i's first control is `${idPrefix}${i}`): distinct per form in one shadow root. */
  idPrefix?: string;
  disabled?: boolean;
  /** The heading level of section titles (default 2: a form under the page's h1). */
  sectionHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /** An address field's completion (the site form's: widgets/site-form/AddressCompletion.tsx); none: plain fields. */
  addressCompletion?: AddressCompletion;
}

/** The fields of a parsed form, in order: one component per kind; hidden fields render nothing. */
export function FormFields({
  form,
  values,
  errors,
  onChange,
  idPrefix = 'sf-field-',
  disabled,
  sectionHeadingLevel,
  addressCompletion,
}: FormFieldsProps) {
  return (
    <div className="fields" part="fields">
      {form.fields.map((field, i) => {
        const p: Omit<FieldProps, 'field'> = {
          id: `${idPrefix}${i}`,
          value: values[field.id],
          error: errors[field.id],
          onChange: (v) => onChange(field.id, v),
          disabled,
        };
        switch (field.kind) {
          case 'text':
          case 'email':
          case 'number':
          case 'website':
            return <TextInput key={field.id} field={field} {...p} />;
          case 'currency':
            return <CurrencyInput key={field.id} field={field} {...p} />;
          case 'textarea':
            return <TextareaInput key={field.id} field={field} {...p} />;
          case 'address':
            return <PartsInput key={field.id} field={field} completion={addressCompletion} {...p} />;
          case 'name':
          case 'date':
          case 'time':
          case 'phone':
            return <PartsInput key={field.id} field={field} {...p} />;
          case 'checkbox':
          case 'radio':
            return <ChoiceInput key={field.id} field={field} {...p} />;
          case 'select':
            return <SelectInput key={field.id} field={field} {...p} />;
          case 'likert':
            return <LikertInput key={field.id} field={field} {...p} />;
          case 'section':
            return <SectionBlock key={field.id} field={field} level={sectionHeadingLevel} />;
          case 'hidden':
            return null;
          default:
            return field satisfies never;
        }
      })}
    </div>
  );
}
