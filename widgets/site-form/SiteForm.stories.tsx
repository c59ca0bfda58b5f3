import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { seedForms } from '../../mock-server/seed';
import { withPlatform } from '../../stories/platform';
import type { StorefrontParameters } from '../../stories/storefront';
import { typeInto } from '../../stories/typeInto';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { SiteForm } from '../../react';

/** `<SiteForm>` from `@storefront/widgets/react`: site forms and newsletter forms over the mock platform's seed forms (mock-server/seed.ts: f-contact, f-newsletter). */
const meta = {
  title: 'Widgets/Site form',
  component: SiteForm,
  args: {
    formId: 'f-contact',
    pageId: 'story-page',
    newsletter: false,
    novalidate: false,
    children: (
      <p>
        Write to us at <a href="mailto:hello@example.com">hello@example.com</a>.
      </p>
    ),
  },
  argTypes: { ...controlsOf(attributes), formId: { control: 'select', options: ['f-contact', 'f-newsletter'] } },
  parameters: {
    docs: {
      description: { component: 'A site form or newsletter form: fields, submit, failures and success; see docs/widgets/site-form.md.' },
    },
  },
} satisfies Meta<typeof SiteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the definitions come from (docs/forms.md): the site's forms, `{ forms: [...] }`. */
const SCHEMA = '*/api/template/GetTemplateSchema';
/** The platform's forms with `form` in place of the seed form of its id. */
const withForm = (form: ReturnType<typeof seedForms>[number]) =>
  http.get(SCHEMA, () => HttpResponse.json({ forms: seedForms().map((f) => (f.id === form.id ? form : f)) }));
const VALIDATE = '*/api/rest/forms/validate/:formId';
const KEY = '*/api/form/FormSubmissionKey';
const SAVE = '*/api/form/SaveFormSubmission';
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Waits for the form, types `email` into its email field (when given), then submits it (as a visitor would). */
const submitWith =
  (email?: string): Story['play'] =>
  async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
    const root = host.shadowRoot;
    const input = root?.querySelector<HTMLInputElement>('input[type=email]');
    if (email && input) {
      typeInto(input, email);
      await new Promise((r) => setTimeout(r, 50));
    }
    root?.querySelector('form')?.requestSubmit();
  };

/** The newsletter form's fields as a site form (with the messages above and below on failure). */
const signup = { args: { formId: 'f-newsletter' }, play: submitWith('ada@example.com') };
const saveFails = (status: number, body: object = {}) => withPlatform(http.post(SAVE, () => HttpResponse.json(body, { status })));

/** The contact form with every field kind, fetched (`data-form-id="f-contact"`). */
export const Idle: Story = {};

/** The definition never arrives: the element's fallback shows. */
export const Loading: Story = { parameters: withPlatform(http.get(SCHEMA, never)) };

/** Submitted empty: "Required" above each required field, the form message and the messages above and below. */
export const FieldErrors: Story = { name: 'Field errors', play: submitWith() };

/** The server's check refuses a field (the mock refuses addresses at bounce.test): its message above the field. */
export const ServerFieldErrors: Story = { name: 'Server field errors', ...signup, play: submitWith('ada@bounce.test') };

/** The answers are on their way (the key never arrives): "Submitting…", busy. */
export const Submitting: Story = { ...signup, parameters: withPlatform(http.post(KEY, never)) };

export const Unauthorized: Story = { name: 'Failure: 401', ...signup, parameters: saveFails(401) };
export const NotConfigured: Story = { name: 'Failure: 404', ...signup, parameters: saveFails(404) };
export const RateLimited: Story = { name: 'Failure: 429', ...signup, parameters: saveFails(429) };
export const ServerError: Story = { name: 'Failure: 500', ...signup, parameters: saveFails(500) };
export const ServerMessage: Story = {
  name: "Failure: the server's data.error",
  ...signup,
  parameters: saveFails(400, { error: 'This form is closed for the holidays.' }),
};
export const UnknownError: Story = { name: 'Failure: unknown', ...signup, parameters: saveFails(502) };
export const SaveFieldErrors: Story = {
  name: 'Failure: 400 with an errors map',
  ...signup,
  parameters: saveFails(400, { errors: { email: 'This address is already on the list.' } }),
};
export const NoKey: Story = {
  name: 'Failure: no submission key',
  ...signup,
  parameters: withPlatform(http.post(KEY, () => HttpResponse.json({}, { status: 500 }))),
};
export const ValidateNotConfigured: Story = {
  name: 'Failure: the server check answers 404',
  ...signup,
  parameters: withPlatform(http.post(VALIDATE, () => HttpResponse.json({ error: 'Form not found.' }, { status: 404 }))),
};

/** Saved: the form is replaced by the submission message and the post-submit HTML (sanitized; the script is dropped). */
export const SuccessWithHtml: Story = {
  name: 'Success message with HTML',
  ...signup,
  parameters: withPlatform(
    withForm({
      ...seedForms()[1]!,
      submissionHTML:
        '<h3>Welcome aboard</h3><p>Meanwhile, read <a href="https://example.com/letters">past letters</a>.</p><script>alert(1)</script>',
    }),
  ),
};

/** A newsletter form (`data-newsletter`): "Sign Up". */
export const Newsletter: Story = { args: { formId: 'f-newsletter', newsletter: true } };

/** A newsletter form's failure: the message and field errors only, no messages above and below. */
export const NewsletterError: Story = {
  name: 'Newsletter failure',
  args: { formId: 'f-newsletter', newsletter: true },
  play: submitWith('ada@example'),
};

/** Themed through the custom properties. */
export const Themed: Story = {
  ...signup,
  play: undefined,
  decorators: [
    (Story) => (
      <div
        style={
          { '--sf-form-button-background': '#2f5d3a', '--sf-form-radius': '0', '--sf-form-focus-color': '#2f5d3a' } as React.CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
};

/** A form with captchaEnabled: the mock platform's fake provider (`/__mock/captcha.js`) draws the checkbox in the form. */
export const WithCaptcha: Story = {
  name: 'With captcha',
  args: { formId: 'f-newsletter' },
  parameters: {
    ...withPlatform(withForm({ ...seedForms()[1]!, captchaEnabled: true })),
    storefront: { config: { settings: '#story-captcha-settings' } } satisfies StorefrontParameters,
  },
  decorators: [
    (Story) => (
      <>
        <script
          type="application/json"
          id="story-captcha-settings"
          dangerouslySetInnerHTML={{
            __html: JSON.stringify({ captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' } }),
          }}
        />
        <Story />
      </>
    ),
  ],
};

/** Waits for the form, then types `text` into the address field's first line (focused first, as a visitor's). */
const typeAddress =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
    const line = host.shadowRoot?.querySelector<HTMLInputElement>('input[autocomplete=address-line1]');
    if (!line) return;
    line.focus();
    for (let i = 0; i < 200 && line.getAttribute('role') !== 'combobox'; i++) await new Promise((r) => setTimeout(r, 25));
    typeInto(line, text);
  };

/** The address field's first line completing "1 Mai": the suggestions listed, their count announced (docs/forms.md §6). */
export const AddressSuggestions: Story = { name: 'Address suggestions', play: typeAddress('1 Mai') };

/** The places endpoint failing: one console error, the address fields plain inputs again. */
export const AddressCompletionFails: Story = {
  name: 'Address completion fails',
  parameters: withPlatform(
    http.get('*/api/google-maps/places/autocomplete', () => HttpResponse.json({ message: 'down' }, { status: 404 })),
  ),
  play: typeAddress('1 Mai'),
};
