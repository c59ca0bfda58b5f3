export {
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
export { FormFields, type FormFieldsProps } from './FormFields';
export { focusFirstInvalid } from './focusFirstInvalid';
export { formFieldsCss } from './styles';
export { Captcha, useCaptcha, type CaptchaHandle, type CaptchaProps, type UseCaptchaOptions } from './Captcha';
