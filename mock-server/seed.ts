import type { MoneyInput, ProductItem, ProductStructuredContent, Variant } from '../src/types';
import { parseMoney } from './money';
import { pictureImage } from './pictures';
import type { Catalog, FormDefinition, MockSettings } from './types';

// The demo catalog: one product of every kind the cart knows (spec 000 §1, spec 001 §3), with the edge cases the
// widgets must show (sold-out variant, sold-out product, sale price, subscription, gift card, additional fields).
// Prices use all three of the spec's money shapes on purpose, so the SDK's money parsing is exercised everywhere.

const usd = {
  value: (v: string): MoneyInput => ({ value: v, currency: 'USD' }),
  decimal: (v: string): MoneyInput => ({ decimalValue: v, currencyCode: 'USD' }),
  amount: (v: string): MoneyInput => ({ amount: v, currencyCode: 'USD' }),
};

interface VariantSpec {
  id: string;
  sku: string;
  attributes?: Record<string, string>;
  priceMoney: MoneyInput;
  salePriceMoney?: MoneyInput;
  /** Omitted: unlimited stock. */
  qtyInStock?: number;
  /** The name of its main picture (mock-server/pictures.ts). */
  mainImage?: string;
}

/** A Variant whose cent fields (price, salePrice) are derived from its money, so the two can never disagree. */
function variant(spec: VariantSpec, ordering: string[] = []): Variant {
  const attributes = spec.attributes ?? {};
  const sale = spec.salePriceMoney;
  return {
    id: spec.id,
    sku: spec.sku,
    price: parseMoney(spec.priceMoney).cents,
    priceMoney: spec.priceMoney,
    ...(sale ? { salePrice: parseMoney(sale).cents, salePriceMoney: sale } : {}),
    onSale: sale !== undefined,
    unlimited: spec.qtyInStock === undefined,
    qtyInStock: spec.qtyInStock ?? 0,
    attributes,
    optionValues: ordering.map((optionName) => ({ optionName, value: attributes[optionName] ?? '' })),
    ...(spec.mainImage ? { mainImage: pictureImage(spec.mainImage) } : {}),
  };
}

function product(
  id: string,
  name: string,
  content: Omit<ProductStructuredContent, 'variants'>,
  variants: VariantSpec[],
  extra: Partial<ProductItem> = {},
): ProductItem {
  const ordering = extra.variantOptionOrdering ?? [];
  return {
    id,
    name,
    collectionId: 'c-shop',
    variantOptionOrdering: ordering,
    ...extra,
    structuredContent: { isSubscribable: false, subscriptionPlan: null, additionalFieldsFormId: null, ...content, variants: variants.map((v) => variant(v, ordering)) },
  };
}

/** Merchandising context (spec 001 §3). The spec gives the field names only; these values are the mock's own. */
function merchandising(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    restockNotificationViews: [],
    restockNotificationMessages: {
      buttonText: 'Notify me',
      CTAText: 'Sign up to hear when this is back in stock.',
      placeholderText: 'Email address',
      mailingListDescription: 'Also join our mailing list',
    },
    mailingListSignUpEnabled: false,
    mailingListOptInByDefault: false,
    scarcityEnabled: false,
    scarcityTemplateViews: [],
    scarcityText: 'Only {quantity} left!',
    scarcityShownByDefault: false,
    customSoldOutText: '',
    ...over,
  };
}

const teeVariant = (size: string, colour: string, qtyInStock: number, sale = false): VariantSpec => ({
  id: `v-tee-${size}-${colour}`.toLowerCase(),
  sku: `TEE-${size}-${colour.slice(0, 3).toUpperCase()}`,
  attributes: { Size: size, Colour: colour },
  priceMoney: usd.value('25.00'),
  ...(sale ? { salePriceMoney: usd.value('19.00') } : {}),
  qtyInStock,
  mainImage: `tee-${colour.toLowerCase()}-front`,
});

/** The product's pictures (mock-server/pictures.ts), as the spec's Image. */
const pictures = (...names: string[]) => names.map((name) => pictureImage(name));

export const GIFT_DENOMINATIONS = [2500, 5000, 10000];

