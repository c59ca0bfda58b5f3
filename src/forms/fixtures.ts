/**
 * A contact form with every field kind (spec 000 §3, spec 001 §3), as the API would send it: for tests, and for the
 * demo and stories to come.
 */
export const everyKindForm = {
  id: 'f-contact',
  name: 'Contact',
  submissionMessage: 'Thanks, we will be in touch.',
  submissionHTML: '',
  successRedirect: null,
  disclaimerMessage: '',
  captchaEnabled: false,
  captchaTheme: 'light',
  captchaAlignment: 'left',
  fields: [
    { id: 'about', type: 'section', title: 'About you', description: 'So we can reply.', underline: true },
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
    { id: 'phone-local', type: 'phone', title: 'Local phone' },
    { id: 'address', type: 'address', title: 'Address' },
    { id: 'subject', title: 'Subject', description: 'A few words.' },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 200 },
    { id: 'quantity', type: 'number', title: 'How many' },
    { id: 'site', type: 'website', title: 'Your website' },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
    { id: 'date', type: 'date', title: 'Preferred date' },
    { id: 'time', type: 'time', title: 'Preferred time' },
    { id: 'topics', type: 'checkbox', title: 'Topics', required: true, options: ['Orders', 'Returns', 'Other'] },
    { id: 'contact-by', type: 'radio', title: 'Contact me by', required: true, options: ['Email', 'Phone'] },
    { id: 'store', type: 'select', title: 'Store', required: true, placeholder: 'Choose a store', options: ['Online', 'Downtown'] },
    { id: 'survey', type: 'likert', title: 'Your visit', options: ['The site was easy to use', 'I found what I needed'] },
    { id: 'ref', type: 'hidden', key: 'ref', value: 'direct' },
  ],
};
