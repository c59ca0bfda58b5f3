import { registerStrings } from '../index';

/** Forms: validation and states (spec 000 §4, §5; spec 001 §4, §5), shared by every widget with a form. */
export const formStrings = {
  required: 'Required',
  characterLimit: 'You have exceeded the character limit.',
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  captchaNotSetUp: 'ReCaptcha has not been set up!',
  submitting: 'Submitting…',
  saving: 'Saving…',
  noAnswer: 'N/A',
} as const;

registerStrings(formStrings);
