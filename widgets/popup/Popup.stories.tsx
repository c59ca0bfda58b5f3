import type { Meta, StoryObj } from '@storybook/react-vite';
import { seedForms } from '../../mock-server/seed';
import { controlsOf } from '../../stories/controls';
import { typeInto } from '../../stories/typeInto';
import { attributes } from './attributes';
import { POPUP_KEYS } from './memory';
import { Popup } from '../../react';

/** Forgets what a visitor did with the popup before (spec 001 §3's keys), so each story starts as a first visit. */
const forget = () => Object.values(POPUP_KEYS).forEach((key) => localStorage.removeItem(key));

/**
 * `<Popup>` from `@storefront/widgets/react`: the mock platform's newsletter form (mock-server/seed.ts, f-newsletter) in
 * the popup overlay, triggered at once (`delay:0`) so each story shows it.
 */
const meta = {
  title: 'Widgets/Popup',
  component: Popup,
  args: { formId: 'f-newsletter', trigger: 'delay:0', newsletter: true },
  argTypes: { ...controlsOf(attributes), formId: { control: 'select', options: ['f-newsletter', 'f-contact'] } },
  loaders: [forget],
  parameters: {
    docs: {
      description: {
        component: 'A site form in an overlay, shown once, on the visitor’s terms; see docs/widgets/popup.md.',
      },
    },
  },
} satisfies Meta<typeof Popup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form inside the overlay, once it shows (its site-form element, in the lightbox's shadow root). */
async function popupForm(): Promise<ShadowRoot | null> {
  for (let i = 0; i < 400; i++) {
    const form = document.querySelector('sf-lightbox')?.shadowRoot?.querySelector('[data-sf-widget=site-form]');
    if (form?.getAttribute('data-sf-state') === 'idle') return form.shadowRoot;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}

/** Types `email` (when given) into the popup's form and submits it, as a visitor would. */
const submitWith =
  (email?: string): Story['play'] =>
  async () => {
    const root = await popupForm();
    const input = root?.querySelector<HTMLInputElement>('input[type=email]');
    if (email && input) {
      typeInto(input, email);
      await new Promise((r) => setTimeout(r, 50));
    }
    root?.querySelector('form')?.requestSubmit();
  };

/** The newsletter form in the overlay, named by its title ("Newsletter"); focus on the close button. */
export const Open: Story = {};

/** The Form given inline (`form={…}`: the React component writes its `<script type="application/json">`). */
export const InlineForm: Story = {
  name: 'Inline form',
  args: {
    formId: undefined,
    form: {
      ...seedForms()[1]!,
      id: 'f-letters',
      name: 'Letters from the greenhouse',
      disclaimerMessage: 'One letter a month. Unsubscribe at any time.',
    },
  },
};

/** Submitted empty: "Required" above the email field, the form's message; the overlay stays open. */
export const FieldErrors: Story = { name: 'Field errors', play: submitWith() };

/** Signed up: the form's submission text in the overlay; the popup never shows again (for this version). */
export const Submitted: Story = { play: submitWith('ada@example.com') };

/** The contact form, taller than a phone's window: the overlay 50 px from the top, and it scrolls (spec 000 §9). */
export const TallForm: Story = { name: 'Tall form', args: { formId: 'f-contact', newsletter: false } };

/** Already signed up (`sf-popup:submitted`, version 1): nothing shows. */
export const AlreadySignedUp: Story = {
  name: 'Already signed up',
  loaders: [
    () => {
      localStorage.setItem(POPUP_KEYS.version, '1');
      localStorage.setItem(POPUP_KEYS.submitted, 'true');
    },
  ],
};

/** Its form cannot be had (404): unavailable, one console error, nothing shows. */
export const Unavailable: Story = { args: { formId: 'f-gone' } };
