export { DEFAULT_FORM_NAME, parseForm, parseMaxLength } from './parseForm';
export type {
  ChoiceField, ChoiceKind, CurrencyField, FieldKind, FieldValue, Form, FormField, FormValues, HiddenField, LikertField,
  PartsField, PartsKind, PhoneField, SectionField, TextareaField, TextField, TextKind,
} from './types';
export { characterCount, EMAIL_FORMAT_EXAMPLE, fieldError, isEmpty, isValidEmail, validateForm, type FormCheck } from './validate';
export {
  answerOf, emptyValue, formAnswers, initialValues, LIKERT_SCALE, listOf, mapOf, partCount, PARTS, submissionPayload, textOf, valuesFromAnswers,
  type Answer, type PageContext, type SubmissionPayload,
} from './values';