export function seedProducts(): ProductItem[] {
  return [
    product('p-tee', 'Tee', { productType: 1 }, [
      teeVariant('S', 'Black', 5),
      teeVariant('S', 'White', 3),
      teeVariant('M', 'Black', 2),
      teeVariant('M', 'White', 4, true),
      teeVariant('L', 'Black', 1),
      teeVariant('L', 'White', 0),
    ], {
      variantOptionOrdering: ['Size', 'Colour'],
      images: pictures('tee-black-front', 'tee-white-front', 'tee-black-back', 'tee-white-back', 'tee-fabric'),
      merchandising: merchandising({
        scarcityEnabled: true,
        scarcityShownByDefault: true,
        restockNotificationViews: ['product-detail'],
        restockNotificationMessages: {
          buttonText: 'Email me',
          CTAText: 'Sold out in this size and colour. Get an email when it is back.',
          placeholderText: 'you@example.com',
          mailingListDescription: 'Also send me the newsletter',
        },
      }),
    }),
    product('p-poster', 'Poster', { productType: 1 }, [{ id: 'v-poster', sku: 'POSTER', priceMoney: usd.decimal('15.00'), mainImage: 'poster-wall' }], {
      images: pictures('poster-wall', 'poster-print'),
      merchandising: merchandising(),
    }),
    product('p-mug', 'Mug', { productType: 1 }, [
      { id: 'v-mug-blue', sku: 'MUG-BLU', attributes: { Colour: 'Blue' }, priceMoney: usd.amount('12.50'), qtyInStock: 0, mainImage: 'mug-blue' },
      { id: 'v-mug-red', sku: 'MUG-RED', attributes: { Colour: 'Red' }, priceMoney: usd.amount('12.50'), qtyInStock: 0, mainImage: 'mug-red' },
    ], {
      variantOptionOrdering: ['Colour'],
      images: pictures('mug-blue', 'mug-red', 'mug-blue-side'),
      merchandising: merchandising({ restockNotificationViews: ['product-detail'], mailingListSignUpEnabled: true, mailingListOptInByDefault: true, customSoldOutText: 'Back soon' }),
    }),
    product('p-ebook', 'E-book', { productType: 2 }, [{ id: 'v-ebook', sku: 'EBOOK', priceMoney: usd.value('9.99') }], { images: pictures('ebook-cover', 'ebook-pages') }),
    product('p-consult', 'Consultation', { productType: 3 }, [{ id: 'v-consult', sku: 'CONSULT-1H', priceMoney: usd.decimal('80.00') }], { images: pictures('consultation') }),
    product('p-coffee-club', 'Coffee Club', {
      productType: 1,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    }, [{ id: 'v-coffee', sku: 'COFFEE-CLUB', priceMoney: usd.amount('18.00'), qtyInStock: 50 }], { images: pictures('coffee-bag', 'coffee-cup', 'coffee-beans'), merchandising: merchandising() }),
    product('p-gift', 'Gift Card', { productType: 4, denominations: GIFT_DENOMINATIONS },
      GIFT_DENOMINATIONS.map((cents) => ({
        id: `v-gift-${cents}`,
        sku: `GIFT-${cents / 100}`,
        attributes: { Amount: `$${cents / 100}` },
        priceMoney: usd.value((cents / 100).toFixed(2)),
      })),
      { variantOptionOrdering: ['Amount'], images: pictures('gift-card') },
    ),
    product('p-engraved-pen', 'Engraved Pen', { productType: 1, additionalFieldsFormId: 'f-engraving' }, [
      { id: 'v-pen', sku: 'PEN-ENG', priceMoney: usd.value('30.00'), qtyInStock: 10 },
    ], { images: pictures('pen', 'pen-engraving'), merchandising: merchandising() }),
  ];
}

function form(id: string, name: string, fields: FormDefinition['fields'], submissionMessage: string): FormDefinition {
  return {
    id, name, fields, submissionMessage,
    submissionHTML: '', successRedirect: null, disclaimerMessage: '',
    captchaEnabled: false, captchaTheme: 'light', captchaAlignment: 'left',
  };
}

export function seedForms(): FormDefinition[] {
  return [
    form('f-engraving', 'Engraving', [
      { id: 'engraving-text', type: 'textarea', title: 'Engraving text', required: true, placeholder: 'Up to 20 characters', maxLength: 20 },
      { id: 'engraving-font', type: 'select', title: 'Font', required: true, options: ['Serif', 'Script', 'Block'] },
      { id: 'gift-wrap', type: 'checkbox', title: 'Gift wrap', required: false, options: ['Wrap it'] },
    ], 'Engraving saved.'),
    form('f-newsletter', 'Newsletter', [
      { id: 'email', type: 'email', title: 'Email address', required: true, placeholder: 'you@example.com' },
      { id: 'name', type: 'name', title: 'Name', required: false },
    ], 'Thank you for signing up!'),
    // The demo's contact form: every field kind (spec 000 §3, spec 001 §3), a hidden field filled from ?ref=, a
    // disclaimer, and post-submit HTML with a link, an image and a script (DOMPurify drops the script).
    {
      ...form('f-contact', 'Contact', [
        { id: 'about', type: 'section', title: 'About you', required: false, description: 'So we can reply.', underline: true },
        { id: 'name', type: 'name', title: 'Name', required: true },
        { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
        { id: 'phone', type: 'phone', title: 'Phone', required: false, showCountryCode: true },
        { id: 'phone-local', type: 'phone', title: 'Local phone', required: false },
        { id: 'address', type: 'address', title: 'Address', required: false },
        { id: 'subject', type: 'text', title: 'Subject', required: false, description: 'A few words.' },
        { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 200 },
        { id: 'quantity', type: 'number', title: 'How many', required: false },
        { id: 'site', type: 'website', title: 'Your website', required: false },
        { id: 'budget', type: 'currency', title: 'Budget', required: false, currencySymbol: '$' },
        { id: 'date', type: 'date', title: 'Preferred date', required: false },
        { id: 'time', type: 'time', title: 'Preferred time', required: false },
        { id: 'topics', type: 'checkbox', title: 'Topics', required: true, options: ['Orders', 'Returns', 'Other'] },
        { id: 'contact-by', type: 'radio', title: 'Contact me by', required: true, options: ['Email', 'Phone'] },
        { id: 'store', type: 'select', title: 'Store', required: true, placeholder: 'Choose a store', options: ['Online', 'Downtown'] },
        { id: 'survey', type: 'likert', title: 'Your visit', required: false, options: ['The site was easy to use', 'I found what I needed'] },
        { id: 'ref', type: 'hidden', title: '', required: false, key: 'ref', value: 'direct' },
      ], 'Thanks, we will be in touch.'),
      disclaimerMessage: 'We use your details only to answer you.',
      submissionHTML: '<p>Meanwhile, read our <a href="/demo/index.html">store news</a>.</p><script>alert("never runs")</script>',
    },
  ];
}

export function seedSettings(): MockSettings {
  return {
    currency: 'USD',
    storeSettings: { multipleQuantityAllowedForServices: true },
    checkoutMinimumCents: 0,
    captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' },
    localizedStrings: {},
  };
}

/** A fresh copy of the whole seed (callers may mutate it). */
export function seedCatalog(): Catalog {
  return { products: seedProducts(), forms: seedForms(), settings: seedSettings() };
}
