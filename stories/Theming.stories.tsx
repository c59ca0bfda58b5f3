import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { AddToCart, Cart, CartPill, InstalmentPill, ProductStatus, Quantity, RestockForm, SiteForm, VariantPicker } from '../react';
import { answerCart, cartEntry } from './carts';
import { withPlatform } from './platform';
import type { StorefrontParameters } from './storefront';

export interface ThemeProps {
  /** Apply the theme below; off, every widget shows its defaults. */
  themed: boolean;
  /** Buttons, the pill, badges, the chosen choice and focus rings (`--sf-*-background`, `--sf-*-focus-color`, …). */
  accent: string;
  /** Text on the accent (`--sf-*-color` of buttons and the pill). */
  onAccent: string;
  /** Corners of buttons, inputs, the pill, choices and dialogs (`--sf-*-radius`). */
  radius: string;
  /** `--sf-font-family`. */
  fontFamily: string;
  /** `--sf-font-size`. */
  fontSize: string;
  /** Also style through `::part()`: upper-case buttons, round choices, a bold count, full-width checkout and submit. */
  parts: boolean;
}

/** The theme as a theme author writes it: custom properties on a wrapper (they inherit into every shadow root). */
function properties({ accent, onAccent, radius, fontFamily, fontSize }: ThemeProps): CSSProperties {
  const vars: Record<string, string> = {
    '--sf-font-family': fontFamily,
    '--sf-font-size': fontSize,
    '--sf-cart-pill-background': accent,
    '--sf-cart-pill-color': onAccent,
    '--sf-cart-pill-radius': radius,
    '--sf-cart-pill-focus-color': accent,
    '--sf-add-to-cart-background': accent,
    '--sf-add-to-cart-color': onAccent,
    '--sf-add-to-cart-radius': radius,
    '--sf-add-to-cart-focus-color': accent,
    '--sf-add-to-cart-width': '100%',
    '--sf-status-sale-background': accent,
    '--sf-status-sale-color': onAccent,
    '--sf-picker-radius': radius,
    '--sf-picker-checked-border': accent,
    '--sf-picker-focus-color': accent,
    '--sf-quantity-radius': radius,
    '--sf-quantity-focus-color': accent,
    '--sf-instalment-focus-color': accent,
    '--sf-restock-button-background': accent,
    '--sf-restock-button-color': onAccent,
    '--sf-restock-radius': radius,
    '--sf-restock-focus-color': accent,
    '--sf-cart-button-background': accent,
    '--sf-cart-button-color': onAccent,
    '--sf-cart-radius': radius,
    '--sf-cart-focus-color': accent,
    '--sf-form-button-background': accent,
    '--sf-form-button-color': onAccent,
    '--sf-form-radius': radius,
    '--sf-form-focus-color': accent,
    '--sf-dialog-button-background': accent,
    '--sf-dialog-button-color': onAccent,
    '--sf-dialog-radius': radius,
  };
  return vars;
}

/** Rules on the widgets' parts, scoped to the themed wrapper. */
const PART_RULES = `
.sf-theme [data-sf-react="cart-pill"]::part(count) { font-weight: 800; }
.sf-theme [data-sf-react="product-status"]::part(price) { font-weight: 700; }
.sf-theme [data-sf-react="variant-picker"]::part(choice) { border-radius: 999px; }
.sf-theme [data-sf-react="quantity"]::part(input) { text-align: center; }
.sf-theme [data-sf-react="add-to-cart"]::part(button) { text-transform: uppercase; letter-spacing: .05em; }
.sf-theme [data-sf-react="instalment-pill"]::part(brand) { text-transform: uppercase; }
.sf-theme [data-sf-react="restock-form"]::part(cta) { font-style: italic; }
.sf-theme [data-sf-react="cart"]::part(checkout) { width: 100%; }
.sf-theme [data-sf-react="site-form"]::part(submit) { width: 100%; }
`;

const column: CSSProperties = { display: 'grid', gap: 16, alignContent: 'start' };

/** A storefront page of a theme: the tee's product area, the sold-out mug's sign-up, the cart, a newsletter form, the pill. */
function ThemedStorefront(theme: ThemeProps) {
  return (
    <div
      className={theme.themed ? 'sf-theme' : undefined}
      style={{ padding: '72px 24px 24px', ...(theme.themed ? properties(theme) : {}) }}
    >
      {theme.themed && theme.parts && <style>{PART_RULES}</style>}
      <CartPill href="/cart">Cart</CartPill>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 32 }}>
        <section style={column} aria-label="Tee">
          <ProductStatus productId="p-tee" />
          <VariantPicker productId="p-tee" pickerStyle="radio" />
          <Quantity productId="p-tee" />
          <AddToCart productId="p-tee" />
          <InstalmentPill productId="p-tee" afterpayAvailable afterpayMin={1000} afterpayMax={100000} stripeAccountCountry="US" />
        </section>
        <section style={column} aria-label="Mug">
          <ProductStatus productId="p-mug" />
          <RestockForm productId="p-mug" />
        </section>
        <section style={column} aria-label="Your cart and our newsletter">
          <Cart />
          <SiteForm formId="f-newsletter" newsletter />
        </section>
      </div>
    </div>
  );
}

/**
 * Every widget that draws something, on one page, with the custom properties and `::part()` rules of each widget's
 * docs page (docs/widgets/*.md, "Styling"). Change the controls to see each property land; turn `themed` off for the
 * defaults. (The error reporter draws nothing: no properties or parts.)
 */
const meta = {
  title: 'Theming',
  component: ThemedStorefront,
  args: {
    themed: true,
    accent: '#0a7d55',
    onAccent: '#ffffff',
    radius: '12px',
    fontFamily: 'Georgia, serif',
    fontSize: '17px',
    parts: true,
  },
  argTypes: { accent: { control: 'color' }, onAccent: { control: 'color' } },
  parameters: {
    ...withPlatform(answerCart([cartEntry('poster', 'Poster', 2, 1500)])),
    storefront: { hasCart: true } satisfies StorefrontParameters,
    docs: {
      description: {
        component:
          'The custom properties and parts of every widget, through @storefront/widgets/react; see each docs/widgets page, "Styling".',
      },
    },
  },
} satisfies Meta<typeof ThemedStorefront>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A green, rounded, serif theme through custom properties and `::part()`. */
export const Themed: Story = { name: 'Custom properties and parts' };

/** The same page with no theme: each widget's defaults. */
export const Defaults: Story = { args: { themed: false } };
