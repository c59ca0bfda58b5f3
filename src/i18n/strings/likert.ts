import { registerStrings } from '../registry';

/** Likert answers, -2 to 2 (spec 001 §3). */
export const likertStrings = {
  likertStronglyDisagree: 'Strongly Disagree',
  likertDisagree: 'Disagree',
  likertNeutral: 'Neutral',
  likertAgree: 'Agree',
  likertStronglyAgree: 'Strongly Agree',
} as const;

registerStrings(likertStrings);
