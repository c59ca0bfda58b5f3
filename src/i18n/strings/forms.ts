import { registerStrings } from '../registry';

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
  save: 'Save',
  // Field rendering (not in the spec: the SDK's own words): the mark after a required field's title, and the labels of
  // the parts of multi-part fields (name, address, date, time, phone).
  requiredMark: '(required)',
  nameFirst: 'First Name',
  nameLast: 'Last Name',
  addressLine1: 'Address 1',
  addressLine2: 'Address 2',
  addressCity: 'City',
  addressState: 'State/Province',
  addressZip: 'Zip/Postal Code',
  addressCountry: 'Country',
  dateMonth: 'Month',
  dateDay: 'Day',
  dateYear: 'Year',
  timeHour: 'Hour',
  timeMinute: 'Minute',
  timeSecond: 'Second',
  timeAmPm: 'AM/PM',
  phoneCountry: 'Country code',
  phoneArea: 'Area code',
  phonePrefix: 'Prefix',
  phoneLine: 'Line number',
} as const;

registerStrings(formStrings);
