import { registerStrings } from '../registry';

/** Site forms: submission errors (spec 001 §8 "Site forms"). */
export const siteFormStrings = {
  formUnauthorized: 'Unable to submit form. Please try again later.',
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formServerError: 'Unable to send form. Please try again later.',
  formSubmissionFailed: 'Error processing form submission. Please reload and try again.',
  formNoKey: 'Could not get a form submission key, please try again later.',
  formUnparsable: 'Could not parse the form fields, please check your entries.',
  formProblemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  formProblemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  // The submit buttons' text (not in the spec: the SDK's own words).
  formSubmit: 'Submit',
  newsletterSubmit: 'Sign Up',
} as const;

registerStrings(siteFormStrings);
